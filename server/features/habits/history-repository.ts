import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import type { StreakAnchor } from '#domain/habits/periods';
import { HABIT_CATEGORIES, HABIT_FREQUENCIES, type HabitFrequency } from '#domain/habits/habits';
import type { Database } from '#server/db/client';
import { AddedCountSchema, inChunks } from '#server/db/chunked-writes';
import { executeRows } from '#server/db/raw-rows';
import { habits, type HabitRow } from '#server/db/schema/habits';
import { batchedStatement } from '#server/db/statement-batches';
import { NO_REMOVED_PRACTICE, practiceChangeCtes } from '#server/practice/practice-log';
import { StreakAnchorSchema } from './repository';

/**
 * The one module that writes a habit's history: its completions, its skips and its streak anchor
 * (docs/decisions/0010-streak-anchors.md). Every change to a past period passes here, so the anchor
 * rule cannot be skipped: the habit's history version moves (an anchor computed from an older version
 * is never saved) and an anchor at or after the changed period is forgotten (the walk's state there
 * moved). Completions also move the practice log, practice days and XP in the same statement
 * (server/practice/practice-log.ts, the guard of those tables). An architecture test
 * (server/history-writes.unit.test.ts) fails when any other module writes these tables.
 */

/**
 * The SET clause every history write uses: a new version, and the anchor forgotten when the earliest
 * changed period (`earliest`, an SQL expression over the statement's own rows) is at or before it.
 */
function historyMoved(earliest: string) {
  return sql.raw(`history_version = habits.history_version + 1,
        streak_anchor = case when habits.streak_anchor->>'key' >= ${earliest} then null
          else habits.streak_anchor end`);
}

/** What a habit card shows of the habit row (the toggle reads it in its own statement). */
export type HabitFields = Pick<
  HabitRow,
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'frequency'
  | 'targetValue'
  | 'unit'
  | 'startDay'
  | 'isArchived'
  | 'completionCount'
  | 'reminderTime'
  | 'streakAnchor'
  | 'historyVersion'
>;

const TargetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(HABIT_CATEGORIES),
    frequency: z.enum(HABIT_FREQUENCIES),
    target_value: z.number().nullable(),
    unit: z.string().nullable(),
    start_day: z.string(),
    is_archived: z.boolean(),
    completion_count: z.number().int(),
    reminder_time: z.string().nullable(),
    streak_anchor: StreakAnchorSchema.nullable(),
    history_version: z.number().int(),
  })
  .transform((row): HabitFields => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    frequency: row.frequency,
    targetValue: row.target_value,
    unit: row.unit,
    startDay: row.start_day,
    isArchived: row.is_archived,
    completionCount: row.completion_count,
    reminderTime: row.reminder_time,
    streakAnchor: row.streak_anchor,
    historyVersion: row.history_version,
  }));

/** The habit row's running values as the toggle's own change left them. */
const ChangedSchema = z.object({
  completion_count: z.number().int(),
  history_version: z.number().int(),
  streak_anchor: StreakAnchorSchema.nullable(),
});

const ToggledSchema = z.object({
  habit: TargetSchema.nullable(),
  changed: ChangedSchema.nullable(),
  delta: z.coerce.number().int(),
  time_zone: z.string().nullable(),
  has_webhooks: z.boolean(),
  days: z.array(z.string()),
  skipped: z.array(z.string()),
});

export type ToggleResult =
  | { outcome: 'not-found' | 'archived' | 'stale' }
  | {
      outcome: 'flipped';
      /** +1 when this statement added the period's completion, -1 when it removed it, 0 when it held. */
      delta: number;
      /** The member has a webhook (server/webhooks/webhook-events.ts), which may want the change. */
      hasWebhooks: boolean;
      habit: HabitFields;
      timeZone: string;
      /**
       * The habit's ticked days from the toggle's `historyFrom` (or its streak anchor's period, when
       * earlier), this toggle's change included.
       */
      days: Day[];
      /** The period keys of the habit's skips. */
      skippedKeys: Set<string>;
    };

type Toggle = {
  userId: string;
  habitId: string;
  day: Day;
  keys: Record<HabitFrequency, string>;
  /** The state the member wants (a retried request repeats it harmlessly); undefined = flip. */
  completed?: boolean;
  /**
   * Per frequency, the period key from which the answer reads back the habit card's ticked days (from
   * the habit's streak anchor instead when that is earlier).
   */
  historyFrom: Record<HabitFrequency, string>;
};

/**
 * Flips each habit's period containing its `day` in one statement (no transaction around it):
 * deletes its completion, or inserts one when there was none; the practice log, the members' XP
 * and the habits' completion counts follow in the same statement. Racing toggles (two tabs, two
 * instances) each flip in turn, so n toggles leave the parity of n: a toggle whose snapshot missed
 * a completion committed meanwhile neither deletes nor inserts (the unique (habit, period) key
 * refuses it) and answers 'stale', and the caller runs it again. Each answer carries what the
 * habit's card needs: its ticked days from `historyFrom` as they are once the statement commits, and
 * its skips.
 */
