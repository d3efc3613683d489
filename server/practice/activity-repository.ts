import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { foldPractice, type DailyPractice } from '#domain/practice';
import type { Day } from '#domain/dates';
import type { Database } from '#server/db/client';
import { practiceLog } from '#server/db/schema/practice';

/**
 * Reads of the practice log for the activity model. Every query filters on user_id and, where it
 * can, a day range, so each one is a range scan of practice_log_user_day_idx.
 */

/** The user's practice per day between `from` and `to` (inclusive; either end open when omitted). */
export async function readDailyPractice(
  db: Database,
  userId: string,
  range: { from?: Day; to?: Day } = {},
): Promise<DailyPractice[]> {
  const tallies = await db
    .select({
      day: practiceLog.day,
      kind: practiceLog.kind,
      count: sql<number>`count(*)`.mapWith(Number),
      minutes: sql<number>`coalesce(sum(${practiceLog.minutes}), 0)`.mapWith(Number),
    })
    .from(practiceLog)
    .where(
      and(
        eq(practiceLog.userId, userId),
        range.from ? gte(practiceLog.day, range.from) : undefined,
        range.to ? lte(practiceLog.day, range.to) : undefined,
      ),
    )
    .groupBy(practiceLog.day, practiceLog.kind);
  return foldPractice(tallies);
}

/** Whether the user has any practice dated before `day`. */
export async function hasPracticeBefore(db: Database, userId: string, day: Day): Promise<boolean> {
  const [row] = await db
    .select({ day: practiceLog.day })
    .from(practiceLog)
    .where(and(eq(practiceLog.userId, userId), lt(practiceLog.day, day)))
    .orderBy(desc(practiceLog.day))
    .limit(1);
  return row !== undefined;
}
