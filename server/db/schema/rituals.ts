import { boolean, date, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { timeOrderedId } from './time-ordered-id';

/**
 * One ritual on one local day. The default set is inserted on the first read of a day; the unique
 * (user, day, title) makes concurrent first reads and double-submitted additions land once.
 */
export const rituals = pgTable(
  'daily_rituals',
  {
    id: timeOrderedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    /** Defaults keep their order (0-4); the user's own rituals follow in the order added. */
    position: integer('position').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The client's id for an added ritual (domain/shared/request-id.ts): a replay answers this ritual. */
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The unique index's (user_id, day) prefix also serves every per-day read.
  (table) => [
    unique('daily_rituals_user_day_title_unique').on(table.userId, table.day, table.title),
    unique('daily_rituals_user_request_unique').on(table.userId, table.requestId),
  ],
);

export type RitualRow = typeof rituals.$inferSelect;
