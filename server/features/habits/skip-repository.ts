import { and, count, eq, gte, lt } from 'drizzle-orm';
import { addDays } from '#domain/shared/dates';
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
