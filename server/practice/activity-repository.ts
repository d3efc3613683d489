import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { foldPractice, type DailyPractice } from '#domain/practice/practice';
import type { PracticeAnchor } from '#domain/practice/streak';
import type { Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
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

const PracticeAnchorSchema = z.object({
  day: z.string(),
  streak: z.number().int(),
  freezesBanked: z.number().int(),
  inARow: z.number().int(),
  freezeUsedOn: z.string().nullable(),
  since: z.string().nullable(),
});

const PracticeHistorySchema = z.object({
  practice_version: z.number().int(),
  anchor: PracticeAnchorSchema.nullable(),
  practised: z.array(z.string()),
  rest: z.array(z.string()),
});

export type PracticeHistory = {
  /** The member's practice version the rest was read at (see savePracticeAnchor). */
  version: number;
  /** The member's practice anchor when it is before `today`; null otherwise. */
  anchor: PracticeAnchor | null;
  /** Days with practice after the anchor's day (from the first, without one), up to `today`. */
  practised: Day[];
  /** Rest days in the same range. */
  rest: Day[];
};

/**
 * What the exact practice streak needs when the last year cannot settle it, in one statement (one
 * snapshot, so the version matches the days): the practised and rest days after the member's
 * practice anchor, or all of them when there is none.
 */
export async function readPracticeHistory(
  db: Database,
  userId: string,
  today: Day,
): Promise<PracticeHistory | null> {
  const [row] = await executeRows(
    db,
    sql`with u as (
      select practice_version, case when practice_anchor->>'day' < ${today} then practice_anchor end as anchor
      from users where id = ${userId}::uuid
    ), after as (select coalesce((u.anchor->>'day')::date, '-infinity'::date) as day from u)
    select u.practice_version, u.anchor,
      array_to_json(array(select distinct l.day::text from practice_log l, after
        where l.user_id = ${userId}::uuid and l.day > after.day and l.day <= ${today}::date)) as practised,
      array_to_json(array(select r.day::text from rest_days r, after
        where r.user_id = ${userId}::uuid and r.day > after.day and r.day <= ${today}::date)) as rest
    from u`,
    PracticeHistorySchema,
  );
  if (!row) return null;
  return { version: row.practice_version, anchor: row.anchor, practised: row.practised, rest: row.rest };
}
