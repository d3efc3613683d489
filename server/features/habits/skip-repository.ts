import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { addDays, type Day } from '#domain/dates';
import type { Database } from '#server/db/client';
import { habitCompletions } from '#server/db/schema/habits';
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

/**
 * The member's completion days (from `since` on when given: habit_completions_user_day_idx) and
 * skipped period keys in one round trip (the habit list reads both on every request).
 */
export async function listCompletionsAndSkips(db: Database, userId: string, since?: Day) {
  const rows = await unionAll(
    db
      .select({
        habitId: habitCompletions.habitId,
        value: sql<string>`${habitCompletions.day}::text`,
        skipped: sql<boolean>`false`,
      })
      .from(habitCompletions)
      .where(and(eq(habitCompletions.userId, userId), since ? gte(habitCompletions.day, since) : undefined)),
    db
      .select({ habitId: habitSkips.habitId, value: habitSkips.periodKey, skipped: sql<boolean>`true` })
      .from(habitSkips)
      .where(eq(habitSkips.userId, userId)),
  );
  const completions: { habitId: string; day: Day }[] = [];
  const skipped = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.skipped) {
      completions.push({ habitId: row.habitId, day: row.value });
      continue;
    }
    const keys = skipped.get(row.habitId) ?? new Set<string>();
    keys.add(row.value);
    skipped.set(row.habitId, keys);
  }
  return { completions, skipped };
}
