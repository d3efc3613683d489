import { startAppServer } from '#e2e/harness/app-server';
import { createBenchDatabase } from './bench-database';
import type { MeasuredEndpoint } from './budgets';
import type { BenchConfig } from './config';
import { measureFirstAnswers, type FirstAnswerLatency } from './first-answer-latency';
import { scorePages, type PageScore } from './lighthouse';
import { measurePaired, type LoadOptions, type LoadResult, type LoadTarget } from './load';
import { sampleRss } from './memory';
import { seedDatabase } from './seed/seed-database';
import { measureSignInLoad, SIGN_IN_LOAD_NAME, type SignInLoadResult } from './sign-in-load';
import { planTargets } from './targets';

/** The size of one seeded database. */
export type Dataset = {
  label: string;
  users: number;
  historyDays: number;
  stories: number;
  /** Score the landing page and a member's dashboard with Lighthouse before the load runs. */
  scorePages: boolean;
  /** Time /api/health and a hashed asset while wrong sign-ins keep the password hashing busy. */
  signInLoad: boolean;
};

export type DatasetResult = {
  dataset: Dataset;
  database: 'postgres' | 'pglite';
  seed: { rows: number; seconds: number };
  baseline: { requestsPerSecond: number; runs: LoadResult[] };
  endpoints: MeasuredEndpoint[];
  skipped: Array<{ name: string; reason: string }>;
  /** The app's peak resident memory over the seeding-free part of the run, before the sign-in load. */
  appPeakRssBytes: number | null;
  /**
   * Its peak once the sign-in load has run too: each scrypt hash holds 128 MiB while it runs, so
   * this is the figure with hashing (reported, not under the RSS budget, which is the endpoints').
   */
  appPeakRssWithSignInsBytes: number | null;
  /** Insights computed for members with years of data, one request at a time (null: not in the build). */
  insightsFirstAnswers: FirstAnswerLatency | null;
  /** Lighthouse figures of the landing page and the dashboard (empty when not scored). */
  pages: PageScore[];
  /** Health and asset latency under concurrent wrong sign-ins (null: not measured). */
  signInLoad: SignInLoadResult | null;
};

/**
 * One dataset end to end: its own database (created, seeded, dropped), the built app started on it
 * as production runs it (dist/server/main.js), every endpoint measured paired with the baseline.
 */
