import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import type { HabitFrequency } from '#domain/habits/habits';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { habits } from '#server/db/schema/habits';
import { habitSkips } from '#server/db/schema/habits';
import { practiceChangeCtes, NO_REMOVED_PRACTICE } from '#server/practice/practice-log';

/** All SQL of importing habit history; every statement filters by the member. */

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

export type ImportedCompletion = { habitId: string; day: Day; periodKey: string };

const AddedSchema = z.object({ added: z.coerce.number().int() });

/** Completions per statement: the arrays stay small enough for one round trip each. */
const CHUNK = 5_000;

/**
 * Adds completions the way a tick does (repository.toggleCompletion's adding half): the unique
 * (habit, period) key keeps whatever is there already, the practice log, practice days and XP move
 * in the same statement (practiceChangeCtes, which also forgets the member's practice anchor on or
 * after the earliest day), each habit's completion count and history version move, and its streak
 * anchor is forgotten when a new completion lands at or before the anchor's period. Archived habits
 * are left alone, as a tick leaves them. Returns the number added.
 */
export async function addCompletions(
  db: Database,
  userId: string,
  completions: readonly ImportedCompletion[],
): Promise<number> {
  let total = 0;
  for (let start = 0; start < completions.length; start += CHUNK) {
    const chunk = completions.slice(start, start + CHUNK);
    const [row] = await executeRows(
      db,
      sql`with item as (
        select * from unnest(${sql.param(chunk.map((c) => c.habitId))}::uuid[],
          ${sql.param(chunk.map((c) => c.day))}::date[], ${sql.param(chunk.map((c) => c.periodKey))}::text[])
          as item(habit_id, day, period_key)
      ),
      added as (
        insert into habit_completions (habit_id, user_id, period_key, day)
        select item.habit_id, h.user_id, item.period_key, item.day
        from item join habits h on h.id = item.habit_id and h.user_id = ${userId}::uuid and not h.is_archived
        on conflict (habit_id, period_key) do nothing
        returning id, habit_id, user_id, day, period_key
      ),
      moved as (
        select habit_id, count(*)::int as delta, min(period_key) as earliest from added group by habit_id
      ),
      counted as (
        update habits set completion_count = habits.completion_count + moved.delta,
          history_version = habits.history_version + 1,
          streak_anchor = case when habits.streak_anchor->>'key' >= moved.earliest then null
            else habits.streak_anchor end
        from moved where habits.id = moved.habit_id
        returning habits.id
      ),
      ${practiceChangeCtes({
        kind: 'habit',
        added: sql`select user_id, day, id::text, 0 from added`,
        removed: NO_REMOVED_PRACTICE,
      })}
      select count(*) as added from added`,
      AddedSchema,
    );
    total += row?.added ?? 0;
  }
  return total;
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

/**
 * Adds skips (one per habit and period, as a skip is kept) except on periods that are done, which a
 * skip never covers; the habit's streak anchor is forgotten when one lands at or before its period
 * (the walk's state there changed). Returns the number added.
 */
export async function addSkips(
  db: Database,
  userId: string,
  skips: readonly ImportedCompletion[],
): Promise<number> {
  let total = 0;
  for (let start = 0; start < skips.length; start += CHUNK) {
    const chunk = skips.slice(start, start + CHUNK);
    const [row] = await executeRows(
      db,
      sql`with item as (
        select * from unnest(${sql.param(chunk.map((c) => c.habitId))}::uuid[],
          ${sql.param(chunk.map((c) => c.day))}::date[], ${sql.param(chunk.map((c) => c.periodKey))}::text[])
          as item(habit_id, day, period_key)
      ),
      added as (
        insert into habit_skips (habit_id, user_id, period_key, day)
        select item.habit_id, h.user_id, item.period_key, item.day
        from item join habits h on h.id = item.habit_id and h.user_id = ${userId}::uuid and not h.is_archived
        where not exists (select 1 from habit_completions c
          where c.habit_id = item.habit_id and c.period_key = item.period_key)
        on conflict (habit_id, period_key) do nothing
        returning habit_id, period_key
      ),
      forgotten as (
        update habits set streak_anchor = null
        from (select habit_id, min(period_key) as earliest from added group by habit_id) as moved
        where habits.id = moved.habit_id and habits.streak_anchor->>'key' >= moved.earliest
        returning habits.id
      )
      select count(*) as added from added`,
      AddedSchema,
    );
    total += row?.added ?? 0;
  }
  return total;
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
export async function addNotes(
  db: Database,
  userId: string,
  today: Day,
  notes: readonly ImportedNote[],
): Promise<number> {
  let total = 0;
  for (let start = 0; start < notes.length; start += CHUNK) {
    const chunk = notes.slice(start, start + CHUNK);
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
      AddedSchema,
    );
    total += row?.added ?? 0;
  }
  return total;
}
