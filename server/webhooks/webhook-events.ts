import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { WEBHOOK_MESSAGES, WEBHOOK_PENDING_MAX, type WebhookEvent } from '#domain/webhooks/webhooks';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/users';
import { webhookDeliveries, webhooks } from '#server/db/schema/webhooks';
import { enqueueJob } from '#server/jobs/job-repository';

export const WEBHOOK_QUEUE = 'webhooks.deliver';

/** What a delivery job carries: the delivery and the attempt it makes (1 to WEBHOOK_ATTEMPTS_MAX). */
export type WebhookJob = { deliveryId: string; attempt: number };

/** Ids, dates and numbers only: never text the member wrote. */
export type WebhookData = Record<string, string | number | boolean | null>;

/** The job for one attempt; its key makes a repeated enqueue of the same attempt a no-op. */
export function enqueueWebhookAttempt(db: Database, userId: string, job: WebhookJob, runAt?: Date) {
  return enqueueJob(db, {
    queue: WEBHOOK_QUEUE,
    payload: job,
    userId,
    key: `webhook:${job.deliveryId}:${job.attempt}`,
    // The attempt itself records a failed answer and schedules the next one (the webhook retry
    // schedule, not the queue's); the queue retries only a worker that died mid-attempt.
    maxAttempts: 2,
    ...(runAt ? { runAt } : {}),
  });
}

type RefusedDelivery = Pick<typeof webhookDeliveries.$inferInsert, 'status' | 'error'>;

/** Whether the member has WEBHOOK_PENDING_MAX deliveries waiting (counting no further than that). */
async function backlogFull(db: Database, userId: string): Promise<boolean> {
  const waiting = db
    .select({ one: sql`1` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.userId, userId), eq(webhookDeliveries.status, 'pending')))
    .limit(WEBHOOK_PENDING_MAX)
    .as('waiting');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(waiting);
  return (row?.count ?? 0) >= WEBHOOK_PENDING_MAX;
}

/**
 * Queues `type` for each of the member's webhooks that listen to it: one delivery row and one job
 * each, written with `db` (the caller's transaction, when it has one). A member without webhooks
 * costs one indexed read; so does a member an admin disabled, whose webhooks stay quiet meanwhile.
 * When WEBHOOK_PENDING_MAX deliveries are already waiting, the new event is the one refused: its
 * deliveries are recorded as failed, without a job, so the member sees in their list which events
 * were not sent, while the waiting ones keep their order and their retries.
 */
export async function emitWebhookEvent(
  db: Database,
  userId: string,
  type: WebhookEvent,
  data: WebhookData,
): Promise<void> {
  const targets = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .innerJoin(users, and(eq(users.id, webhooks.userId), isNull(users.disabledAt)))
    .where(and(eq(webhooks.userId, userId), sql`${type} = any(${webhooks.events})`));
  if (targets.length === 0) return;
  const eventId = randomUUID();
  const body = { id: eventId, type, createdAt: new Date().toISOString(), data };
  const full = await backlogFull(db, userId);
  const refused: RefusedDelivery | null = full
    ? { status: 'failed', error: WEBHOOK_MESSAGES.backlogFull }
    : null;
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      targets.map((target) => ({
        webhookId: target.id,
        userId,
        eventId,
        type,
        body,
        ...refused,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  if (refused) return;
  for (const row of rows) await enqueueWebhookAttempt(db, userId, { deliveryId: row.id, attempt: 1 });
}
