import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
/**
 * Every admin action, never updated or deleted. No foreign keys on purpose: a row outlives the admin
 * and the member it names, and keeps both e-mail addresses as they were when it was written.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    /** What the action was about: a member, a job, an invitation, a story, a setting. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    memberEmail: text('member_email'),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('admin_audit_at_idx').on(table.at, table.id)],
);

/** Settings the console changes at run time (the sign-up mode), one row per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use sign-up invitations; only the token's SHA-256 is stored. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: uuid('created_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedByEmail: text('used_by_email'),
  },
  (table) => [index('invitations_created_idx').on(table.createdAt)],
);

/**
 * Facts about the whole installation, one row per name. `journal_key_id` is the id of the key the
 * journal is sealed with: an instance holding a different key refuses to start.
 */
export const instanceSettings = pgTable('instance_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
