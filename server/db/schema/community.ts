import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { MANIFESTATION_TYPES } from '#domain/community/community';
import { users } from './users';

/**
 * A success story. Content is stored exactly as typed (plain text, never HTML). likes_count is kept
 * in the same transaction as each story_likes insert, so the list can sort by it without counting.
 */
export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The author. Named user_id like every owned row, so account export and deletion find it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    manifestationType: text('manifestation_type', { enum: MANIFESTATION_TYPES }).notNull(),
    amountAchieved: bigint('amount_achieved', { mode: 'number' }),
    timeframe: text('timeframe'),
    techniques: text('techniques')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublic: boolean('is_public').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(false),
    /** Set by an admin: the story stays visible only to its author and to admins. */
    isHidden: boolean('is_hidden').notNull().default(false),
    likesCount: integer('likes_count').notNull().default(0),
    /** Client-chosen id of the create request: a repeat of it returns this row (domain/shared/request-id.ts). */
    requestId: uuid('request_id'),
    // Title and content lower-cased once on write: a plain LIKE over it is about five times faster
    // than ILIKE over both columns, which keeps search over 10,000 stories well under 100 ms.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${stories.title} || ' ' || ${stories.content})`),
    // Millisecond precision, so the timestamp round-trips through a JavaScript Date and page
    // cursors compare exactly.
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // Serves the list order (verified, likes, newest, id: all descending) and its keyset pagination
    // as a backward index scan that stops after one page.
    index('stories_rank_idx').on(table.isVerified, table.likesCount, table.createdAt, table.id),
    index('stories_user_id_idx').on(table.userId),
    unique('stories_user_request_unique').on(table.userId, table.requestId),
  ],
);

/** One like per (story, user): the primary key makes a repeated or concurrent like a no-op. */
export const storyLikes = pgTable(
  'story_likes',
  {
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'story_likes_pkey', columns: [table.storyId, table.userId] }),
    index('story_likes_user_id_idx').on(table.userId),
  ],
);

export type StoryRow = typeof stories.$inferSelect;
