import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Day } from '#domain/dates';
import type { CreateHabit, UpdateHabit } from '#domain/habits';
import type { Database } from '#server/db/client';
import { habitCompletions, habits, type HabitRow } from '#server/db/schema/habits';
import { practiceLog } from '#server/db/schema/practice';

/** All SQL for habits. Every query filters by the signed-in user, so another user's habit is "not found". */

export type CompletionDay = { habitId: string; day: Day };

export async function listHabits(db: Database, userId: string): Promise<HabitRow[]> {
  return db
    .select()
    .from(habits)
    .where(eq(habits.userId, userId))
    .orderBy(asc(habits.createdAt), asc(habits.id));
}

/**
 * The habit row, locked until the transaction ends: toggles of one habit then run one after another,
 * across every instance, so each one flips the state its predecessor left.
 */
export async function lockHabit(db: Database, userId: string, habitId: string): Promise<HabitRow | null> {
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Every day each of the user's habits was ticked on (one row per habit period). */
export async function listCompletionDays(db: Database, userId: string): Promise<CompletionDay[]> {
  return db
    .select({ habitId: habitCompletions.habitId, day: habitCompletions.day })
    .from(habitCompletions)
    .where(eq(habitCompletions.userId, userId));
}

export async function listHabitCompletionDays(db: Database, habitId: string): Promise<Day[]> {
  const rows = await db
    .select({ day: habitCompletions.day })
    .from(habitCompletions)
    .where(eq(habitCompletions.habitId, habitId));
  return rows.map((row) => row.day);
}

export async function insertHabit(
  db: Database,
  userId: string,
  values: Omit<CreateHabit, 'date'> & { startDay: Day },
): Promise<HabitRow> {
  const [row] = await db
    .insert(habits)
    .values({ ...values, userId })
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

/** Deletes a habit, its completions (by cascade) and the practice they recorded. */
export async function deleteHabit(db: Database, userId: string, habitId: string): Promise<boolean> {
  const completionIds = db
    .select({ id: sql<string>`${habitCompletions.id}::text` })
    .from(habitCompletions)
    .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.userId, userId)));
  await db
    .delete(practiceLog)
    .where(
      and(
        eq(practiceLog.userId, userId),
        eq(practiceLog.kind, 'habit'),
        inArray(practiceLog.sourceId, completionIds),
      ),
    );
  const deleted = await db
    .delete(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)))
    .returning({ id: habits.id });
  return deleted.length > 0;
}

/** Removes the completion of one period; returns its id, or null when the period was not done. */
export async function deleteCompletion(
  db: Database,
  habitId: string,
  periodKey: string,
): Promise<string | null> {
  const [row] = await db
    .delete(habitCompletions)
    .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.periodKey, periodKey)))
    .returning({ id: habitCompletions.id });
  return row?.id ?? null;
}

/**
 * Marks one period done; returns the new row's id, or null when another request marked it first
 * (the unique (habit, period) constraint decides, not an earlier read).
 */
export async function insertCompletion(
  db: Database,
  values: { habitId: string; userId: string; periodKey: string; day: Day },
): Promise<string | null> {
  const [row] = await db
    .insert(habitCompletions)
    .values(values)
    .onConflictDoNothing({ target: [habitCompletions.habitId, habitCompletions.periodKey] })
    .returning({ id: habitCompletions.id });
  return row?.id ?? null;
}
