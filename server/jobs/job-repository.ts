import { and, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { JOB_LEASE_MS, JOB_RETENTION_MS, retryDelayMs } from '#domain/shared/jobs';
import type { Database } from '#server/db/client';
import { jobs } from '#server/db/schema/jobs';

export type NewJob = {
  queue: string;
  payload: unknown;
  /** The member the job concerns (their pending jobs go with their account). */
  userId?: string;
  /** Idempotency key: a second enqueue with the same key is ignored (returns false). */
  key?: string;
  runAt?: Date;
  maxAttempts?: number;
};

export type ClaimedJob = {
  id: string;
  queue: string;
  payload: unknown;
  userId: string | null;
  attempts: number;
  maxAttempts: number;
};

/**
 * Adds a job. Call it with the transaction that makes the change the job reports on: the job becomes
 * visible to workers only when that transaction commits, and disappears with it on rollback.
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload ?? null,
      userId: job.userId ?? null,
      key: job.key ?? null,
      runAt: job.runAt ?? new Date(),
      maxAttempts: job.maxAttempts ?? 8,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Leases up to `limit` due jobs of the given queues to the caller, leaving out the jobs of
 * `exceptMembers`. FOR UPDATE SKIP LOCKED lets every instance claim at once without two of them
 * taking the same row; the lease expires so a job whose worker died is claimed again later.
 */
export async function claimDueJobs(
  db: Database,
  queues: string[],
  now: Date,
  limit: number,
  exceptMembers: string[] = [],
): Promise<ClaimedJob[]> {
  if (queues.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.finishedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
        inArray(jobs.queue, queues),
        exceptMembers.length > 0
          ? or(isNull(jobs.userId), notInArray(jobs.userId, exceptMembers))
          : undefined,
      ),
    )
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + JOB_LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
    .where(inArray(jobs.id, due))
    .returning({
      id: jobs.id,
      queue: jobs.queue,
      payload: jobs.payload,
      userId: jobs.userId,
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
    });
}

export async function completeJob(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ finishedAt: now, lockedUntil: null })
    .where(sql`${jobs.id} = ${id}`);
}

/**
 * Overwrites a job's payload, for a handler whose payload held a secret (a mailed link) that must not
 * stay at rest once the job has done its work.
 */
export async function replaceJobPayload(db: Database, id: string, payload: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({ payload })
    .where(sql`${jobs.id} = ${id}`);
}

/** Schedules the next try with exponential backoff, or gives up once `maxAttempts` tries have failed. */
export async function failJob(
  db: Database,
  job: ClaimedJob,
  error: string,
  now: Date,
): Promise<'retry' | 'gave-up'> {
  const lastError = error.slice(0, 2000);
  if (job.attempts >= job.maxAttempts) {
    await db
      .update(jobs)
      .set({ finishedAt: now, failed: 1, lockedUntil: null, lastError })
      .where(sql`${jobs.id} = ${job.id}`);
    return 'gave-up';
  }
  await db
    .update(jobs)
    .set({ runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), lockedUntil: null, lastError })
    .where(sql`${jobs.id} = ${job.id}`);
  return 'retry';
}

/** Drops finished jobs past the retention period (their idempotency keys with them). */
export async function purgeFinishedJobs(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(lt(jobs.finishedAt, new Date(now.getTime() - JOB_RETENTION_MS)))
    .returning({ id: jobs.id });
  return removed.length;
}
