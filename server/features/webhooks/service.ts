import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOK_MESSAGES,
  WEBHOOKS_MAX,
  type Webhook,
  type WebhookDelivery,
  type WebhookEvent,
} from '#domain/webhooks/webhooks';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { isAllowedHost } from '#server/http/outbound-guard';
import { lockUserPlan } from '#server/plans/plan-repository';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import * as repo from './repository';
import type { DeliveryRow } from './repository';

function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  };
}

/** A new webhook and its signing secret, shown this once; the member's row is locked for the count. */
export async function createWebhook(
  db: Database,
  keys: JournalKeyring,
  allowPrivate: boolean,
  userId: string,
  input: { url: string; events: WebhookEvent[] },
) {
  if (!isAllowedHost(new URL(input.url), allowPrivate))
    throw badRequest(`url: ${WEBHOOK_MESSAGES.privateAddress}`);
  return db.transaction(async (tx) => {
    await lockUserPlan(tx, userId);
    if ((await repo.countWebhooks(tx, userId)) >= WEBHOOKS_MAX) throw conflict(WEBHOOK_MESSAGES.tooMany);
    const secret = `whsec_${randomBytes(32).toString('base64url')}`;
    const row = await repo.insertWebhook(tx, keys, { userId, url: input.url, events: input.events, secret });
    return { id: row.id, url: row.url, events: row.events, secret };
  });
}

export async function webhooksOf(db: Database, userId: string): Promise<Webhook[]> {
  const rows = await repo.listWebhooks(db, userId);
  const latest = new Map(
    (
      await repo.latestDeliveries(
        db,
        rows.map((row) => row.id),
      )
    ).map((row) => [row.webhookId, row]),
  );
  return rows.map((webhook) => {
    const delivery = latest.get(webhook.id);
    return {
      id: webhook.id,
      url: webhook.url,
      events: webhook.events,
      createdAt: webhook.createdAt.toISOString(),
      lastDelivery: delivery ? toDelivery(delivery) : null,
    };
  });
}

export async function removeWebhook(db: Database, userId: string, webhookId: string): Promise<void> {
  if (!(await repo.deleteWebhook(db, userId, webhookId))) throw notFound();
}

/** A page of deliveries, newest first; `nextCursor` continues after the last one, null at the end. */
export async function deliveriesOf(db: Database, userId: string, webhookId: string, cursor?: string) {
  if (!(await repo.ownsWebhook(db, userId, webhookId))) throw notFound();
  if (cursor && !/^[0-9a-f-]{36}$/.test(cursor))
    throw badRequest('querystring cursor: must be a cursor from nextCursor');
  const rows = await repo.listDeliveries(db, userId, webhookId, WEBHOOK_DELIVERIES_PAGE + 1, cursor);
  const page = rows.slice(0, WEBHOOK_DELIVERIES_PAGE);
  return {
    deliveries: page.map(toDelivery),
    nextCursor: rows.length > WEBHOOK_DELIVERIES_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}
