import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { DAY_MS } from '#domain/shared/dates';

/**
 * Signed webhooks: the app POSTs a member's events to their https address (docs/open-data.md).
 * A delivery's `data` holds ids, dates and numbers only, never anything the member wrote.
 */
export const WEBHOOK_EVENTS = [
  'habit.completed',
  'habit.uncompleted',
  'ritual.completed',
  'session.completed',
  'goal.updated',
  'journal.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOKS_MAX = 5;
export const WEBHOOK_URL_MAX = 2_000;
/** The retries after a failed attempt (the first goes at once): 1 min, 5 min, 30 min, 2 h, 6 h, 24 h. */
const WEBHOOK_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, DAY_MS] as const;
export const WEBHOOK_SIGNATURE_HEADER = 'Abundance-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Abundance-Event-Id';
export const WEBHOOK_DELIVERIES_PAGE = 20;
/** Each attempt ends this long after it starts (look-up, connection and answer together). */
export const WEBHOOK_ATTEMPT_DEADLINE_MS = 10_000;
/** The most of an answer's body an attempt reads; beyond it the connection is closed. */
export const WEBHOOK_ANSWER_BYTES_MAX = 64 * 1024;
/**
 * The most deliveries a member may have waiting; an event beyond it is recorded as failed at once
 * rather than queued, so one member's unreachable targets cannot grow the queue without bound.
 */
export const WEBHOOK_PENDING_MAX = 500;

export const WEBHOOK_MESSAGES = {
  tooMany: `You can keep up to ${WEBHOOKS_MAX} webhooks. Delete one first.`,
  /** The error of a delivery refused because too many were waiting. */
  backlogFull: `not sent: ${WEBHOOK_PENDING_MAX} deliveries were already waiting`,
  httpsOnly: 'must be an https address',
  privateAddress: 'must be a public address, not one on a private network',
} as const;

/** The delay before retry `attempt` (1-based: the attempt that failed), scaled for tests; null when done. */
export function webhookRetryDelayMs(failedAttempt: number, scale = 1): number | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[failedAttempt - 1];
  return delay === undefined ? null : Math.max(1, Math.round(delay * scale));
}

/** POST /api/webhooks */
export const CreateWebhookSchema = schemaOnFirstUse(() =>
  z
    .object({
      url: z
        .string({ message: 'must be text' })
        .trim()
        .max(WEBHOOK_URL_MAX, `must be at most ${WEBHOOK_URL_MAX} characters`)
        .pipe(z.url({ protocol: /^https$/, message: WEBHOOK_MESSAGES.httpsOnly })),
      events: z
        .array(z.enum(WEBHOOK_EVENTS, { message: `must be one of ${WEBHOOK_EVENTS.join(', ')}` }), {
          message: 'must be a list of events',
        })
        .min(1, 'must list at least one event')
        .transform((events) => [...new Set(events)]),
    })
    .strict(),
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

const WebhookDeliverySchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    eventId: z.uuid(),
    type: z.enum(WEBHOOK_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    /** The HTTP status of the last attempt, or null when it got no answer. */
    responseStatus: z.number().int().nullable(),
    /** Why the last attempt got no answer or was cut short (refused address, deadline), or null. */
    error: z.string().nullable(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
  }),
);
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

const WebhookSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    createdAt: z.string(),
    lastDelivery: WebhookDeliverySchema.nullable(),
  }),
);
export type Webhook = z.infer<typeof WebhookSchema>;
export const WebhookListSchema = schemaOnFirstUse(() => z.array(WebhookSchema));

/** The answer to POST /api/webhooks: the one time the signing secret is shown. */
export const CreatedWebhookSchema = schemaOnFirstUse(() =>
  z.object({ id: z.uuid(), url: z.string(), events: z.array(z.enum(WEBHOOK_EVENTS)), secret: z.string() }),
);

export const WebhookDeliveriesQuerySchema = schemaOnFirstUse(() =>
  z
    .object({
      cursor: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a cursor from nextCursor')
        .optional(),
    })
    .strict(),
);

export const WebhookDeliveriesPageSchema = schemaOnFirstUse(() =>
  z.object({ deliveries: z.array(WebhookDeliverySchema), nextCursor: z.string().nullable() }),
);
