import { date, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
/**
 * A member's rest days (docs/practice.md): a rest day neither breaks nor extends the practice streak
 * and holds coherence. At most REST_DAYS_PER_MONTH per calendar month; the unique pair makes a
 * double submit harmless.
 */
export const restDays = pgTable(
  'rest_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('rest_days_user_day_unique').on(table.userId, table.day)],
);
