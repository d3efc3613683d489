import { request } from 'node:https';
import type { Agent } from 'node:https';
import {
  WEBHOOK_ANSWER_BYTES_MAX,
  WEBHOOK_ATTEMPT_DEADLINE_MS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookRetryDelayMs,
} from '#domain/webhooks/webhooks';
import type { Database } from '#server/db/client';
import { OutboundAddressRefused, isAllowedHost } from '#server/http/outbound-guard';
import { enqueueWebhookAttempt, type WebhookJob } from '#server/webhooks/webhook-events';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import * as repo from './repository';
import { signatureHeader } from './signature';

/** Shown on the delivery in the member's list once the account is enabled again. */
export const ACCOUNT_DISABLED_ERROR = 'not sent: the account was disabled';

type Answer = { status: number | null; error: string | null };

/**
 * POSTs the body once; the answer's status, or why there was none. The whole attempt ends by its
 * deadline however slowly the receiver trickles bytes (a socket timeout would restart at each one),
 * and at most WEBHOOK_ANSWER_BYTES_MAX of the body is read. The body is not kept.
 */
function post(url: string, body: string, headers: Record<string, string>, agent: Agent): Promise<Answer> {
  return new Promise((resolve) => {
    let status: number | null = null;
    let settled = false;
    const settle = (error: string | null) => {
      if (settled) return;
      settled = true;
      resolve({ status, error });
    };
    const signal = AbortSignal.timeout(WEBHOOK_ATTEMPT_DEADLINE_MS);
    const outgoing = request(
      url,
      {
        method: 'POST',
        agent,
        signal,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (response) => {
        status = response.statusCode ?? null;
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes > WEBHOOK_ANSWER_BYTES_MAX) {
            settle(`stopped reading the answer after ${WEBHOOK_ANSWER_BYTES_MAX / 1024} KB`);
            outgoing.destroy();
          }
        });
        response.on('end', () => settle(null));
        response.on('error', () => settle(failure(signal, null)));
        // Cut off by the deadline or the cap without an 'error' event: the attempt still ends.
        response.on('close', () => settle(failure(signal, null)));
      },
    );
    outgoing.on('error', (error) => settle(failure(signal, error)));
    outgoing.end(body);
  });
}

/** Why an attempt ended without a whole answer: its deadline, or the connection's own error. */
function failure(signal: AbortSignal, error: Error | null): string {
  if (signal.aborted) return `no complete answer within ${WEBHOOK_ATTEMPT_DEADLINE_MS / 1000} s`;
  if (error instanceof OutboundAddressRefused) return error.message;
  return (error?.message ?? 'the connection closed mid-answer').slice(0, 200);
}

export type DeliveryOptions = {
  agent: Agent;
  allowPrivate: boolean;
  retryScale: number;
  /** Opens the webhook's sealed signing secret. */
  keys: JournalKeyring;
};
const SECRET_UNREADABLE_ERROR = 'not sent: the signing secret does not open in this webhook';

/**
 * One attempt of one delivery (a job of the webhooks queue): a 2xx ends it; anything else is
 * recorded and, while attempts remain, the next one is queued after the retry schedule's delay.
 */
export async function attemptDelivery(db: Database, job: WebhookJob, now: Date, options: DeliveryOptions) {
  const target = await repo.deliveryTarget(db, options.keys, job.deliveryId);
  // Deleted with its webhook, already settled, or this attempt already made (a re-run job).
  if (!target || target.delivery.status !== 'pending' || target.delivery.attempts >= job.attempt) return;
  // An admin disabled the account after the event was queued: nothing more is sent for it.
  if (target.memberDisabled) {
    await repo.abandonDelivery(db, job.deliveryId, ACCOUNT_DISABLED_ERROR);
    return;
  }
  if (target.secret === null) {
    await repo.abandonDelivery(db, job.deliveryId, SECRET_UNREADABLE_ERROR);
    return;
  }
  const { secret } = target;
  const body = JSON.stringify(target.delivery.body);
  const answer = isAllowedHost(new URL(target.url), options.allowPrivate)
    ? await post(
        target.url,
        body,
        {
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, now),
          [WEBHOOK_EVENT_ID_HEADER]: target.delivery.eventId,
        },
        options.agent,
      )
    : { status: null, error: 'refused to connect to a non-public address' };
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const delay = delivered ? null : webhookRetryDelayMs(job.attempt, options.retryScale);
  await db.transaction(async (tx) => {
    await repo.recordAttempt(tx, job.deliveryId, {
      attempt: job.attempt,
      status: delivered ? 'delivered' : delay === null ? 'failed' : 'pending',
      responseStatus: answer.status,
      error: answer.error,
      at: now,
    });
    if (delay !== null)
      await enqueueWebhookAttempt(
        tx,
        target.delivery.userId,
        { deliveryId: job.deliveryId, attempt: job.attempt + 1 },
        new Date(now.getTime() + delay),
      );
  });
}
