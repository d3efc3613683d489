import { date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { FEELING_IDS } from '#domain/energy/energy';
import { users } from './users';

/**
 * One energy check-in. Readings are immutable, so the newest row's id is a complete version tag
 * for the polled "latest" endpoint. (user, request_id) is unique: a double click or a retried
 * check-in with the same client id records one reading.
 */
export const energyReadings = pgTable(
  'energy_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's local day of the check-in. */
    day: date('day', { mode: 'string' }).notNull(),
    frequency: integer('frequency').notNull(),
    coherence: integer('coherence').notNull(),
    vibrationType: text('vibration_type').notNull(),
    feeling: text('feeling', { enum: FEELING_IDS }).notNull(),
    energyLevel: integer('energy_level').notNull(),
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Serves both the latest-reading poll (limit 1) and the history list.
    index('energy_readings_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // Insights and the coach read a member's readings by day range.
    index('energy_readings_user_day_idx').on(table.userId, table.day),
    unique('energy_readings_user_request_unique').on(table.userId, table.requestId),
  ],
);
