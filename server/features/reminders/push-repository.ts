import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushSubscriptionJson } from '#domain/reminders/reminders';
import type { Database } from '#server/db/client';
import { pushSubscriptions, vapidKeys } from '#server/db/schema/reminders';
import { users } from '#server/db/schema/users';

/** Devices a member may keep subscribed; a new one beyond this replaces their oldest. */
const MAX_SUBSCRIPTIONS = 10;

/**
 * Saves a device's subscription. An endpoint belongs to one browser profile: subscribing it again
 * (new keys, or another member signing in on that device) moves it to the current member. The
 * member's row is locked first, so two devices subscribing at once cannot both keep an eleventh.
 */
export async function saveSubscription(db: Database, userId: string, subscription: PushSubscriptionJson) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ endpoint: subscription.endpoint, ...values })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
      .returning({ id: pushSubscriptions.id });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_SUBSCRIPTIONS);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, kept)));
    return row ?? null;
  });
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function deleteSubscriptionById(db: Database, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export const listSubscriptions = (db: Database, userId: string) =>
  db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));

export async function findSubscription(db: Database, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** The push service said the subscription is gone (404/410), or it is no longer allowed: forget it. */
export async function forgetSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** A push service accepted a message for these devices. */
export async function markDelivered(db: Database, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({
      lastSuccessAt: sql`greatest(${pushSubscriptions.lastSuccessAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(inArray(pushSubscriptions.id, ids));
}

const STORED_VAPID_ID = 'default';

/**
 * The server's stored VAPID pair, storing `generated` first when there is none. Two instances starting
 * together both generate; the first insert wins and both read it back.
 */
export async function storedVapidKeys(
  db: Database,
  generated: { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insert(vapidKeys)
    .values({ id: STORED_VAPID_ID, ...generated })
    .onConflictDoNothing({ target: vapidKeys.id });
  const [row] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, STORED_VAPID_ID));
  if (!row) throw new Error('VAPID keys could not be stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey };
}
