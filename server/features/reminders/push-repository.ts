import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionJson } from '#domain/reminders';
import type { Database } from '#server/db/client';
import { pushSubscriptions } from '#server/db/schema/reminders';

/**
 * Saves a device's subscription. An endpoint belongs to one browser profile: subscribing it again
 * (new keys, or another member signing in on that device) moves it to the current member.
 */
export async function saveSubscription(db: Database, userId: string, subscription: PushSubscriptionJson) {
  const values = { userId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({ id: pushSubscriptions.id });
  return row ?? null;
}

export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export const listSubscriptions = (db: Database, userId: string) =>
  db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

export async function findSubscription(db: Database, id: string) {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

/** The push service said the subscription is gone (404/410): forget it. */
export async function forgetSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
