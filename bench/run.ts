import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '#e2e/harness/app-server';
import { checkBudgets, checkScale, checkSignInLoad } from './budgets';
import { loadBenchConfig } from './config';
import { measureDataset, type Dataset, type DatasetResult } from './measure-dataset';
import { printReport, writeReport, type BenchReport } from './report';
import { startBaselineServer } from './servers';
import { appEntryScript, measureWebSizes, type WebSizes } from './web-size';

const print = (line: string) => process.stdout.write(`${line}\n`);
const webRoot = path.join(projectRoot, 'dist/web');
const resultsFile = path.join(projectRoot, 'bench/results.json');
// The whole run stops (and cleans up) if it ever takes longer than this.
const RUN_DEADLINE_MS = 90 * 60_000;

/** `npm run build`: the client and the compiled server the benchmark starts (as production does). */
function buildApp(): void {
  print('building the app (npm run build)...');
  const build = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/build.mjs')], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('npm run build failed');
}

async function main(cleanups: Array<() => Promise<void>>): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' } } });
  if (values.scale !== 'small' && values.scale !== 'large') throw new Error('--scale must be small or large');
  const config = loadBenchConfig();
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  if (config.BENCH_SKIP_BUILD === '0') buildApp();
  // Weighed first: a build the benchmark cannot read must not cost the whole load run.
  let web: WebSizes | null = null;
  try {
    web = measureWebSizes(webRoot);
  } catch (error) {
    print(`web sizes not measured: ${error instanceof Error ? error.message : String(error)}`);
  }
  let assetPath: string | null = null;
  try {
    assetPath = appEntryScript(webRoot);
  } catch (error) {
    print(`sign-in load not measured: ${error instanceof Error ? error.message : String(error)}`);
  }

  const datasets: Dataset[] = [
    {
      label: 'small',
      users: config.BENCH_USERS,
      historyDays: config.BENCH_HISTORY_DAYS,
      stories: config.BENCH_STORIES,
      scorePages: config.BENCH_LIGHTHOUSE === '1',
      signInLoad: true,
    },
  ];
  if (values.scale === 'large') {
    datasets.push({
      label: 'large',
      users: config.BENCH_LARGE_USERS,
      historyDays: config.BENCH_LARGE_HISTORY_DAYS,
      stories: config.BENCH_LARGE_STORIES,
      scorePages: false,
      signInLoad: false,
    });
  }

  const baselineServer = await startBaselineServer();
  cleanups.push(baselineServer.stop);
  const results: DatasetResult[] = [];
  for (const dataset of datasets) {
    results.push(await measureDataset(dataset, config, baselineServer.url, assetPath, print, cleanups));
  }
  const [small, large] = results;
  if (!small) throw new Error('no dataset measured');

  const report: BenchReport = {
    startedAt: startedAt.toISOString(),
    machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg(), node: process.version },
    load: {
      connections: config.BENCH_CONNECTIONS,
      durationSeconds: config.BENCH_DURATION,
      warmupSeconds: config.BENCH_WARMUP,
      pool: config.BENCH_POOL,
      appNodeOptions: config.BENCH_APP_NODE_OPTIONS,
    },
    datasets: results,
    web,
    budgets: [
      ...checkBudgets(
        small.endpoints,
        small.appPeakRssBytes ?? undefined,
        web ?? undefined,
        small.insightsFirstAnswers ?? undefined,
        small.pages,
      ),
      ...(small.signInLoad ? [checkSignInLoad(small.signInLoad)] : []),
      ...(large ? checkScale(small.endpoints, large.endpoints) : []),
    ],
  };
  printReport(report, print);
  writeReport(resultsFile, report);
  print(`figures written to ${path.relative(process.cwd(), resultsFile)}`);
}

const cleanups: Array<() => Promise<void>> = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
}
const deadline = setTimeout(() => {
  process.stderr.write(`benchmark stopped: still running after ${RUN_DEADLINE_MS / 60_000} minutes\n`);
  void cleanUp().finally(() => process.exit(1));
}, RUN_DEADLINE_MS);
process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));

main(cleanups)
  .then(cleanUp, async (error: unknown) => {
    process.stderr.write(
      `benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    await cleanUp();
    process.exitCode = 1;
  })
  .finally(() => clearTimeout(deadline));
