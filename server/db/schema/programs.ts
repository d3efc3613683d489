import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A member's enrolment in a program (domain/programs/programs.ts; the programs themselves are content files).
 * A finished enrolment stays as history, so a program can be taken again: only one unfinished
 * enrolment per (member, program) may exist, which the partial unique index enforces against
 * double clicks and races.
 */
export const programEnrolments = pgTable(
  'program_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: text('program_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** The member's local day of enrolment. */
    startedOn: date('started_on', { mode: 'string' }).notNull(),
    /** The lunar program's cycle: the exact new-moon instant it follows; null for other programs. */
    cycleNewMoon: timestamp('cycle_new_moon', { withTimezone: true }),
    /** The member's local day it finished (every day done, or the lunar cycle over); null while running. */
    completedOn: date('completed_on', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('program_enrolments_active_unique')
      .on(table.userId, table.programId)
      .where(sql`${table.completedOn} is null`),
    index('program_enrolments_user_started_idx').on(table.userId, table.startedAt.desc()),
  ],
);

/** "Mark as done" on a day without a session; the primary key makes a repeat a no-op. */
export const programDayMarks = pgTable(
  'program_day_marks',
  {
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => programEnrolments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.enrolmentId, table.day] })],
);
