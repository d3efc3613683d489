import { and, eq, sql, type SQL } from 'drizzle-orm';
import { EXPERIENCE } from '#domain/practice/experience';
import type { PracticeAnchor } from '#domain/practice/streak';
import type { Database } from '#server/db/client';
import type { PRACTICE_KINDS } from '#server/db/schema/practice';
import { users } from '#server/db/schema/users';

export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export type PracticeEntry = {
  userId: string;
  day: string;
  kind: PracticeKind;
  sourceId: string;
  minutes?: number;
};

/**
 * A change of the log written by the caller's statement, for one kind of act and any number of
 * users: the acts to add, a query yielding (user_id uuid, day date, source_id text, minutes int),
 * and the acts to remove, a query yielding (user_id uuid, source_id text), whose day and XP come
 * from their rows. Both are queries over the caller's own CTEs, so they can depend on what the
 * statement changed.
 */
export type PracticeChange = { kind: PracticeKind; added: SQL; removed: SQL };

// The XP of one log row, as domain/practice/experience.ts defines it (EXPERIENCE).
const rowExperience = sql`case kind when 'ritual' then ${EXPERIENCE.ritual}::int when 'habit' then ${EXPERIENCE.habit}::int else ${EXPERIENCE.meditation}::int + minutes * ${EXPERIENCE.perMinute}::int end`;
const capped = (earned: SQL) => sql`least(${EXPERIENCE.dailyCap}::int, greatest(0, ${earned}))`;

/**
 * The practice part of a write, as CTEs to follow the caller's own in one WITH: the log rows
 * inserted or deleted, each (user, day)'s earned XP moved in practice_days, and each user's
 * users.experience moved by the change of their days' capped XP (with the user's practice version,
 * and their practice anchor forgotten when it is on or after the earliest changed day: see
 * server/practice/activity.ts). One statement, so the acts and
 * their practice commit together with no transaction of their own, however many users it serves.
 *
 * Concurrent changes for one user stay exact: the upsert of practice_days and the update of users
 * both work on the latest committed row (PostgreSQL re-reads a row it waited for), so two writers
 * each apply their own difference. The caller must make the statement stand down when its snapshot
 * is stale (see the ritual and habit toggles), because the DELETE sees only that snapshot.
 */
export function practiceChangeCtes(change: PracticeChange): SQL {
  const { kind } = change;
  return sql`
  practice_added as (
    insert into practice_log (user_id, day, kind, source_id, minutes)
    select user_id, day, ${kind}, source_id, minutes
    from (${change.added}) as added(user_id, day, source_id, minutes)
    on conflict (kind, source_id) do nothing
    returning user_id, day, ${rowExperience} as xp
  ),
  practice_removed as (
    delete from practice_log using (${change.removed}) as removed(user_id, source_id)
    where practice_log.user_id = removed.user_id and practice_log.kind = ${kind}
      and practice_log.source_id = removed.source_id
    returning practice_log.user_id, practice_log.day, -(${rowExperience}) as xp
  ),
  practice_changed as (
    select user_id, day, sum(xp)::int as xp
    from (select user_id, day, xp from practice_added union all select user_id, day, xp from practice_removed) as moved
    group by user_id, day
  ),
  practice_day as (
    insert into practice_days as d (user_id, day, earned)
    select user_id, day, xp from practice_changed
    on conflict (user_id, day) do update set earned = d.earned + excluded.earned
    returning d.user_id, d.day, d.earned
  ),
  practice_experience as (
    update users set experience = users.experience + gained.xp,
      practice_version = users.practice_version + 1,
      practice_anchor = case when users.practice_anchor->>'day' >= gained.earliest then null
        else users.practice_anchor end
    from (
      select practice_day.user_id,
        sum(${capped(sql`practice_day.earned`)} - ${capped(sql`practice_day.earned - practice_changed.xp`)}) as xp,
        min(practice_day.day)::text as earliest
      from practice_day join practice_changed using (user_id, day)
      group by practice_day.user_id
    ) as gained
    where users.id = gained.user_id
    returning users.id
  )`;
}

/** The empty side of a change that only adds or only removes. */
const NO_ADDED_PRACTICE = sql`select null::uuid, null::date, null::text, null::int where false`;
export const NO_REMOVED_PRACTICE = sql`select null::uuid, null::text where false`;

/**
 * Records one act of practice. Call it inside the transaction that marks the act done, so the two
 * can never disagree. Recording the same (kind, sourceId) again changes nothing. The user's XP moves
 * in the same statement, so GET /api/user is right as soon as it commits.
 */
export async function recordPractice(db: Database, entry: PracticeEntry): Promise<void> {
  const added = sql`select ${entry.userId}::uuid, ${entry.day}::date, ${entry.sourceId}::text, ${entry.minutes ?? 0}::int`;
  const change = { kind: entry.kind, added, removed: NO_REMOVED_PRACTICE };
  await db.execute(sql`with ${practiceChangeCtes(change)} select 1`);
}

/** Forgets an act of practice that was undone (a ritual or habit un-ticked), and moves the XP back. */
export async function removePractice(
  db: Database,
  userId: string,
  kind: PracticeKind,
  sourceId: string,
): Promise<void> {
  await removePracticeOf(db, userId, kind, sql`select ${sourceId}::text`);
}

/**
 * Forgets every act of `kind` whose source id `sourceIds` (a one-column SELECT of text) yields, as
 * when a habit and its completions are deleted, moving each day's XP back in the same statement.
 */
export async function removePracticeOf(
  db: Database,
  userId: string,
  kind: PracticeKind,
  sourceIds: SQL,
): Promise<void> {
  const removed = sql`select ${userId}::uuid, source_id from (${sourceIds}) as source(source_id)`;
  const change = { kind, added: NO_ADDED_PRACTICE, removed };
  await db.execute(sql`with ${practiceChangeCtes(change)} select 1`);
}

/**
 * Rebuilds the running totals (practice_days, users.experience, habits.completion_count) from the
 * rows they count: for data written before
 * the running totals existed (the migration that added them runs the same SQL) and for bulk loads
 * that write the log directly (the benchmark's seed).
 */
export async function rebuildPracticeTotals(db: Database): Promise<void> {
  await db.execute(sql`delete from practice_days`);
  await db.execute(sql`
    insert into practice_days (user_id, day, earned)
    select user_id, day, sum(${rowExperience})::int from practice_log group by user_id, day`);
  await db.execute(sql`
    update users set experience = coalesce(
      (select sum(${capped(sql`earned`)}) from practice_days where practice_days.user_id = users.id), 0)`);
  await db.execute(sql`
    update habits set completion_count =
      (select count(*) from habit_completions where habit_completions.habit_id = habits.id)`);
}

/**
 * Keeps the member's new practice anchor, computed from what readPracticeHistory answered at
 * `version`: practice changed since then (the version moved) leaves the member as they are.
 */
export async function savePracticeAnchor(
  db: Database,
  userId: string,
  anchor: PracticeAnchor,
  version: number,
): Promise<void> {
  await db
    .update(users)
    .set({ practiceAnchor: anchor })
    .where(and(eq(users.id, userId), eq(users.practiceVersion, version)));
}
