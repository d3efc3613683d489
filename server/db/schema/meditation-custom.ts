import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { CustomMeditationInput } from '#domain/meditation/custom';
import { users } from './users';

/** A member's own meditation design (Premium). The design is one JSON document, validated by its Zod contract. */
export const customMeditations = pgTable(
  'custom_meditations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    design: jsonb('design')
      .$type<Pick<CustomMeditationInput, 'soundscapes' | 'beats' | 'bellIntervalMinutes' | 'cues'>>()
      .notNull(),
    /** Client-chosen id of the create request: a repeat returns this row (domain/shared/request-id.ts). */
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('custom_meditations_user_created_idx').on(table.userId, table.createdAt),
    unique('custom_meditations_user_request_unique').on(table.userId, table.requestId),
  ],
);

export type CustomMeditationRow = typeof customMeditations.$inferSelect;
