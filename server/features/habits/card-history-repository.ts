import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import type { HabitFrequency } from '#domain/habits/habits';
import type { StreakAnchor } from '#domain/habits/periods';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { StreakAnchorSchema } from './repository';

/** What habit cards read besides the habit rows: their recent ticks, skips and streak anchors. */
export type CardHistory = {
  /** Each habit's ticked days in the range read. */
  days: Map<string, Day[]>;
  skipped: Map<string, Set<string>>;
  anchors: Map<string, StreakAnchor>;
  /** With `firstTicks` only. */
  firstTicked: Map<string, Day>;
};

const CardRowSchema = z.object({
  habit_id: z.string(),
  kind: z.enum(['day', 'skip', 'anchor', 'first']),
  value: z.string(),
});

/**
 * What the member's habit cards read, in one round trip (the habit list reads it on every request)
 * and so one snapshot: each habit's completion days from the period keyed `fromKeys[its frequency]`
 * on, or from its streak anchor's period when that is earlier (a range of the unique (habit, period)
 * key per habit); its skipped period keys; and that streak anchor, which the days were read for. One
 * habit's when `habitId` is given; with `firstTicks`, also the day of each habit's earliest
 * completion (the first entry of its (habit, period) key).
 */
export async function listCardHistory(
  db: Database,
  userId: string,
  fromKeys: Record<HabitFrequency, string>,
  options: { habitId?: string; firstTicks?: boolean } = {},
): Promise<CardHistory> {
  const oneHabit = options.habitId ? sql`and h.id = ${options.habitId}::uuid` : sql``;
  const firstTicks = options.firstTicks
    ? sql`union all
      select h.id, 'first', first.day::text from h cross join lateral (
        select c.day from habit_completions c where c.habit_id = h.id order by c.period_key limit 1) as first`
    : sql``;
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
      select id, 'anchor', streak_anchor::text from h where streak_anchor is not null
      ${firstTicks}`,
    CardRowSchema,
  );
  const days = new Map<string, Day[]>();
  const skipped = new Map<string, Set<string>>();
  const anchors = new Map<string, StreakAnchor>();
  const firstTicked = new Map<string, Day>();
  for (const row of rows) {
    if (row.kind === 'day') {
      const ticked = days.get(row.habit_id);
      if (ticked) ticked.push(row.value);
      else days.set(row.habit_id, [row.value]);
    } else if (row.kind === 'first') firstTicked.set(row.habit_id, row.value);
    else if (row.kind === 'anchor')
      anchors.set(row.habit_id, StreakAnchorSchema.parse(JSON.parse(row.value)));
    else {
      const keys = skipped.get(row.habit_id) ?? new Set<string>();
      keys.add(row.value);
      skipped.set(row.habit_id, keys);
    }
  }
  return { days, skipped, anchors, firstTicked };
}
