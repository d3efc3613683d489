import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { timeOrderedId } from './time-ordered-id';

export const PRACTICE_KINDS = ['meditation', 'ritual', 'habit'] as const;

/**
 * One row per completed act of practice (a finished meditation, a completed ritual, a done habit
 * period), on the user's local day. Streak, coherence and level are computed from this table alone.
 * (kind, sourceId) is unique, so a double click or a retried request can never count twice.
 */
export const practiceLog = pgTable(
  'practice_log',
  {
    id: timeOrderedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: PRACTICE_KINDS }).notNull(),
    /** The id of the row that records the act (meditation session, ritual, habit completion). */
    sourceId: text('source_id').notNull(),
    minutes: integer('minutes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('practice_log_kind_source_unique').on(table.kind, table.sourceId),
    index('practice_log_user_day_idx').on(table.userId, table.day),
  ],
);

/**
 * The XP earned on each of a user's local days before the daily cap, kept in step with practice_log
 * in the same statement (server/practice/practice-log.ts). A change to one day moves users.experience
 * by the difference of that day's capped XP, so the level never needs the whole log.
 */
export const practiceDays = pgTable(
  'practice_days',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    earned: integer('earned').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);
