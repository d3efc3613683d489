import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { WebhookEvent } from '#domain/webhooks/webhooks';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/users';
import { webhookDeliveries, webhooks } from '#server/db/schema/webhooks';
import { openStored, seal, type JournalKeyring } from '#server/privacy/journal-keyring';
import { sealedCell } from '#server/privacy/sealed-cells';

/** All SQL of webhooks; every query filters by the member, so another member's webhook is "not found". */

export type WebhookRow = typeof webhooks.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function countWebhooks(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
  return row?.n ?? 0;
}

/**
 * The signing secret is sealed with the journal key, bound to its member and webhook, so a copy of
 * the table signs nothing; a plain one from before sealing is used as it is until the re-encrypt
 * command seals it.
 */
const secretCell = (userId: string, id: string) => sealedCell(webhooks, 'secret', { userId, id });

export async function insertWebhook(
  db: Database,
  keys: JournalKeyring,
  values: { userId: string; url: string; events: WebhookEvent[]; secret: string },
): Promise<WebhookRow> {
  const id = crypto.randomUUID();
  const secret = seal(keys, values.secret, secretCell(values.userId, id));
  const [row] = await db
    .insert(webhooks)
    .values({ ...values, id, secret })
    .returning();
  if (!row) throw new Error('webhook insert returned no row');
  return row;
}

/** The member's webhooks, oldest first (at most WEBHOOKS_MAX rows). */
export async function listWebhooks(db: Database, userId: string): Promise<WebhookRow[]> {
  return db
    .select()
    .from(webhooks)
    .where(eq(webhooks.userId, userId))
    .orderBy(webhooks.createdAt, webhooks.id);
}

/** The latest delivery of each of these webhooks: one step down the (webhook, id) index for each. */
export async function latestDeliveries(db: Database, webhookIds: readonly string[]): Promise<DeliveryRow[]> {
  if (webhookIds.length === 0) return [];
  return db
    .selectDistinctOn([webhookDeliveries.webhookId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.webhookId, [...webhookIds]))
    .orderBy(webhookDeliveries.webhookId, desc(webhookDeliveries.id));
}

export async function deleteWebhook(db: Database, userId: string, webhookId: string): Promise<boolean> {
  const removed = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.userId, userId)))
    .returning({ id: webhooks.id });
  return removed.length > 0;
}

export async function ownsWebhook(db: Database, userId: string, webhookId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.id, webhookId), eq(webhooks.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** A page of a webhook's deliveries, newest first, before the delivery `before` (ids are time-ordered). */
export async function listDeliveries(
  db: Database,
  userId: string,
  webhookId: string,
  limit: number,
  before?: string,
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.webhookId, webhookId),
        eq(webhookDeliveries.userId, userId),
        before ? lt(webhookDeliveries.id, before) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(limit);
}

/** What one attempt needs: the delivery, with its webhook's address and secret, and its member's state. */
export async function deliveryTarget(db: Database, keys: JournalKeyring, deliveryId: string) {
  const [row] = await db
    .select({
      delivery: webhookDeliveries,
      url: webhooks.url,
      secret: webhooks.secret,
      webhookId: webhooks.id,
      memberDisabled: sql<boolean>`${users.disabledAt} is not null`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
    .innerJoin(users, eq(users.id, webhookDeliveries.userId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!row) return null;
  // Null when the secret does not open in this webhook's row (it was moved there): nothing is signed.
  const secret = openStored(keys, row.secret, secretCell(row.delivery.userId, row.webhookId));
  return { ...row, secret };
}

/** Ends a pending delivery without another attempt, saying why (its attempt count stays as it was). */
export async function abandonDelivery(db: Database, deliveryId: string, error: string): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'failed', error })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')));
}

export async function recordAttempt(
  db: Database,
  deliveryId: string,
  outcome: {
    attempt: number;
    status: DeliveryRow['status'];
    responseStatus: number | null;
    error: string | null;
    at: Date;
  },
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      attempts: outcome.attempt,
      status: outcome.status,
      responseStatus: outcome.responseStatus,
      error: outcome.error,
      lastAttemptAt: outcome.at,
    })
    .where(eq(webhookDeliveries.id, deliveryId));
}
