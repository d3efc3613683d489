import { index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A signed-in browser. The cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member last proved who they are (password or provider) in this session. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kept to ask the OpenID provider to end its own session at sign-out. */
    idToken: text('id_token'),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Links an OpenID Connect identity (issuer + subject) to a user. */
export const authIdentities = pgTable(
  'auth_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('auth_identities_issuer_subject_unique').on(table.issuer, table.subject),
    index('auth_identities_user_id_idx').on(table.userId),
  ],
);

/**
 * Single-use links mailed to a member: verify an address, reset a password, confirm a new address.
 * Only the SHA-256 of the token is stored; `usedAt` makes each one work once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'change-email'] }).notNull(),
    /** The address being verified (for change-email, the new one). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_id_idx').on(table.userId)],
);

/**
 * Attempt counters for sign-in, sign-up, reset and resend limits, in the database so every instance
 * counts the same attempts. One row per key and fixed window; old windows are purged by a job.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Addresses (an IPv4 address, or an IPv6 /64) a member signed in from with their password, and when
 * last: the per-account attempt limit never slows an address the member used in the last 30 days
 * (docs/account.md, "Attempt limits").
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);

/** One row the health check rewrites (at most every 10 s) to find out whether writes still succeed. */
export const healthProbe = pgTable('health_probe', {
  id: integer('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
