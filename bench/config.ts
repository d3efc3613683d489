import { z } from 'zod';

const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/**
 * Every knob of `npm run bench`, from the environment. The defaults are the figures docs/performance.md's
 * budgets are measured with; smaller values make a quick local run (e.g. BENCH_DURATION=3).
 */
const BenchEnvSchema = z.object({
  /** A PostgreSQL server; the run creates its own database on it and drops it afterwards. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Seconds each endpoint is measured for, after a short warm-up. */
  BENCH_DURATION: count(10),
  BENCH_WARMUP: z.coerce.number().int().min(0).default(2),
  BENCH_CONNECTIONS: count(64),
  BENCH_USERS: count(1_000),
  BENCH_STORIES: count(10_000),
  /** Users with a session whose cookies the load cycles through. */
  BENCH_POOL: count(200),
  /** Days of habit and practice history per user. */
  BENCH_HISTORY_DAYS: count(90),
  /**
   * Members with years of daily practice, seeded beside the others in every dataset: the insights
   * latency probe asks each for both ranges once (budget: p99 < 50 ms at 3 years of data).
   */
  BENCH_VETERANS: count(60),
  BENCH_VETERAN_HISTORY_DAYS: count(1_095),
  /** The second dataset of `npm run bench -- --scale large`: 10,000 members, 3 years, 100,000 stories. */
  BENCH_LARGE_USERS: count(10_000),
  BENCH_LARGE_HISTORY_DAYS: count(1_095),
  BENCH_LARGE_STORIES: count(100_000),
  /**
   * Node options for the app process; the default is the heap cap docs/deployment.md recommends for
   * production (its live heap is about 40 MB; without a cap V8 lets garbage pile up to ~290 MB).
   * 'none' starts it with no options.
   */
  BENCH_APP_NODE_OPTIONS: z
    .string()
    .default('--max-old-space-size=192')
    .transform((value) => (value === 'none' ? '' : value)),
  /**
   * A folder: the app writes a V8 CPU profile of its whole run there (node --cpu-prof), to see where
   * an endpoint's time goes (open it in Chrome's DevTools). Profiling slows the app: not for budgets.
   */
  BENCH_APP_PROFILE: z.string().optional(),
  /** '0' skips the Lighthouse scores of the landing page and the dashboard (about two minutes). */
  BENCH_LIGHTHOUSE: z.enum(['0', '1']).default('1'),
  /** '1' reuses dist/web as it is instead of building the client first. */
  BENCH_SKIP_BUILD: z.enum(['0', '1']).default('0'),
  /**
   * A regular expression on endpoint names (e.g. 'success-stories|toggle'): only matching endpoints
   * are measured, to work on a few. A run with it set is not a full check of the budgets.
   */
  BENCH_ONLY: z
    .string()
    .optional()
    .refine((value) => {
      if (value === undefined) return true;
      try {
        new RegExp(value);
        return true;
      } catch {
        return false;
      }
    }, 'must be a valid regular expression'),
});

export type BenchConfig = z.infer<typeof BenchEnvSchema>;

export function loadBenchConfig(env: Record<string, string | undefined> = process.env): BenchConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = BenchEnvSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid ${String(issue?.path[0] ?? 'environment')}: ${issue?.message ?? 'bad value'}`);
  }
  if (parsed.data.BENCH_POOL > parsed.data.BENCH_USERS) {
    throw new Error('Invalid BENCH_POOL: must not exceed BENCH_USERS');
  }
  return parsed.data;
}
