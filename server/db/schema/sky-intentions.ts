import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { goals } from './goals';
import { users } from './users';

/**
 * A new-moon intention and its full-moon review (domain/sky/intentions.ts). The lunation is named
 * by its exact new-moon instant; the browser's request id makes a retried submit return the first
 * row instead of a second one.
 */
export const moonIntentions = pgTable(
  'moon_intentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycleNewMoon: timestamp('cycle_new_moon', { withTimezone: true }).notNull(),
    text: text('text').notNull(),
    /** An optional quantum goal of the same member; deleting the goal keeps the intention. */
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    requestId: uuid('request_id'),
    outcome: text('outcome', { enum: ['manifested', 'growing', 'released'] }),
    reflection: text('reflection'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('moon_intentions_user_request_unique').on(table.userId, table.requestId),
    index('moon_intentions_user_cycle_idx').on(table.userId, table.cycleNewMoon),
  ],
);

export type MoonIntentionRow = typeof moonIntentions.$inferSelect;
