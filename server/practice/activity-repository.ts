import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { foldPractice, type DailyPractice } from '#domain/practice';
import type { Day } from '#domain/dates';
import type { Database } from '#server/db/client';
import { practiceLog } from '#server/db/schema/practice';
import { users } from '#server/db/schema/users';

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

/**
 * Locks the user's row until the transaction ends and returns the stored level, so two practices
 * recorded at once recompute the level one after the other and the second sees the first's row.
 * NO KEY UPDATE, not UPDATE: inserting into practice_log holds a KEY SHARE lock on the user (its
 * foreign key), which FOR UPDATE would wait on, deadlocking two concurrent recorders.
 */
export async function lockUserLevel(
  db: Database,
  userId: string,
): Promise<{ quantumLevel: number; levelProgress: number } | null> {
  const [row] = await db
    .select({ quantumLevel: users.quantumLevel, levelProgress: users.levelProgress })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row ?? null;
}

export async function saveLevel(
  db: Database,
  userId: string,
  level: { quantumLevel: number; levelProgress: number },
): Promise<void> {
  await db.update(users).set(level).where(eq(users.id, userId));
}
