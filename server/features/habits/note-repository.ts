import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { habitDayNotes } from '#server/db/schema/habits';
import { sealedCell } from '#server/privacy/sealed-cells';

export type NoteRow = { habitId: string; day: string; textSealed: string };

const columns = {
  habitId: habitDayNotes.habitId,
  day: habitDayNotes.day,
  textSealed: habitDayNotes.textSealed,
};

/** The cell a note's sealed text belongs to (server/privacy/journal-keyring.ts, SealedCell). */
export const noteCell = (note: { habitId: string; day: string; userId: string }) =>
  sealedCell(habitDayNotes, 'textSealed', note);

export async function upsertNote(db: Database, userId: string, note: NoteRow): Promise<NoteRow> {
  const [row] = await db
    .insert(habitDayNotes)
    .values({ ...note, userId })
    .onConflictDoUpdate({
      target: [habitDayNotes.habitId, habitDayNotes.day],
      set: { textSealed: note.textSealed, updatedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new Error('note upsert returned no row');
  return row;
}

export async function deleteNote(
  db: Database,
  userId: string,
  habitId: string,
  day: string,
): Promise<boolean> {
  const rows = await db
    .delete(habitDayNotes)
    .where(
      and(eq(habitDayNotes.habitId, habitId), eq(habitDayNotes.day, day), eq(habitDayNotes.userId, userId)),
    )
    .returning({ day: habitDayNotes.day });
  return rows.length > 0;
}

/** The member's notes on days from..to, every habit. */
export function listNotes(db: Database, userId: string, from: string, to: string): Promise<NoteRow[]> {
  return db
    .select(columns)
    .from(habitDayNotes)
    .where(and(eq(habitDayNotes.userId, userId), gte(habitDayNotes.day, from), lte(habitDayNotes.day, to)))
    .orderBy(asc(habitDayNotes.day), asc(habitDayNotes.habitId));
}
