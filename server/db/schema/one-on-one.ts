import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COACHING_STATUSES } from '#domain/one-on-one/one-on-one';
import { users } from './users';

/**
 * A Premium member's 1-on-1 session request. One live (not cancelled) session per member per
 * calendar month is a unique index, so two requests sent at once cannot both succeed.
 */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    topic: text('topic').notNull(),
    preferredTimes: text('preferred_times').notNull(),
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: COACHING_STATUSES }).notNull().default('requested'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    meetingUrl: text('meeting_url'),
    bookingUrl: text('booking_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coaching_sessions_user_month_live_unique')
      .on(table.userId, table.month)
      .where(sql`${table.status} <> 'cancelled'`),
    // The admins' queue: open sessions, oldest first.
    index('coaching_sessions_status_created_idx').on(table.status, table.createdAt),
  ],
);
