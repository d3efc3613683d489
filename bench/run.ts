import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { projectRoot, startAppServer } from '#e2e/harness/app-server';
import { createBenchDatabase } from './bench-database';
import { checkBudgets, type MeasuredEndpoint } from './budgets';
import { loadBenchConfig } from './config';
import { measurePaired, type LoadResult, type LoadTarget } from './load';
import { sampleRss } from './memory';
import { printReport, writeReport, type BenchReport } from './report';
import { seedDatabase } from './seed/seed-database';
import { startBaselineServer } from './servers';
import { planTargets } from './targets';
import { measureWebSizes } from './web-size';

const print = (line: string) => process.stdout.write(`${line}\n`);
const webRoot = path.join(projectRoot, 'dist/web');
const resultsFile = path.join(projectRoot, 'bench/results.json');
// The whole run stops (and cleans up) if it ever takes longer than this.
const RUN_DEADLINE_MS = 30 * 60_000;

function buildWebClient(): void {
  print('building the web client (vite build)...');
  const vite = path.join(projectRoot, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('vite build failed');
}

async function main(cleanups: Array<() => Promise<void>>): Promise<void> {
  const config = loadBenchConfig();
  const startedAt = new Date();
  const loadAverageAtStart = loadavg();
  if (config.BENCH_SKIP_BUILD === '0') buildWebClient();

  const database = await createBenchDatabase(config.DATABASE_URL);
  cleanups.push(database.drop);
  if (database.kind === 'pglite') {
    print(
      'note: DATABASE_URL is not set, so this run uses embedded PGlite; production figures need PostgreSQL.',
    );
  }
  print(`seeding ${config.BENCH_USERS} users, ${config.BENCH_STORIES} stories (${database.kind})...`);
  const handle = await database.open();
  const seedOptions = {
    users: config.BENCH_USERS,
    pool: config.BENCH_POOL,
    historyDays: config.BENCH_HISTORY_DAYS,
    stories: config.BENCH_STORIES,
  };
  const seeded = await seedDatabase(handle.db, seedOptions, print).finally(() => handle.close());
  print(`seeded ${seeded.rows} rows in ${seeded.seconds.toFixed(1)} s`);

  const baselineServer = await startBaselineServer();
  cleanups.push(baselineServer.stop);
  const app = await startAppServer({
    ...database.appEnv,
    NODE_ENV: 'production',
    NODE_OPTIONS: config.BENCH_APP_NODE_OPTIONS,
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
  });
  cleanups.push(async () => void (await app.stop()));
  const pid = app.process.pid;
  const rss = pid === undefined ? undefined : sampleRss(pid);

  const options = {
    connections: config.BENCH_CONNECTIONS,
    durationSeconds: config.BENCH_DURATION,
    warmupSeconds: config.BENCH_WARMUP,
  };
  const planned = await planTargets(app.url, seeded.pool);
  const baseline = {
    url: baselineServer.url,
    target: {
      name: 'baseline: bare Fastify route',
      okStatuses: [200],
      // The same cookie header as the app's requests, so both sides parse the same bytes.
      next: () => ({ method: 'GET', path: '/baseline', headers: { cookie: seeded.pool[0]?.cookie ?? '' } }),
    } satisfies LoadTarget,
  };

  const endpoints: MeasuredEndpoint[] = [];
  const baselineRuns: LoadResult[] = [];
  for (const plan of planned) {
    if (!('target' in plan)) {
      print(`${plan.name}: ${plan.skipped}`);
      continue;
    }
    print(`measuring ${plan.name} (paired with the baseline)...`);
    const paired = await measurePaired({ url: app.url, target: plan.target }, baseline, options);
    baselineRuns.push(paired.baseline);
    endpoints.push({
      ...paired.endpoint,
      baselineRequestsPerSecond: paired.baseline.requestsPerSecond,
      ratio:
        paired.baseline.requestsPerSecond > 0
          ? paired.endpoint.requestsPerSecond / paired.baseline.requestsPerSecond
          : 0,
    });
  }
  const baselineRate =
    baselineRuns.reduce((sum, run) => sum + run.requestsPerSecond, 0) / Math.max(1, baselineRuns.length);
  const peakRss = rss?.peakBytes();
  rss?.stop();
  const web = measureWebSizes(webRoot);

  const report: BenchReport = {
    startedAt: startedAt.toISOString(),
    machine: { cpus: cpus().length, loadAverageAtStart, loadAverageAtEnd: loadavg(), node: process.version },
    database: database.kind,
    seed: {
      users: config.BENCH_USERS,
      stories: config.BENCH_STORIES,
      historyDays: config.BENCH_HISTORY_DAYS,
      rows: seeded.rows,
      seconds: seeded.seconds,
    },
    load: { ...options, pool: config.BENCH_POOL, appNodeOptions: config.BENCH_APP_NODE_OPTIONS },
    baseline: { requestsPerSecond: baselineRate, runs: baselineRuns },
    endpoints,
    skipped: planned.flatMap((plan) =>
      'skipped' in plan ? [{ name: plan.name, reason: plan.skipped }] : [],
    ),
    appPeakRssBytes: peakRss ?? null,
    web,
    budgets: checkBudgets(endpoints, peakRss, web),
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
