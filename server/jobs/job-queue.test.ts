import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LEASE_MS, JOB_RETENTION_MS } from '#domain/shared/jobs';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { jobs } from '#server/db/schema/jobs';
import { users } from '#server/db/schema/users';
import { openTestDatabase } from '#server/test-support/test-database';
import { enqueueJob } from './job-repository';
import { JobRunner } from './job-runner';

const silent = pino({ level: 'silent' });
const T0 = Date.parse('2026-03-01T09:00:00Z');

describe('the shared job queue', () => {
  let database: DatabaseHandle;
  let second: DatabaseHandle | null = null;

  beforeAll(async () => {
    database = await openTestDatabase();
    // On PostgreSQL a second pool stands for a second instance racing the first.
    const url = (database as DatabaseHandle & { url?: string }).url;
    if (url) second = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  });
  afterAll(async () => {
    await second?.close();
    await database.close();
  });

  it('accepts a key once and runs the job once', async () => {
    const runner = new JobRunner(database.db, silent, () => T0);
    const seen: unknown[] = [];
    runner.register('test.once', 'maintenance', async (payload) => {
      seen.push(payload);
    });
    expect(
      await enqueueJob(database.db, {
        queue: 'test.once',
        payload: { n: 1 },
        key: 'k1',
        runAt: new Date(T0),
      }),
    ).toBe(true);
    expect(
      await enqueueJob(database.db, {
        queue: 'test.once',
        payload: { n: 2 },
        key: 'k1',
        runAt: new Date(T0),
      }),
    ).toBe(false);
    await runner.runDue();
    await runner.runDue();
    expect(seen).toEqual([{ n: 1 }]);
  });

  it('does not run a job before its time, then runs it', async () => {
    const runner = new JobRunner(database.db, silent);
    const seen: string[] = [];
    runner.register('test.later', 'maintenance', async () => {
      seen.push('ran');
    });
    await enqueueJob(database.db, { queue: 'test.later', payload: {}, runAt: new Date(T0 + 60_000) });
    expect(await runner.runDue({ now: T0 })).toBe(0);
    expect(await runner.runDue({ now: T0 + 60_000 })).toBe(1);
    expect(seen).toEqual(['ran']);
  });

  it('retries a failing job with backoff and gives up after maxAttempts', async () => {
    const runner = new JobRunner(database.db, silent);
    let calls = 0;
    runner.register('test.flaky', 'maintenance', async () => {
      calls += 1;
      throw new Error(`failure ${calls}`);
    });
    await enqueueJob(database.db, {
      queue: 'test.flaky',
      payload: {},
      key: 'flaky',
      runAt: new Date(T0),
      maxAttempts: 3,
    });
    await runner.runDue({ now: T0 });
    expect(calls).toBe(1);
    await runner.runDue({ now: T0 + 10_000 }); // backoff is 15 s: not yet
    expect(calls).toBe(1);
    await runner.runDue({ now: T0 + 15_000 });
    await runner.runDue({ now: T0 + 15_000 + 30_000 });
    expect(calls).toBe(3);
    await runner.runDue({ now: T0 + 10 * 3_600_000 });
    expect(calls).toBe(3);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.key, 'flaky'));
    expect(row).toMatchObject({ failed: 1, attempts: 3, lastError: 'failure 3' });
    expect(row?.finishedAt).not.toBeNull();
  });

  it('runs again a job whose worker died, once its lease expires', async () => {
    const dying = new JobRunner(database.db, silent);
    dying.register('test.lease', 'maintenance', () => new Promise<void>(() => undefined)); // never finishes
    let survivorRuns = 0;
    const survivor = new JobRunner(database.db, silent);
    survivor.register('test.lease', 'maintenance', async () => {
      survivorRuns += 1;
    });
    await enqueueJob(database.db, { queue: 'test.lease', payload: {}, key: 'lease', runAt: new Date(T0) });
    void dying.runDue({ now: T0 }); // claims the job and hangs, like a process killed mid-job
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await survivor.runDue({ now: T0 + 1_000 })).toBe(0);
    expect(await survivor.runDue({ now: T0 + JOB_LEASE_MS + 1 })).toBe(1);
    expect(survivorRuns).toBe(1);
  });

  it('fires a recurring queue once per slot, however many instances poll', async () => {
    const runs: string[] = [];
    const make = (db: DatabaseHandle['db']) => {
      const runner = new JobRunner(db, silent);
      runner.every('test.tick', 'maintenance', 60_000, async (payload) => {
        runs.push(JSON.stringify(payload));
      });
      return runner;
    };
    const a = make(database.db);
    const b = make((second ?? database).db);
    const t = T0 + 5 * 3_600_000;
    await Promise.all([a.runDue({ now: t }), b.runDue({ now: t + 10 }), a.runDue({ now: t + 20 })]);
    expect(runs).toHaveLength(1);
    await Promise.all([a.runDue({ now: t + 60_000 }), b.runDue({ now: t + 60_000 })]);
    expect(runs).toHaveLength(2);
  });

  it('hands each job to exactly one of two racing instances', async () => {
    const counts = new Map<number, number>();
    const make = (db: DatabaseHandle['db']) => {
      const runner = new JobRunner(db, silent);
      runner.register('test.race', 'maintenance', async (payload) => {
        const n = (payload as { n: number }).n;
        counts.set(n, (counts.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 1));
      });
      return runner;
    };
    for (let n = 0; n < 60; n += 1)
      await enqueueJob(database.db, { queue: 'test.race', payload: { n }, runAt: new Date(T0) });
    const a = make(database.db);
    const b = make((second ?? database).db);
    const [ranA, ranB] = await Promise.all([a.runDue({ now: T0 }), b.runDue({ now: T0 })]);
    expect(ranA + ranB).toBe(60);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(counts.size).toBe(60);
  });

  it('removes a deleted member’s pending jobs and purges old finished ones', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `jobs-${Date.now()}@example.com`, firstName: 'J' })
      .returning({ id: users.id });
    await enqueueJob(database.db, { queue: 'test.member', payload: {}, userId: user!.id, key: 'member-job' });
    await database.db.delete(users).where(eq(users.id, user!.id));
    expect(await database.db.select().from(jobs).where(eq(jobs.key, 'member-job'))).toHaveLength(0);

    const runner = new JobRunner(database.db, silent);
    runner.register('test.old', 'maintenance', async () => undefined);
    await enqueueJob(database.db, { queue: 'test.old', payload: {}, key: 'old', runAt: new Date(T0) });
    await runner.runDue({ now: T0 });
    await runner.runDue({ now: T0 + JOB_RETENTION_MS + 3_600_000 });
    expect(await database.db.select().from(jobs).where(eq(jobs.key, 'old'))).toHaveLength(0);
  });
});

describe('a pass that fails', () => {
  it('rejects for its caller only, and the next pass runs (no unhandled rejection ends the process)', async () => {
    const database = await openTestDatabase();
    const runner = new JobRunner(database.db, silent, () => T0);
    let unhandled: unknown = null;
    const onUnhandled = (reason: unknown) => (unhandled = reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await database.close();
      await expect(runner.runDue()).rejects.toThrow();
      await expect(runner.runDue()).rejects.toThrow();
      // Rejections nobody handled are reported once the microtasks and a turn of the loop are done.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toBeNull();
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
