import type { Day } from '#domain/shared/dates';
import { HABIT_NOTE_MESSAGES, type HabitNote } from '#domain/habits/notes';
import type { Database } from '#server/db/client';
import { badRequest, notFound } from '#server/http/errors';
import { userToday } from '#server/practice/user-day';
import { open, seal, type JournalKeyring } from '#server/privacy/journal-keyring';
import { deleteNote, listNotes, noteCell, upsertNote, type NoteRow } from './note-repository';
import * as repo from './repository';

/** The note as the member reads it; null when its text does not open in its cell (moved there). */
function toNote(keys: JournalKeyring, userId: string, row: NoteRow): HabitNote | null {
  const text = open(keys, row.textSealed, noteCell({ ...row, userId }));
  return text === null ? null : { habitId: row.habitId, date: row.day, text };
}

/** The habit when it is the member's and `day` lies between its first day and the member's today. */
async function habitForNote(db: Database, userId: string, habitId: string, day: Day) {
  const row = await repo.lockHabit(db, userId, habitId);
  if (!row) throw notFound();
  if (day < row.startDay) throw badRequest(HABIT_NOTE_MESSAGES.beforeStart);
  if (day > (await userToday(db, userId))) throw badRequest(HABIT_NOTE_MESSAGES.future);
  return row;
}

/** PUT /api/wealth-habits/:id/notes/:date: writes or replaces the day's note (archived habits too). */
export function putNote(
  db: Database,
  keys: JournalKeyring,
  userId: string,
  habitId: string,
  day: Day,
  text: string,
): Promise<HabitNote> {
  return db.transaction(async (tx) => {
    await habitForNote(tx, userId, habitId, day);
    const textSealed = seal(keys, text, noteCell({ habitId, day, userId }));
    await upsertNote(tx, userId, { habitId, day, textSealed });
    return { habitId, date: day, text };
  });
}

/** DELETE of the same path: 404 when the habit is not the member's or the day has no note. */
export async function removeNote(db: Database, userId: string, habitId: string, day: Day): Promise<void> {
  if (!(await repo.lockHabit(db, userId, habitId))) throw notFound();
  if (!(await deleteNote(db, userId, habitId, day))) throw notFound(HABIT_NOTE_MESSAGES.noNote);
}

/** GET /api/wealth-habits/notes?from=&to=: the notes the cards show on their days and in their history. */
export async function notesBetween(
  db: Database,
  keys: JournalKeyring,
  userId: string,
  from: Day,
  to: Day,
): Promise<HabitNote[]> {
  return (await listNotes(db, userId, from, to)).flatMap((row) => toNote(keys, userId, row) ?? []);
}
