import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A quantum goal. Probability is not stored: it depends on today's date, so the server computes it
 * on every read (domain/goals/goals.ts). One goal per title per user (case-insensitive), so a double
 * submit cannot create two.
 */
export const goals = pgTable(
  'quantum_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** Whole US dollars. */
    targetAmount: bigint('target_amount', { mode: 'number' }),
    manifestationDate: date('manifestation_date', { mode: 'string' }).notNull(),
    /** The client's id for the create (domain/shared/request-id.ts): a replay answers this goal. */
    requestId: uuid('request_id'),
    currentProgress: integer('current_progress').notNull().default(0),
    /** The user's local day the goal was set on: the start of its time line for probability. */
    setOn: date('set_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quantum_goals_user_title_unique').on(table.userId, sql`lower(${table.title})`),
    unique('quantum_goals_user_request_unique').on(table.userId, table.requestId),
    index('quantum_goals_user_date_idx').on(table.userId, table.manifestationDate),
  ],
);

export type GoalRow = typeof goals.$inferSelect;
