import { and, count, eq, gte, lt } from 'drizzle-orm';
import { addDays, type Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { habitSkips } from '#server/db/schema/habits';

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
