import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { API_TOKEN_SCOPES } from '#domain/api-tokens/api-tokens';
import { users } from './users';

/**
 * A member's personal access token. Only the SHA-256 of the token is kept, so a leaked table opens
 * nothing. Deleting the row revokes it: every request reads its token here, so every instance
 * refuses a revoked token from the next request on.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_TOKEN_SCOPES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Moved at most once a minute, so a busy script does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('api_tokens_user_id_idx').on(table.userId)],
);
