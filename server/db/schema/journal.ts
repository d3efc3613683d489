import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { habits } from './habits';
import { meditationSessions } from './meditation';
import { timeOrderedId } from './time-ordered-id';
/**
 * Journal entries (docs/journal.md). What the member writes (text, gratitude lines, emotions) is
 * stored sealed with the journal key (server/privacy/journal-keyring.ts); only the mood, the day and
 * the links are plain, because the mood chart and the statistics add them up in SQL.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    /** Time-ordered, so id order is writing order: the list's tie-break and "the day's first entry". */
    id: timeOrderedId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's local day the entry is about. */
    day: date('day', { mode: 'string' }).notNull(),
    mood: smallint('mood'),
    textSealed: text('text_sealed'),
    /** A JSON list of 0 to 3 lines, sealed as one value. */
    gratitudeSealed: text('gratitude_sealed'),
    /** A JSON list of emotion ids, sealed as one value. */
    emotionsSealed: text('emotions_sealed'),
    promptId: text('prompt_id'),
    habitId: uuid('habit_id').references(() => habits.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => meditationSessions.id, { onDelete: 'set null' }),
    /** Client-chosen id of the create request: a repeat of it returns this row (domain/shared/request-id.ts). */
    requestId: uuid('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first by day, then by writing order: the list, the cursor and the mood chart all read it.
  (table) => [
    index('journal_entries_user_day_idx').on(table.userId, table.day.desc(), table.id.desc()),
    unique('journal_entries_user_request_unique').on(table.userId, table.requestId),
    check('journal_entries_mood_range', sql`${table.mood} between 1 and 5`),
  ],
);
