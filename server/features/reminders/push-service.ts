import type { PushDevice, PushSubscriptionJson } from '#domain/reminders/reminders';
import { pushEndpointProblem } from '#domain/reminders/push-endpoints';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { badRequest, notFound } from '#server/http/errors';
import {
  deleteSubscription,
  deleteSubscriptionById,
  listSubscriptions,
  saveSubscription,
} from './push-repository';

/** Keeps a device's subscription; an endpoint outside the allowed push services is 400. */
export async function subscribeDevice(
  db: Database,
  config: AppConfig,
  userId: string,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const problem = pushEndpointProblem(subscription.endpoint, config.PUSH_ALLOWED_HOSTS);
  if (problem) throw badRequest(`endpoint: ${problem}`);
  await saveSubscription(db, userId, subscription);
}

/** The member's subscribed devices, named by their push service's host. */
export async function devicesOf(db: Database, userId: string): Promise<PushDevice[]> {
  const rows = await listSubscriptions(db, userId);
  return rows.map((row) => ({
    id: row.id,
    host: new URL(row.endpoint).host,
    createdAt: row.createdAt.toISOString(),
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
  }));
}

/** Forgets one of the member's devices by id; someone else's (or none) is 404. */
export async function removeDevice(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteSubscriptionById(db, userId, id))) throw notFound();
}

/** Forgets the member's device by its endpoint (the browser unsubscribing); none is 404. */
export async function unsubscribeDevice(db: Database, userId: string, endpoint: string): Promise<void> {
  if (!(await deleteSubscription(db, userId, endpoint))) throw notFound();
}
