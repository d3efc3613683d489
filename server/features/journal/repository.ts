import { z } from 'zod';
import { and, asc, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { JournalCursor } from '#domain/journal/journal';
import type { Database } from '#server/db/client';
import { habits } from '#server/db/schema/habits';
import { meditationSessions } from '#server/db/schema/meditation';
import { journalEntries } from '#server/db/schema/journal';
import { executeRows } from '#server/db/raw-rows';
import { sealedCell } from '#server/privacy/sealed-cells';

export type EntryRow = typeof journalEntries.$inferSelect;
export type NewEntryRow = typeof journalEntries.$inferInsert;
export type EntryChanges = Partial<Omit<NewEntryRow, 'id' | 'userId' | 'requestId' | 'createdAt'>>;

// Newest day first, then the latest written first: journal_entries_user_day_idx in its own order.
const newestFirst = [desc(journalEntries.day), desc(journalEntries.id)];

/** The cell a sealed field of entry `row` belongs to (server/privacy/journal-keyring.ts, SealedCell). */
export const entryCell = (
  column: 'textSealed' | 'gratitudeSealed' | 'emotionsSealed',
  row: { id: string; userId: string },
) => sealedCell(journalEntries, column, row);

const NewIdSchema = z.object({ id: z.uuid() });

/**
 * A new entry's id, made by the database as the column default would (time-ordered), before the
 * insert: its sealed fields are bound to it.
 */
export async function newEntryId(db: Database): Promise<string> {
  const [row] = await executeRows(db, sql`select time_ordered_uuid()::text as id`, NewIdSchema);
  if (!row) throw new Error('time_ordered_uuid() returned no id');
  return row.id;
}

/** Inserts an entry; null when this member already sent this request id. */
export async function insertEntry(db: Database, values: NewEntryRow): Promise<EntryRow | null> {
  const [row] = await db
    .insert(journalEntries)
    .values(values)
    .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.requestId] })
    .returning();
  return row ?? null;
}

export async function findByRequest(
  db: Database,
  userId: string,
  requestId: string,
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

export async function findEntry(db: Database, userId: string, id: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The day's first entry ("today's entry"), or null. */
export async function firstEntryOfDay(db: Database, userId: string, day: string): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), eq(journalEntries.day, day)))
    .orderBy(asc(journalEntries.id))
    .limit(1);
  return row ?? null;
}

function rangeOf(userId: string, from?: string, to?: string): SQL[] {
  return [
    eq(journalEntries.userId, userId),
    ...(from ? [gte(journalEntries.day, from)] : []),
    ...(to ? [lte(journalEntries.day, to)] : []),
  ];
}

/** One page of entries after `cursor` (keyset paging on the index), `limit` rows. */
export function listEntries(
  db: Database,
  userId: string,
  range: { from?: string; to?: string; cursor: JournalCursor | null; limit: number },
): Promise<EntryRow[]> {
  const { cursor } = range;
  const after = cursor
    ? [
        or(
          sql`${journalEntries.day} < ${cursor.day}`,
          and(eq(journalEntries.day, cursor.day), sql`${journalEntries.id} < ${cursor.id}`),
        ) as SQL,
      ]
    : [];
  return db
    .select()
    .from(journalEntries)
    .where(and(...rangeOf(userId, range.from, range.to), ...after))
    .orderBy(...newestFirst)
    .limit(range.limit);
}

/** Every entry of a span of days (a search opens them to read them), newest first. */
export function listEntriesBetween(
  db: Database,
  userId: string,
  from: string,
  to: string,
): Promise<EntryRow[]> {
  return db
    .select()
    .from(journalEntries)
    .where(and(...rangeOf(userId, from, to)))
    .orderBy(...newestFirst);
}

export async function updateEntry(
  db: Database,
  userId: string,
  id: string,
  changes: EntryChanges,
): Promise<EntryRow | null> {
  const [row] = await db
    .update(journalEntries)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteEntry(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
    .returning({ id: journalEntries.id });
  return rows.length > 0;
}

export async function ownsHabit(db: Database, userId: string, habitId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: habits.id })
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function ownsSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meditationSessions.id })
    .from(meditationSessions)
    .where(and(eq(meditationSessions.id, sessionId), eq(meditationSessions.userId, userId)))
    .limit(1);
  return Boolean(row);
}