async function toggleCompletions(db: Database, toggles: readonly Toggle[]): Promise<ToggleResult[]> {
  const column = <T extends string | boolean>(value: (toggle: Toggle) => T) => sql.param(toggles.map(value));
  const rows = await executeRows(
    db,
    sql`with item as (
      select * from unnest(${column((toggle) => toggle.habitId)}::uuid[], ${column((toggle) => toggle.userId)}::uuid[],
        ${column((toggle) => toggle.day)}::date[], ${column((toggle) => toggle.keys.daily)}::text[],
        ${column((toggle) => toggle.keys.weekly)}::text[], ${column((toggle) => toggle.keys.monthly)}::text[],
        ${column((toggle) => toggle.completed !== false)}::boolean[],
        ${column((toggle) => toggle.completed !== true)}::boolean[],
        ${column((toggle) => toggle.historyFrom.daily)}::text[], ${column((toggle) => toggle.historyFrom.weekly)}::text[],
        ${column((toggle) => toggle.historyFrom.monthly)}::text[])
        with ordinality as item(habit_id, user_id, day, daily_key, weekly_key, monthly_key, may_add, may_remove,
          daily_from, weekly_from, monthly_from, n)
    ),
    target as (
      select item.n, item.day as on_day, item.may_add, item.may_remove, h.id, h.user_id, h.title, h.description,
        h.category, h.frequency, h.target_value, h.unit, h.start_day, h.is_archived, h.completion_count,
        h.reminder_time, h.streak_anchor, h.history_version, case h.frequency when 'daily' then item.daily_key when 'weekly' then item.weekly_key
          else item.monthly_key end as period_key,
        least(case h.frequency when 'daily' then item.daily_from when 'weekly' then item.weekly_from
          else item.monthly_from end, h.streak_anchor->>'key') as history_from
      from item join habits h on h.id = item.habit_id and h.user_id = item.user_id
    ),
    removed as (
      delete from habit_completions c using target
      where target.may_remove and not target.is_archived and c.habit_id = target.id
        and c.period_key = target.period_key
      returning c.id, c.habit_id, c.user_id
    ),
    added as (
      insert into habit_completions (habit_id, user_id, period_key, day)
      select id, user_id, period_key, on_day from target
      where may_add and not is_archived and not exists (select 1 from removed where removed.habit_id = target.id)
      on conflict (habit_id, period_key) do nothing
      returning id, habit_id, user_id, day, period_key
    ),
    moved as (
      select habit_id, sum(delta)::int as delta
      from (select habit_id, 1 as delta from added union all select habit_id, -1 from removed) as change
      group by habit_id
    ),
    -- Step 5: the habit's running count moves, and its history moves by the one rule (historyMoved).
    counted as (
      update habits set completion_count = habits.completion_count + moved.delta,
        ${historyMoved('target.period_key')}
      from moved join target on target.id = moved.habit_id
      where habits.id = moved.habit_id
      returning habits.id, habits.completion_count, habits.history_version, habits.streak_anchor
    ),
    ${practiceChangeCtes({
      kind: 'habit',
      added: sql`select user_id, day, id::text, 0 from added`,
      removed: sql`select user_id, id::text from removed`,
    })}
    -- Each item meets its own target, delta and added row once (joins), so the answer costs O(items):
    -- a correlated scan of added per item, nested in a scan of target, cost O(items^3) per batch. The
    -- member's zone stays a correlated look-up: a join would let the planner read all of users.
    select row_to_json(target) as habit, row_to_json(counted) as changed, coalesce(moved.delta, 0) as delta,
      (select time_zone from users where id = item.user_id) as time_zone,
      -- Whether a webhook could want this change: without one (or while an admin has the account
      -- disabled, when its webhooks stay quiet), the toggle costs no further statement.
      exists (select 1 from webhooks join users u on u.id = webhooks.user_id and u.disabled_at is null
        where webhooks.user_id = item.user_id) as has_webhooks,
      -- The statement's snapshot predates its own change: its removed row is left out, its added one put in.
      -- Lists go as JSON, which the driver parses natively (a text[] is parsed character by character).
      array_to_json(array(select c.day::text from habit_completions c
          where c.habit_id = target.id and c.period_key >= target.history_from
            and c.id not in (select id from removed)
        union all select added.day::text where added.period_key >= target.history_from
      )) as days,
      array_to_json(array(select period_key from habit_skips
        where habit_id = item.habit_id and user_id = item.user_id)) as skipped
    from item left join target using (n) left join moved on moved.habit_id = item.habit_id
      left join added on added.habit_id = item.habit_id left join counted on counted.id = item.habit_id
    order by item.n`,
    ToggledSchema,
  );
  return rows.map((row, index): ToggleResult => {
    if (!row.habit) return { outcome: 'not-found' };
    if (row.habit.isArchived) return { outcome: 'archived' };
    // With a wanted state, nothing to change means it already holds (a retry, or a racing twin).
    const card = {
      timeZone: row.time_zone ?? 'UTC',
      days: row.days,
      skippedKeys: new Set(row.skipped),
      hasWebhooks: row.has_webhooks,
    };
    if (row.delta === 0 && toggles[index]?.completed !== undefined)
      return { outcome: 'flipped', delta: 0, habit: row.habit, ...card };
    if (row.delta === 0) return { outcome: 'stale' };
    // The row as this statement read it, with the running values its own change left.
    if (!row.changed) throw new Error('a toggle that changed its habit answered no changed row');
    const habit = {
      ...row.habit,
      completionCount: row.changed.completion_count,
      historyVersion: row.changed.history_version,
      streakAnchor: row.changed.streak_anchor,
    };
    return { outcome: 'flipped', delta: row.delta, habit, ...card };
  });
}

