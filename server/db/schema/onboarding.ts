import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ONBOARDING_STATES, type Intention } from '#domain/onboarding/onboarding';
import { users } from './users';

/**
 * A member's onboarding answers (docs/onboarding.md). A member without a row has not finished or
 * skipped onboarding yet ('pending'); the migration that made this table gave every account that
 * existed before it a 'completed' row, so only new members are asked.
 */
export const memberOnboarding = pgTable('member_onboarding', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state', { enum: ONBOARDING_STATES }).notNull().default('pending'),
  /** When the member finished or skipped; null while pending. */
  completedAt: timestamp('completed_at', { withTimezone: true }),
  intention: jsonb('intention').$type<Intention>(),
  /** Local 'HH:MM' the member usually practises at. */
  practiceTime: text('practice_time'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
