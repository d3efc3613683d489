import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDITATION_TYPES } from '#domain/meditation/meditation';
import { users } from './users';

/**
 * One row per meditation a user starts: the player creates it at play from 0 and marks it completed
 * when the session length is reached. completedDay is the user's local day of completion, the same
 * day written to the practice log, so "this week" counts agree with the streak.
 */
export const meditationSessions = pgTable(
  'meditation_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: MEDITATION_TYPES }).notNull(),
    /** Minutes. */
    duration: integer('duration').notNull(),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedDay: date('completed_day', { mode: 'string' }),
    /** How the member felt at the first Play and at the end, 1 to 5 (docs/meditation.md); null = not asked or skipped. */
    moodBefore: smallint('mood_before'),
    moodAfter: smallint('mood_after'),
    /** Client-chosen id of the create request: a repeat of it returns this row (domain/shared/request-id.ts). */
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list and the summary both read one user's rows; (user_id, created_at desc) serves both.
  (table) => [
    index('meditation_sessions_user_created_idx').on(table.userId, table.createdAt.desc()),
    // The coach's "when did I last meditate?" reads one row: the newest completion, from this index
    // (nulls first, as a plain "order by completed_at desc" reads, or the planner sorts instead).
    index('meditation_sessions_user_completed_idx')
      .on(table.userId, table.completedAt.desc().nullsFirst())
      .where(sql`${table.completedAt} is not null`),
    unique('meditation_sessions_user_request_unique').on(table.userId, table.requestId),
    check('meditation_sessions_duration_range', sql`${table.duration} between 1 and 180`),
    check('meditation_sessions_mood_before_range', sql`${table.moodBefore} between 1 and 5`),
    check('meditation_sessions_mood_after_range', sql`${table.moodAfter} between 1 and 5`),
  ],
);

export type MeditationSessionRow = typeof meditationSessions.$inferSelect;
