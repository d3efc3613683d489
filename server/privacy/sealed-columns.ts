import type { PgTable } from 'drizzle-orm/pg-core';
import { coachMessages } from '#server/db/schema/coach';
import { habitDayNotes } from '#server/db/schema/habits';
import { journalEntries } from '#server/db/schema/journal';
import { calendarFeeds } from '#server/db/schema/sky-feeds';
import { webhooks } from '#server/db/schema/webhooks';

/**
 * Every column whose values are sealed with the journal key, bound to their cell
 * (server/privacy/journal-keyring.ts), by table; columns as the row objects name them. The
 * re-encrypt command walks this list, so a column sealed anywhere is listed here.
 */
export const SEALED_COLUMNS: ReadonlyArray<{ table: PgTable; columns: readonly string[] }> = [
  { table: journalEntries, columns: ['textSealed', 'gratitudeSealed', 'emotionsSealed'] },
  { table: habitDayNotes, columns: ['textSealed'] },
  { table: coachMessages, columns: ['content'] },
  { table: webhooks, columns: ['secret'] },
  { table: calendarFeeds, columns: ['tokenSealed'] },
];
