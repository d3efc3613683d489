import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, type Day } from '#domain/dates';
import type { HabitFrequency } from '#domain/habits';
import type { StreakAnchor } from '#domain/habits-periods';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { habitSkips } from '#server/db/schema/reminders';
import { StreakAnchorSchema } from './repository';

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

const CardRowSchema = z.object({
  habit_id: z.string(),
  kind: z.enum(['day', 'skip', 'anchor']),
  value: z.string(),
});

/**
 * What the member's habit cards read, in one round trip (the habit list reads it on every request)
 * and so one snapshot: each habit's completion days from the period keyed `fromKeys[its frequency]`
 * on, or from its streak anchor's period when that is earlier (a range of the unique (habit, period)
 * key per habit); its skipped period keys; and that streak anchor, which the days were read for. One
 * habit's when `habitId` is given.
 */
export async function listCardHistory(
  db: Database,
  userId: string,
  fromKeys: Record<HabitFrequency, string>,
  habitId?: string,
) {
  const oneHabit = habitId ? sql`and h.id = ${habitId}::uuid` : sql``;
  const rows = await executeRows(
    db,
    sql`with h as (select id, user_id, frequency, streak_anchor from habits h where h.user_id = ${userId} ${oneHabit})
      select c.habit_id, 'day' as kind, c.day::text as value
      from h join habit_completions c on c.habit_id = h.id and c.user_id = h.user_id
        and c.period_key >= least(case h.frequency when 'daily' then ${fromKeys.daily}
          when 'weekly' then ${fromKeys.weekly} else ${fromKeys.monthly} end, h.streak_anchor->>'key')
      union all
      select s.habit_id, 'skip', s.period_key from h join habit_skips s on s.habit_id = h.id and s.user_id = h.user_id
      union all
      select id, 'anchor', streak_anchor::text from h where streak_anchor is not null`,
    CardRowSchema,
  );
  const completions: { habitId: string; day: Day }[] = [];
  const skipped = new Map<string, Set<string>>();
  const anchors = new Map<string, StreakAnchor>();
  for (const row of rows) {
    if (row.kind === 'day') completions.push({ habitId: row.habit_id, day: row.value });
    else if (row.kind === 'anchor')
      anchors.set(row.habit_id, StreakAnchorSchema.parse(JSON.parse(row.value)));
    else {
      const keys = skipped.get(row.habit_id) ?? new Set<string>();
      keys.add(row.value);
      skipped.set(row.habit_id, keys);
    }
  }
  return { completions, skipped, anchors };
}
