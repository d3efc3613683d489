import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import type { StreakAnchor } from '#domain/habits/periods';
import type { CreateHabit, UpdateHabit } from '#domain/habits/habits';
import { executeRows } from '#server/db/raw-rows';
import type { Database } from '#server/db/client';
import { habitCompletions, habits, type HabitRow } from '#server/db/schema/habits';
import { removePracticeOf } from '#server/practice/practice-log';

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
