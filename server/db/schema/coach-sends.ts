import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per message a member sent to the coach, for the cap over a rolling 24 hours
 * (docs/coach.md, "Limits and failures"). Apart from `coach_messages` on purpose: deleting the
 * conversation must not hand back allowance, so nothing here follows the history. `message_id` has
 * no foreign key for the same reason; it lets a reply that failed take its own send back out.
 */
export const coachSends = pgTable(
  'coach_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('coach_sends_user_sent_idx').on(table.userId, table.sentAt)],
);
