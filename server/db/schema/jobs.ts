import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { sql } from 'drizzle-orm';

/**
 * The one durable job queue every instance shares (mail, push reminders, weekly plans). A job is
 * claimed by exactly one worker with FOR UPDATE SKIP LOCKED and a lease (`lockedUntil`); a worker that
 * dies mid-job loses the lease and another instance runs the job again. `key`, when given, makes the
 * enqueue idempotent: the same key is accepted once, ever (done rows keep the key until they are
 * purged), which is how "once per member per day" and recurring slots are made exact.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull(),
    /** The member the job is about, if any: deleting the account removes their pending jobs. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Set when the job succeeded or gave up; such rows are never claimed again. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jobs_key_unique').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt)
      .where(sql`finished_at is null`),
    index('jobs_finished_idx').on(table.finishedAt),
    index('jobs_user_idx').on(table.userId),
  ],
);
