import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The private token in a member's calendar feed URL. One per member; resetting replaces it, which
 * ends the old URL. A secret, so it is never exported (registry PRIVATE_TABLES), and never stored
 * as it is: the feed URL is looked up by the token's SHA-256, and the token is kept sealed with
 * the journal key, bound to the member's row, only so its owner can see their URL again.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** SHA-256 (hex) of the token, as sessions and account tokens keep theirs. */
  tokenHash: text('token_hash').notNull().unique(),
  /** The token sealed (server/privacy/journal-keyring.ts); null when nobody was shown it. */
  tokenSealed: text('token_sealed'),
  /**
   * A token stored plain before tokens were hashed: the app seals it into `tokenSealed` and clears
   * it when it starts (server/features/sky/feed-service.ts), so existing feed URLs keep working.
   */
  legacyToken: text('token'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
