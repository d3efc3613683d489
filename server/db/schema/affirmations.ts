import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { COHERENCE_LEVELS } from '#domain/affirmations/affirmations';
import { users } from './users';

export const AFFIRMATION_SOURCES = ['built-in', 'chat'] as const;

/**
 * One generated set of affirmations for a user's day. (user, day, batch) is unique: two generate
 * requests racing for the same next batch number cannot both write a set; the loser answers the
 * winner's set instead.
 */
export const affirmationSets = pgTable(
  'affirmation_sets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    batch: integer('batch').notNull(),
    /** Which provider wrote the set: the built-in generator or the configured chat model. */
    source: text('source', { enum: AFFIRMATION_SOURCES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('affirmation_sets_user_day_batch_unique').on(table.userId, table.day, table.batch)],
);

/** One affirmation of a set; `day` is copied from the set so the 30-day no-repeat read is one index range. */
export const affirmations = pgTable(
  'affirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => affirmationSets.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    coherenceLevel: text('coherence_level', { enum: COHERENCE_LEVELS }).notNull(),
    frequency: integer('frequency'),
    isLiked: boolean('is_liked').notNull().default(false),
    /** When the member last liked it (null while not liked): "My affirmations" lists newest first. */
    likedAt: timestamp('liked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('affirmations_set_position_unique').on(table.setId, table.position),
    index('affirmations_user_day_idx').on(table.userId, table.day),
    // One page of "My affirmations" reads only the liked rows, in order, whatever the history.
    index('affirmations_user_liked_idx')
      .on(table.userId, table.likedAt.desc(), table.id.desc())
      .where(sql`${table.isLiked}`),
  ],
);
