import { date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { REMINDER_KINDS } from '#domain/reminders';
import { habits } from './habits';
import { users } from './users';

/**
 * A member's rest days (docs/practice.md): a rest day neither breaks nor extends the practice streak
 * and holds coherence. At most REST_DAYS_PER_MONTH per calendar month; the unique pair makes a
 * double submit harmless.
 */
export const restDays = pgTable(
  'rest_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('rest_days_user_day_unique').on(table.userId, table.day)],
);

/** A habit period the member chose to skip: transparent to the habit's streak, like a rest day. */
export const habitSkips = pgTable(
  'habit_skips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    /** The day the member picked; its period is the one skipped. */
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('habit_skips_habit_period_unique').on(table.habitId, table.periodKey),
    index('habit_skips_user_idx').on(table.userId),
  ],
);

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
