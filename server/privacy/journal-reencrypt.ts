import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { habitDayNotes } from '#server/db/schema/habits';
import { instanceSettings } from '#server/db/schema/admin';
import { journalEntries } from '#server/db/schema/journal';
import { JOURNAL_KEY_SETTING } from './journal-key-check';
import { isSealed, open, seal, sealedKeyId, type JournalKeyring } from './journal-keyring';

const BATCH = 500;

const reseal = (keyring: JournalKeyring, value: string | null): string | null =>
  isSealed(value) && sealedKeyId(value) !== keyring.current.id ? seal(keyring, open(keyring, value)) : value;

/**
 * The rotation's second half (docs/journal.md, "Keys"): every sealed value still under an older key
 * is opened (with JOURNAL_KEY_PREVIOUS) and sealed again with JOURNAL_KEY, in batches of 500 rows
 * by primary key, and then the database records the new key's id. Safe to run again after a stop.
 */
export async function reencryptJournal(
  db: Database,
  keyring: JournalKeyring,
): Promise<{ entries: number; notes: number }> {
  let entries = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select()
      .from(journalEntries)
      .where(gt(journalEntries.id, after))
      .orderBy(asc(journalEntries.id))
      .limit(BATCH);
    for (const row of rows) {
      const next = {
        textSealed: reseal(keyring, row.textSealed),
        gratitudeSealed: reseal(keyring, row.gratitudeSealed),
        emotionsSealed: reseal(keyring, row.emotionsSealed),
      };
      if (
        next.textSealed === row.textSealed &&
        next.gratitudeSealed === row.gratitudeSealed &&
        next.emotionsSealed === row.emotionsSealed
      )
        continue;
      await db.update(journalEntries).set(next).where(eq(journalEntries.id, row.id));
      entries += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  let notes = 0;
  let cursor: { habitId: string; day: string } | null = null;
  for (;;) {
    const rows: (typeof habitDayNotes.$inferSelect)[] = await db
      .select()
      .from(habitDayNotes)
      .where(
        cursor
          ? sql`(${habitDayNotes.habitId}, ${habitDayNotes.day}) > (${cursor.habitId}, ${cursor.day})`
          : undefined,
      )
      .orderBy(asc(habitDayNotes.habitId), asc(habitDayNotes.day))
      .limit(BATCH);
    for (const row of rows) {
      const textSealed = reseal(keyring, row.textSealed);
      if (textSealed === row.textSealed || textSealed === null) continue;
      await db
        .update(habitDayNotes)
        .set({ textSealed })
        .where(and(eq(habitDayNotes.habitId, row.habitId), eq(habitDayNotes.day, row.day)));
      notes += 1;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    cursor = { habitId: last.habitId, day: last.day };
  }
  await db
    .insert(instanceSettings)
    .values({ name: JOURNAL_KEY_SETTING, value: keyring.current.id })
    .onConflictDoUpdate({
      target: instanceSettings.name,
      set: { value: keyring.current.id, updatedAt: new Date() },
    });
  return { entries, notes };
}
