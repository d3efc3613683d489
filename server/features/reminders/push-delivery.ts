import type { Agent } from 'node:https';
import webpush from 'web-push';
import { z } from 'zod';
import { pushEndpointProblem } from '#domain/reminders/push-endpoints';
import { NotificationPayloadSchema, REMINDER_GRACE_MS, isFresh } from '#domain/reminders/reminders';
import type { Database } from '#server/db/client';
import { findSubscription, forgetSubscription, markDelivered } from './push-repository';
import type { Vapid } from './vapid';

const DeliverPayloadSchema = z.object({
  subscriptionId: z.uuid(),
  notification: NotificationPayloadSchema,
  dueAt: z.iso.datetime(),
});

const GONE = new Set([404, 410]);

export type PushTransport = {
  /** Refuses private addresses at connect time unless OUTBOUND_ALLOW_PRIVATE (server/http/outbound-guard.ts). */
  agent: Agent;
  /** PUSH_ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
};

/**
 * The 'push.deliver' job: sends one notification to one device through its push service (Web Push,
 * VAPID-signed, aes128gcm-encrypted by `web-push`). A subscription the push service reports gone
 * (404 or 410), or whose host is no longer allowed, is deleted; any other failure (a refused
 * private address included) throws, so the job queue retries with backoff, until the reminder is
 * too old to be worth showing.
 */
export async function deliverPush(
  db: Database,
  raw: unknown,
  now: Date,
  vapid: () => Promise<Vapid>,
  { agent, allowedHosts }: PushTransport,
): Promise<void> {
  const { subscriptionId, notification, dueAt } = DeliverPayloadSchema.parse(raw);
  if (!isFresh(new Date(dueAt), now)) return;
  const subscription = await findSubscription(db, subscriptionId);
  if (!subscription) return;
  // Saved before the allow-list existed, or the operator has since narrowed PUSH_ALLOWED_HOSTS.
  if (pushEndpointProblem(subscription.endpoint, allowedHosts)) {
    await forgetSubscription(db, subscription.id);
    return;
  }
  const { publicKey, privateKey, subject } = await vapid();
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(notification),
      {
        vapidDetails: { subject, publicKey, privateKey },
        // The push service drops it if the device stays offline past the reminder's useful life.
        TTL: Math.floor(REMINDER_GRACE_MS / 1000),
        timeout: 10_000,
        agent,
      },
    );
    await markDelivered(db, [subscription.id], now);
  } catch (error) {
    if (error instanceof webpush.WebPushError && GONE.has(error.statusCode)) {
      await forgetSubscription(db, subscription.id);
      return;
    }
    throw error;
  }
}