/**
 * One habit's toggle, as toggleCompletions says. Concurrent toggles share one statement and
 * commit (statement-batches.ts); one member's toggles take turns.
 */
export const toggleCompletion: (db: Database, toggle: Toggle) => Promise<ToggleResult> = batchedStatement({
  keyOf: (toggle: Toggle) => toggle.userId,
  run: toggleCompletions,
});

/**
 * Keeps a habit's new streak anchor, computed from what readStreakHistory answered at `version`: a
 * completion changed since then (the version moved) leaves the habit as it is, since the anchor
 * could miss that change.
 */
export async function saveStreakAnchor(
  db: Database,
  userId: string,
  habitId: string,
  anchor: StreakAnchor,
  version: number,
): Promise<void> {
  await db
    .update(habits)
    .set({ streakAnchor: anchor })
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId), eq(habits.historyVersion, version)));
}

/** One period of one habit, as the importer and the skip button write it. */
export type PeriodWrite = { habitId: string; day: Day; periodKey: string };

/** The `item` CTE: the chunk's periods as rows (habit_id, day, period_key). */
const periodItems = (chunk: readonly PeriodWrite[]) =>
  sql`item as (
    select * from unnest(${sql.param(chunk.map((c) => c.habitId))}::uuid[],
      ${sql.param(chunk.map((c) => c.day))}::date[], ${sql.param(chunk.map((c) => c.periodKey))}::text[])
      as item(habit_id, day, period_key)
  )`;

/**
 * Adds completions the way a tick does (toggleCompletion's adding half): the unique (habit, period)
 * key keeps whatever is there already, the practice log, practice days and XP move in the same
 * statement, each habit's completion count moves and its history moves (historyMoved). Archived
 * habits are left alone, as a tick leaves them. Returns the number added.
 */
export function addCompletions(
  db: Database,
  userId: string,
  completions: readonly PeriodWrite[],
): Promise<number> {
  return inChunks(completions, async (chunk) => {
    const [row] = await executeRows(
      db,
      sql`with ${periodItems(chunk)},
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
        update habits set completion_count = habits.completion_count + moved.delta, ${historyMoved('moved.earliest')}
        from moved where habits.id = moved.habit_id
        returning habits.id
      ),
      ${practiceChangeCtes({
        kind: 'habit',
        added: sql`select user_id, day, id::text, 0 from added`,
        removed: NO_REMOVED_PRACTICE,
      })}
      select count(*) as added from added`,
      AddedCountSchema,
    );
    return row?.added ?? 0;
  });
}

/**
 * Adds skips (one per habit and period) except on periods that are done, which a skip never covers,
 * and on archived habits; each habit's history moves (historyMoved). Returns the number added.
 */
export function addSkips(db: Database, userId: string, skips: readonly PeriodWrite[]): Promise<number> {
  return inChunks(skips, async (chunk) => {
    const [row] = await executeRows(
      db,
      sql`with ${periodItems(chunk)},
      added as (
        insert into habit_skips (habit_id, user_id, period_key, day)
        select item.habit_id, h.user_id, item.period_key, item.day
        from item join habits h on h.id = item.habit_id and h.user_id = ${userId}::uuid and not h.is_archived
        where not exists (select 1 from habit_completions c
          where c.habit_id = item.habit_id and c.period_key = item.period_key)
        on conflict (habit_id, period_key) do nothing
        returning habit_id, period_key
      ),
      moved as (select habit_id, min(period_key) as earliest from added group by habit_id),
      forgotten as (
        update habits set ${historyMoved('moved.earliest')}
        from moved where habits.id = moved.habit_id
        returning habits.id
      )
      select count(*) as added from added`,
      AddedCountSchema,
    );
    return row?.added ?? 0;
  });
}

/** Removes the skip of one habit period; its history moves (historyMoved). False when there was none. */
export async function removeSkip(
  db: Database,
  userId: string,
  habitId: string,
  periodKey: string,
): Promise<boolean> {
  const [row] = await executeRows(
    db,
    sql`with removed as (
      delete from habit_skips
      where habit_id = ${habitId}::uuid and user_id = ${userId}::uuid and period_key = ${periodKey}
      returning habit_id, period_key
    ),
    forgotten as (
      update habits set ${historyMoved('removed.period_key')}
      from removed where habits.id = removed.habit_id
      returning habits.id
    )
    select count(*) as added from removed`,
    AddedCountSchema,
  );
  return (row?.added ?? 0) > 0;
}
