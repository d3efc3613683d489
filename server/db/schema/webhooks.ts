import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookEvent } from '#domain/webhooks/webhooks';
import { timeOrderedId } from './time-ordered-id';
import { users } from './users';

/**
 * A member's webhook: where their events go. The signing secret is kept as it is (it signs each
 * delivery), so the table is never exported (registry PRIVATE_TABLES).
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<WebhookEvent[]>(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhooks_user_id_idx').on(table.userId)],
);

/** One event on its way to one webhook, with where its attempts stand. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: timeOrderedId(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull().$type<WebhookEvent>(),
    /** The delivery's JSON body, exactly as signed and sent on every attempt. */
    body: jsonb('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_webhook_idx').on(table.webhookId, table.id),
    // Counts a member's waiting deliveries against WEBHOOK_PENDING_MAX at each event.
    index('webhook_deliveries_pending_idx')
      .on(table.userId)
      .where(sql`status = 'pending'`),
  ],
);
