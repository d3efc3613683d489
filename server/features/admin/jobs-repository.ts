import { and, desc, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { jobs } from '#server/db/schema/jobs';
import type { Position } from './cursor';
import { after, atText } from './cursor-repository';

export type JobState = 'due' | 'running' | 'failed';

/** Waiting (due now or later, not leased), running (leased) or failed (gave up after its tries). */
function stateFilter(state: JobState, now: Date): SQL | undefined {
  if (state === 'failed') return eq(jobs.failed, 1);
  const leased = gt(jobs.lockedUntil, now);
  return and(
    isNull(jobs.finishedAt),
    state === 'running' ? leased : or(isNull(jobs.lockedUntil), lte(jobs.lockedUntil, now)),
  );
}

const stateSql = (now: Date) => sql<JobState>`case
  when ${jobs.failed} = 1 then 'failed'
  when ${jobs.lockedUntil} > ${now} then 'running'
  else 'due' end`;

export async function findJobs(
  db: Database,
  state: JobState,
  position: Position | null,
  limit: number,
  now: Date,
) {
  return db
    .select({
      id: jobs.id,
      queue: jobs.queue,
      state: stateSql(now),
      attempts: jobs.attempts,
      maxAttempts: jobs.maxAttempts,
      runAt: jobs.runAt,
      lastError: jobs.lastError,
      createdAt: jobs.createdAt,
      cursorAt: atText(jobs.createdAt),
    })
    .from(jobs)
    .where(and(stateFilter(state, now), after(position, jobs.createdAt, jobs.id)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(limit + 1);
}

const failedJob = (id: string) => and(eq(jobs.id, id), eq(jobs.failed, 1));

export async function lockFailedJob(db: Database, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1).for('update');
  return row ?? null;
}

/** A failed job runs again now, with a fresh set of tries. */
export async function requeueJob(db: Database, id: string, now: Date) {
  await db
    .update(jobs)
    .set({ failed: 0, finishedAt: null, attempts: 0, lockedUntil: null, runAt: now })
    .where(failedJob(id));
}

export async function removeJob(db: Database, id: string) {
  await db.delete(jobs).where(failedJob(id));
}
