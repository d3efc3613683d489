import { and, count, isNull, lte, min, or, sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database, DatabaseHandle } from '#server/db/client';
import { jobs } from '#server/db/schema/jobs';
import type { JobRunner } from '#server/jobs/job-runner';
import type { SessionCache } from '#server/sessions/session-cache';

/** Buckets for request latency, in seconds: most answers take milliseconds, a slow one seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type AppMetrics = {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  latency: Histogram<'method' | 'route' | 'status'>;
  signInFailures: Counter;
  limitsHit: Counter<'route'>;
  safetyReplies: Counter<'kind'>;
};

/**
 * One registry per app (tests run several apps in one process). Gauges that read the database (the
 * job queue) are collected when Prometheus scrapes, so they cost one query per scrape, not per job.
 */
export function createMetrics(parts: {
  database: DatabaseHandle;
  jobs: JobRunner;
  sessionCache: SessionCache;
}): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'abundance_' });
  const { db } = parts.database;

  const requests = new Counter({
    name: 'abundance_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'abundance_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'abundance_sign_in_failures_total',
    help: 'Password sign-ins refused (wrong credentials or a disabled account)',
    registers: [registry],
  });
  const limitsHit = new Counter({
    name: 'abundance_rate_limits_hit_total',
    help: 'Requests refused with 429 by an attempt limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const safetyReplies = new Counter({
    name: 'abundance_coach_safety_replies_total',
    help: 'Coach safety replies sent, by kind (crisis, uncertain, follow-up, safe-again, a money-in-crisis kind)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'abundance_job_runs_total',
    help: 'Background job runs by queue (mail.send is mail, reminders.send is push) and outcome',
    labelNames: ['queue', 'outcome'] as const,
    registers: [registry],
  });
  parts.jobs.observe((queue, outcome) => jobRuns.inc({ queue, outcome }));

  new Gauge({
    name: 'abundance_db_pool_connections',
    help: 'PostgreSQL pool connections in use and requests waiting for one (0 on PGlite)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = parts.database.poolStats?.() ?? { inUse: 0, waiting: 0 };
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  new Gauge({
    name: 'abundance_change_feed_live',
    help: 'Whether the cross-instance change feed is connected (1) or not (0, caches are bypassed)',
    registers: [registry],
    collect() {
      this.set(parts.database.changes.live() ? 1 : 0);
    },
  });
  new Gauge({
    name: 'abundance_session_cache_lookups',
    help: 'Session cache lookups since start, by result',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      this.set({ result: 'hit' }, parts.sessionCache.hits);
      this.set({ result: 'miss' }, parts.sessionCache.misses);
    },
  });

  // The three job gauges share one read per scrape (prom-client collects every metric at once).
  let reading: Promise<QueueState> | null = null;
  const queueState = () => {
    reading ??= readQueueState(db).finally(() => setTimeout(() => (reading = null), 0));
    return reading;
  };
  new Gauge({
    name: 'abundance_job_queue_depth',
    help: 'Jobs not yet finished, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const state = await queueState();
      this.reset();
      for (const row of state.pending) this.set({ queue: row.queue }, row.n);
    },
  });
  new Gauge({
    name: 'abundance_job_oldest_due_seconds',
    help: 'Age of the oldest job that is due and not running (0 when none)',
    registers: [registry],
    async collect() {
      this.set((await queueState()).oldestDueSeconds);
    },
  });
  new Gauge({
    name: 'abundance_jobs_failed',
    help: 'Jobs that gave up after their last try and are still kept, by queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const state = await queueState();
      this.reset();
      for (const row of state.failed) this.set({ queue: row.queue }, row.n);
    },
  });

  return { registry, requests, latency, signInFailures, limitsHit, safetyReplies };
}

type QueueState = {
  pending: { queue: string; n: number }[];
  failed: { queue: string; n: number }[];
  oldestDueSeconds: number;
};

async function readQueueState(db: Database): Promise<QueueState> {
  const now = new Date();
  const [pending, failed, [due]] = await Promise.all([
    db
      .select({ queue: jobs.queue, n: count() })
      .from(jobs)
      .where(isNull(jobs.finishedAt))
      .groupBy(jobs.queue),
    db
      .select({ queue: jobs.queue, n: count() })
      .from(jobs)
      .where(sql`${jobs.failed} = 1`)
      .groupBy(jobs.queue),
    db
      .select({ oldest: min(jobs.runAt) })
      .from(jobs)
      .where(
        and(
          isNull(jobs.finishedAt),
          lte(jobs.runAt, now),
          or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        ),
      ),
  ]);
  const oldest = due?.oldest ? new Date(due.oldest).getTime() : null;
  return {
    pending,
    failed,
    oldestDueSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
