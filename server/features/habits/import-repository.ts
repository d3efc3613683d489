import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Day } from '#domain/shared/dates';
import type { HabitFrequency } from '#domain/habits/habits';
import type { Database } from '#server/db/client';
import { AddedCountSchema, inChunks } from '#server/db/chunked-writes';
import { executeRows } from '#server/db/raw-rows';
import { habitSkips, habits } from '#server/db/schema/habits';

/** All SQL of importing habit history; every statement filters by the member. Completions and skips
 * are written by the history guard (history-repository.ts). */

export type ImportedHabitRow = {
  id: string;
  importKey: string;
  frequency: HabitFrequency;
  isArchived: boolean;
};

/** The member's habits from earlier imports of `source`, by their key. */
export async function importedHabits(
  db: Database,
  userId: string,
  source: string,
): Promise<Map<string, ImportedHabitRow>> {
  const rows = await db
    .select({
      id: habits.id,
      importKey: habits.importKey,
      frequency: habits.frequency,
      isArchived: habits.isArchived,
    })
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.importSource, source)));
  return new Map(rows.map((row) => [row.importKey ?? '', { ...row, importKey: row.importKey ?? '' }]));
}

export async function countHabits(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(habits)
    .where(eq(habits.userId, userId));
  return row?.n ?? 0;
}

/** Skips already kept for these habits, as (habit, day) rows: the monthly allowance counts them. */
export async function existingSkips(
  db: Database,
  userId: string,
  habitIds: readonly string[],
): Promise<{ habitId: string; day: Day }[]> {
  if (habitIds.length === 0) return [];
  return db
    .select({ habitId: habitSkips.habitId, day: habitSkips.day })
    .from(habitSkips)
    .where(and(eq(habitSkips.userId, userId), inArray(habitSkips.habitId, [...habitIds])));
}

export async function archiveHabits(
  db: Database,
  userId: string,
  habitIds: readonly string[],
): Promise<void> {
  if (habitIds.length === 0) return;
  await db
    .update(habits)
    .set({ isArchived: true, updatedAt: sql`now()` })
    .where(and(eq(habits.userId, userId), inArray(habits.id, [...habitIds])));
}

export type ImportedNote = { habitId: string; day: Day; textSealed: string };

/**
 * Adds habit-day notes, already sealed, on days from the habit's first day to the member's today
 * (where a note can be written by hand, archived habits too). The (habit, day) key keeps a note
 * that is there already, so a re-import never overwrites one. Returns the number added.
 */
export function addNotes(
  db: Database,
  userId: string,
  today: Day,
  notes: readonly ImportedNote[],
): Promise<number> {
  return inChunks(notes, async (chunk) => {
    const [row] = await executeRows(
      db,
      sql`with item as (
        select * from unnest(${sql.param(chunk.map((n) => n.habitId))}::uuid[],
          ${sql.param(chunk.map((n) => n.day))}::date[], ${sql.param(chunk.map((n) => n.textSealed))}::text[])
          as item(habit_id, day, text_sealed)
      ),
      added as (
        insert into habit_day_notes (habit_id, day, user_id, text_sealed)
        select item.habit_id, item.day, h.user_id, item.text_sealed
        from item join habits h on h.id = item.habit_id and h.user_id = ${userId}::uuid
        where item.day between h.start_day and ${today}::date
        on conflict (habit_id, day) do nothing
        returning habit_id
      )
      select count(*) as added from added`,
      AddedCountSchema,
    );
    return row?.added ?? 0;
  });
}
