import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { COACH_ROLES, COACH_SOURCES, type CoachAction, type CoachHelp } from '#domain/coach/coach';
import { users } from './users';

/**
 * The member's coaching conversation: their messages, the coach's replies and the Monday plans.
 * `day` is the member's local day of the message. The cap counts `coach_sends` (coach-sends.ts), not
 * these rows, which the member may delete.
 */
export const coachMessages = pgTable(
  'coach_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: COACH_ROLES }).notNull(),
    content: text('content').notNull(),
    source: text('source', { enum: COACH_SOURCES }),
    /** The one next step a coach reply offers (domain/coach/coach.ts CoachActionSchema), or null. */
    action: jsonb('action').$type<CoachAction>(),
    /** The free help a safety reply names (CoachHelpSchema), or null for none. */
    help: jsonb('help').$type<CoachHelp[]>(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coach_messages_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('coach_messages_user_day_idx').on(table.userId, table.day, table.role),
  ],
);
