import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, type Day } from '#domain/dates';
import type { HabitFrequency } from '#domain/habits';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { habitSkips } from '#server/db/schema/reminders';

/** Skipped period keys per habit of the member (one habit when `habitId` is given). */
export async function listSkippedKeys(
  db: Database,
  userId: string,
  habitId?: string,
): Promise<Map<string, Set<string>>> {
  const rows = await db
    .select({ habitId: habitSkips.habitId, periodKey: habitSkips.periodKey })
    .from(habitSkips)
    .where(and(eq(habitSkips.userId, userId), habitId ? eq(habitSkips.habitId, habitId) : undefined));
  const byHabit = new Map<string, Set<string>>();
  for (const row of rows) {
    const keys = byHabit.get(row.habitId) ?? new Set<string>();
    keys.add(row.periodKey);
    byHabit.set(row.habitId, keys);
  }
  return byHabit;
}

export async function countSkipsInMonth(db: Database, habitId: string, month: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(habitSkips)
    .where(
      and(
        eq(habitSkips.habitId, habitId),
        gte(habitSkips.day, `${month}-01`),
        lt(habitSkips.day, `${addDays(`${month}-28`, 4).slice(0, 7)}-01`),
      ),
    );
  return row?.value ?? 0;
}

export async function insertSkip(
  db: Database,
  values: { habitId: string; userId: string; periodKey: string; day: Day },
): Promise<void> {
  await db
    .insert(habitSkips)
    .values(values)
    .onConflictDoNothing({ target: [habitSkips.habitId, habitSkips.periodKey] });
}

export async function deleteSkip(db: Database, habitId: string, periodKey: string): Promise<boolean> {
  const removed = await db
    .delete(habitSkips)
    .where(and(eq(habitSkips.habitId, habitId), eq(habitSkips.periodKey, periodKey)))
    .returning({ id: habitSkips.id });
  return removed.length > 0;
}

const CompletionOrSkipSchema = z.object({ habit_id: z.string(), value: z.string(), skipped: z.boolean() });

/**
 * The member's completion days, each habit's from the period keyed `fromKeys[its frequency]` on (a
 * range of the unique (habit, period) key per habit), and skipped period keys, in one round trip
 * (the habit list reads both on every request).
 */
export async function listCompletionsAndSkips(
  db: Database,
  userId: string,
  fromKeys: Record<HabitFrequency, string>,
) {
  const rows = await executeRows(
    db,
    sql`select c.habit_id, c.day::text as value, false as skipped
      from habits h join habit_completions c on c.habit_id = h.id and c.user_id = h.user_id
        and c.period_key >= case h.frequency when 'daily' then ${fromKeys.daily}
          when 'weekly' then ${fromKeys.weekly} else ${fromKeys.monthly} end
      where h.user_id = ${userId}
      union all
      select habit_id, period_key, true from habit_skips where user_id = ${userId}`,
    CompletionOrSkipSchema,
  );
  const completions: { habitId: string; day: Day }[] = [];
  const skipped = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.skipped) {
      completions.push({ habitId: row.habit_id, day: row.value });
      continue;
    }
    const keys = skipped.get(row.habit_id) ?? new Set<string>();
    keys.add(row.value);
    skipped.set(row.habit_id, keys);
  }
  return { completions, skipped };
}
