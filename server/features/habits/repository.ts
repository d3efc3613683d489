import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import type { StreakAnchor } from '#domain/habits/periods';
import {
  HABIT_CATEGORIES,
  HABIT_FREQUENCIES,
  type CreateHabit,
  type HabitFrequency,
  type UpdateHabit,
} from '#domain/habits/habits';
import { executeRows } from '#server/db/raw-rows';
import { batchedStatement } from '#server/db/statement-batches';
import type { Database } from '#server/db/client';
import { habitCompletions, habits, type HabitRow } from '#server/db/schema/habits';
import { practiceChangeCtes, removePracticeOf } from '#server/practice/practice-log';

/** All SQL for habits. Every query filters by the signed-in user, so another user's habit is "not found". */

/** A streak anchor (domain/habits/periods.ts) as the habits.streak_anchor column keeps it. */
export const StreakAnchorSchema = z.object({
  key: z.string(),
  streak: z.number().int(),
  freezesBanked: z.number().int(),
  inARow: z.number().int(),
});

export async function listHabits(db: Database, userId: string): Promise<HabitRow[]> {
  return db
    .select()
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
}

/** The member's habit, locked for the rest of the transaction (skips count and change under it). */
export async function lockHabit(db: Database, userId: string, habitId: string): Promise<HabitRow | null> {
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Whether the habit's period keyed `periodKey` is done: one entry of the (habit, period) key. */
export async function isPeriodDone(db: Database, habitId: string, periodKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: habitCompletions.id })
    .from(habitCompletions)
    .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.periodKey, periodKey)))
    .limit(1);
  return rows.length > 0;
}

export async function insertHabit(
  db: Database,
  userId: string,
  values: Omit<CreateHabit, 'date'> & {
    startDay: Day;
    /** An imported habit's source and key (see habits.import_source). */
    importSource?: string;
    importKey?: string;
  },
  /**
   * The row's place among several one transaction inserts, so they list in that order: now() is
   * the same for all of them, and the id alone would order them at random.
   */
  position?: number,
): Promise<HabitRow> {
  const [row] = await db
    .insert(habits)
    .values({
      ...values,
      userId,
      ...(position === undefined ? {} : { createdAt: sql`now() + ${position} * interval '1 millisecond'` }),
    })
    .onConflictDoNothing({ target: [habits.userId, habits.requestId] })
    .returning();
  // A repeated request id: the habit the first request made.
  const existing =
    row ?? (values.requestId ? await findHabitByRequest(db, userId, values.requestId) : undefined);
  if (!existing) throw new Error('habit insert returned no row');
  return existing;
}

async function findHabitByRequest(db: Database, userId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.requestId, requestId)))
    .limit(1);
  return row;
}

export async function updateHabit(
  db: Database,
  userId: string,
  habitId: string,
  changes: UpdateHabit,
): Promise<HabitRow | null> {
  const [row] = await db
    .update(habits)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Deletes a habit, its completions (by cascade) and the practice they recorded, with the XP and
 * practice days that practice earned (so the level and the streak history drop with it).
 */
export async function deleteHabit(db: Database, userId: string, habitId: string): Promise<boolean> {
  await removePracticeOf(
    db,
    userId,
    'habit',
    sql`select id::text from habit_completions where habit_id = ${habitId}::uuid and user_id = ${userId}::uuid`,
  );
  const deleted = await db
    .delete(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .returning({ id: habits.id });
  return deleted.length > 0;
}

const StreakHistorySchema = z.object({
  history_version: z.number().int(),
  anchor: StreakAnchorSchema.nullable(),
  days: z.array(z.string()),
  skipped: z.array(z.string()),
});

export type StreakHistory = {
  /** The habit's history version the rest was read at (see saveStreakAnchor). */
  version: number;
  /** The habit's streak anchor, when its period is before `beforeKey`; null otherwise. */
  anchor: StreakAnchor | null;
  /** The habit's ticked days after the anchor's period (every one, without an anchor). */
  days: Day[];
  skippedKeys: Set<string>;
};

/**
 * What a habit's exact streak needs when its card's window cannot settle it, in one statement (one
 * snapshot, so the version matches the days and skips): the days after its streak anchor, or its
 * whole history when it has none (or one not before `beforeKey`, the period its streak is measured in).
 */
export async function readStreakHistory(
  db: Database,
  userId: string,
  habitId: string,
  beforeKey: string,
): Promise<StreakHistory | null> {
  const [row] = await executeRows(
    db,
    sql`with h as (
      select id, history_version,
        case when streak_anchor->>'key' < ${beforeKey} then streak_anchor end as anchor
      from habits where id = ${habitId}::uuid and user_id = ${userId}::uuid
    )
    select h.history_version, h.anchor,
      array_to_json(array(select c.day::text from habit_completions c
        where c.habit_id = h.id and c.period_key > coalesce(h.anchor->>'key', ''))) as days,
      array_to_json(array(select period_key from habit_skips s where s.habit_id = h.id)) as skipped
    from h`,
    StreakHistorySchema,
  );
  if (!row) return null;
  return {
    version: row.history_version,
    anchor: row.anchor,
    days: row.days,
    skippedKeys: new Set(row.skipped),
  };
}

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
    -- A change at or before the streak anchor's period forgets the anchor (the walk's state there moved).
    counted as (
      update habits set completion_count = habits.completion_count + moved.delta,
        history_version = habits.history_version + 1,
        streak_anchor = case when habits.streak_anchor->>'key' >= target.period_key then null
          else habits.streak_anchor end
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