export async function measureDataset(
  dataset: Dataset,
  config: BenchConfig,
  baselineUrl: string,
  /** The hashed entry script of the web build (dist/web), the asset timed under sign-in load. */
  assetPath: string | null,
  print: (line: string) => void,
  runCleanups: Array<() => Promise<void>>,
): Promise<DatasetResult> {
  const cleanups: Array<() => Promise<void>> = [];
  // Also reachable from the run's Ctrl-C and deadline handlers, so the database is dropped then too.
  const cleanUp = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
  };
  runCleanups.push(cleanUp);
  try {
    const database = await createBenchDatabase(config.DATABASE_URL);
    cleanups.push(database.drop);
    if (database.kind === 'pglite') {
      print(
        'note: DATABASE_URL is not set, so this run uses embedded PGlite; production figures need PostgreSQL.',
      );
    }
    print(
      `[${dataset.label}] seeding ${dataset.users} users with ${dataset.historyDays} days of history, ${dataset.stories} stories (${database.kind})...`,
    );
    const handle = await database.open();
    const seedOptions = {
      users: dataset.users,
      pool: config.BENCH_POOL,
      historyDays: dataset.historyDays,
      stories: dataset.stories,
      veterans: config.BENCH_VETERANS,
      veteranHistoryDays: config.BENCH_VETERAN_HISTORY_DAYS,
    };
    const seeded = await seedDatabase(handle, seedOptions, print).finally(() => handle.close());
    print(`[${dataset.label}] seeded ${seeded.rows} rows in ${seeded.seconds.toFixed(1)} s`);

    const app = await startAppServer(
      {
        ...database.appEnv,
        NODE_ENV: 'production',
        NODE_OPTIONS: config.BENCH_APP_NODE_OPTIONS,
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
      },
      {
        built: true,
        // Node refuses --cpu-prof in NODE_OPTIONS: it goes on the command line.
        nodeArgs: config.BENCH_APP_PROFILE
          ? ['--cpu-prof', `--cpu-prof-dir=${config.BENCH_APP_PROFILE}`]
          : [],
      },
    );
    let stopping = false;
    cleanups.push(async () => {
      stopping = true;
      await app.stop();
    });
    // An app that dies mid-run turns every later figure into errors: say so, with its last words.
    app.process.once('exit', (code, signal) => {
      if (stopping) return;
      print(
        `[${dataset.label}] the app exited (${signal ?? `code ${code}`}) during the run; its last output:`,
      );
      print(app.output().slice(-4_000));
    });
    const pid = app.process.pid;
    const rss = pid === undefined ? undefined : sampleRss(pid);

    // First, on the idle app: Lighthouse simulates a phone from a trace of a real, unthrottled load.
    let pages: PageScore[] = [];
    const member = seeded.pool[0];
    if (dataset.scorePages && member) {
      print(`[${dataset.label}] scoring the landing page and the dashboard with Lighthouse...`);
      const veteran = seeded.veterans[0];
      pages = await scorePages([
        { page: 'landing', url: `${app.url}/` },
        ...(seeded.newcomer
          ? [{ page: 'dashboard, new member', url: `${app.url}/`, cookie: seeded.newcomer.cookie }]
          : []),
        {
          page: `dashboard, ${dataset.historyDays} days of history`,
          url: `${app.url}/`,
          cookie: member.cookie,
        },
        ...(veteran
          ? [
              {
                page: `dashboard, ${config.BENCH_VETERAN_HISTORY_DAYS} days of history`,
                url: `${app.url}/`,
                cookie: veteran.cookie,
              },
            ]
          : []),
      ]).catch((error: unknown) => {
        print(`  pages not scored: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      });
    }

    const options: LoadOptions = {
      connections: config.BENCH_CONNECTIONS,
      durationSeconds: config.BENCH_DURATION,
      warmupSeconds: config.BENCH_WARMUP,
    };
    const planned = await planTargets(app.url, seeded.pool);
    const baseline = {
      url: baselineUrl,
      target: {
        name: 'baseline: bare Fastify route',
        okStatuses: [200],
        // The same cookie header as the app's requests, so both sides parse the same bytes.
        next: () => ({ method: 'GET', path: '/baseline', headers: { cookie: seeded.pool[0]?.cookie ?? '' } }),
      } satisfies LoadTarget,
    };

    const endpoints: MeasuredEndpoint[] = [];
    const baselineRuns: LoadResult[] = [];
    const only = config.BENCH_ONLY === undefined ? null : new RegExp(config.BENCH_ONLY);
    for (const plan of planned) {
      if (!('target' in plan)) continue;
      if (only && !only.test(plan.name)) continue;
      print(`[${dataset.label}] measuring ${plan.name} (paired with the baseline)...`);
      const paired = await measurePaired({ url: app.url, target: plan.target }, baseline, options);
      baselineRuns.push(paired.baseline);
      const base = paired.baseline.requestsPerSecond;
      endpoints.push({
        ...paired.endpoint,
        baselineRequestsPerSecond: base,
        ratio: base > 0 ? paired.endpoint.requestsPerSecond / base : 0,
      });
    }
    const insightsName = `GET /api/insights?range=12w|12m (${config.BENCH_VETERAN_HISTORY_DAYS} days of data, computed)`;
    let insightsFirstAnswers: FirstAnswerLatency | null = null;
    if (!only || only.test(insightsName)) {
      print(
        `[${dataset.label}] measuring insights computed for ${seeded.veterans.length} members with ${config.BENCH_VETERAN_HISTORY_DAYS} days of data...`,
      );
      insightsFirstAnswers = await measureFirstAnswers(app.url, insightsName, seeded.veterans, [
        '/api/insights?range=12w',
        '/api/insights?range=12m',
      ]).catch((error: unknown) => {
        print(`  insights not measured: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
    }
    // Read before the sign-in load: the RSS budget is the endpoints' (a hash holds 128 MiB).
    const peakRss = rss?.peakBytes() ?? null;
    let signInLoad: SignInLoadResult | null = null;
    if (dataset.signInLoad && assetPath && (!only || only.test(SIGN_IN_LOAD_NAME))) {
      print(`[${dataset.label}] measuring /api/health and /${assetPath} under concurrent wrong sign-ins...`);
      signInLoad = await measureSignInLoad({
        appUrl: app.url,
        assetPath,
        users: dataset.users,
        warmupSeconds: config.BENCH_WARMUP,
        durationSeconds: config.BENCH_DURATION,
      }).catch((error: unknown) => {
        print(`  sign-in load not measured: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      });
    }
    const baselineRate =
      baselineRuns.reduce((sum, run) => sum + run.requestsPerSecond, 0) / Math.max(1, baselineRuns.length);
    const peakRssWithSignIns = signInLoad ? (rss?.peakBytes() ?? null) : null;
    rss?.stop();
    return {
      dataset,
      database: database.kind,
      seed: { rows: seeded.rows, seconds: seeded.seconds },
      baseline: { requestsPerSecond: baselineRate, runs: baselineRuns },
      endpoints,
      skipped: planned.flatMap((plan) =>
        'skipped' in plan ? [{ name: plan.name, reason: plan.skipped }] : [],
      ),
      appPeakRssBytes: peakRss,
      appPeakRssWithSignInsBytes: peakRssWithSignIns,
      insightsFirstAnswers,
      pages,
      signInLoad,
    };
  } finally {
    await cleanUp();
    runCleanups.splice(runCleanups.indexOf(cleanUp), 1);
  }
}
