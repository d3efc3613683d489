import { ADMIN_MESSAGES, ADMIN_PAGE_SIZE, type AdminJob } from '#domain/admin/admin';
import { recordAdminAction, type AuditActor } from '#server/admin/audit-log';
import type { Database } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import { decodeCursor, paged } from './cursor';
import { findJobs, lockFailedJob, removeJob, requeueJob, type JobState } from './jobs-repository';

export async function listJobs(
  db: Database,
  query: { state: JobState; cursor?: string | undefined },
  now = new Date(),
) {
  const rows = await findJobs(db, query.state, decodeCursor(query.cursor), ADMIN_PAGE_SIZE, now);
  const { page, nextCursor } = paged(rows, ADMIN_PAGE_SIZE);
  const list: AdminJob[] = page.map(({ cursorAt: _cursor, ...job }) => ({
    ...job,
    runAt: job.runAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
  }));
  return { jobs: list, nextCursor };
}

/** Retries or discards a failed job, with its audit row, in one transaction. */
export async function settleFailedJob(
  db: Database,
  actor: AuditActor,
  id: string,
  action: 'retry' | 'discard',
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const job = await lockFailedJob(tx, id);
    if (!job) throw notFound('No job has that id.');
    if (job.failed !== 1) throw conflict(ADMIN_MESSAGES.jobNotFailed);
    if (action === 'retry') await requeueJob(tx, id, now);
    else await removeJob(tx, id);
    await recordAdminAction(tx, actor, {
      action: `job.${action}`,
      subjectType: 'job',
      subjectId: id,
      before: { queue: job.queue, state: 'failed', attempts: job.attempts, lastError: job.lastError },
      after: action === 'retry' ? { queue: job.queue, state: 'due', attempts: 0 } : null,
    });
  });
}
