import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { habits } from './habits';
import { REMINDER_KINDS } from '#domain/reminders/reminders';

/** One row per device a member subscribed for Web Push (the browser's PushSubscription). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a push service last accepted a message for this device (null: never yet). */
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * The server's VAPID key pair when VAPID_* is not configured: generated once by whichever instance
 * needs it first (insert on conflict do nothing), then shared by all. Never exported.
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each reminder a member has, with the next instant it is due (UTC). The scheduler claims only rows
 * whose `next_at` has passed, through the index, with FOR UPDATE SKIP LOCKED, so its cost follows
 * the reminders due, not the number of members. `key` names the reminder ('practice:<user>',
 * 'moon:<user>', 'habit:<habit>').
 */
export const reminderSchedules = pgTable(
  'reminder_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'cascade' }),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    /** 'kind|HH:MM|zone' the row was computed from: a change of time or zone recomputes next_at. */
    spec: text('spec').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reminder_schedules_next_at_idx').on(table.nextAt)],
);

export type ReminderScheduleRow = typeof reminderSchedules.$inferSelect;
