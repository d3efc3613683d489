import { sql, type SQL } from 'drizzle-orm';
import { EXPERIENCE } from '#domain/practice';
import type { Database } from '#server/db/client';
import type { PRACTICE_KINDS } from '#server/db/schema/practice';

export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export type PracticeEntry = {
  userId: string;
  day: string;
  kind: PracticeKind;
  sourceId: string;
  minutes?: number;
};

/**
 * A change of one user's log, written by the caller's statement: the acts to add (source ids, on
 * `day`, with `minutes`) and the acts to remove (source ids; their day and XP come from their rows).
 * Both are queries over the caller's own CTEs, so they can depend on what the statement changed.
 */
export type PracticeChange = {
  userId: string;
  kind: PracticeKind;
  day: string;
  minutes?: number;
  addSources: SQL;
  removeSources: SQL;
};

// The XP of one log row, as domain/practice.ts defines it (EXPERIENCE), for rows being removed.
const rowExperience = sql`case kind when 'ritual' then ${EXPERIENCE.ritual}::int when 'habit' then ${EXPERIENCE.habit}::int else ${EXPERIENCE.meditation}::int + minutes * ${EXPERIENCE.perMinute}::int end`;
const capped = (earned: SQL) => sql`least(${EXPERIENCE.dailyCap}::int, greatest(0, ${earned}))`;

function addedExperience(kind: PracticeKind, minutes: number): number {
  if (kind === 'ritual') return EXPERIENCE.ritual;
  if (kind === 'habit') return EXPERIENCE.habit;
  return EXPERIENCE.meditation + minutes * EXPERIENCE.perMinute;
}

/**
 * The practice part of a write, as CTEs to follow the caller's own in one WITH: the log rows
 * inserted or deleted, each day's earned XP moved in practice_days, and users.experience moved by
 * the change of the day's capped XP. One statement, so the act and its practice commit together
 * with no transaction of their own.
 *
 * Concurrent changes for one user stay exact: the upsert of practice_days and the update of users
 * both work on the latest committed row (PostgreSQL re-reads a row it waited for), so two writers
 * each apply their own difference. The caller must make the statement stand down when its snapshot
 * is stale (see the ritual and habit toggles), because the DELETE sees only that snapshot.
 */
export function practiceChangeCtes(change: PracticeChange): SQL {
  const { userId, kind, day } = change;
  const minutes = change.minutes ?? 0;
  return sql`
  practice_added as (
    insert into practice_log (user_id, day, kind, source_id, minutes)
    select ${userId}::uuid, ${day}::date, ${kind}, added.source_id, ${minutes}::int
    from (${change.addSources}) as added(source_id)
    on conflict (kind, source_id) do nothing
    returning day, ${addedExperience(kind, minutes)}::int as xp
  ),
  practice_removed as (
    delete from practice_log
    where user_id = ${userId}::uuid and kind = ${kind}
      and source_id in (select removed.source_id from (${change.removeSources}) as removed(source_id))
    returning day, -(${rowExperience}) as xp
  ),
  practice_changed as (select day, xp from practice_added union all select day, xp from practice_removed),
  practice_day as (
    insert into practice_days as d (user_id, day, earned)
    select ${userId}::uuid, day, sum(xp)::int from practice_changed group by day
    on conflict (user_id, day) do update set earned = d.earned + excluded.earned
    returning d.day, d.earned
  ),
  practice_experience as (
    update users set experience = users.experience + (
      select coalesce(sum(${capped(sql`practice_day.earned`)} - ${capped(sql`practice_day.earned - changed.xp`)}), 0)
      from practice_day join (select day, sum(xp)::int as xp from practice_changed group by day) as changed using (day)
    )
    where id = ${userId}::uuid and exists (select 1 from practice_changed)
    returning id
  )`;
}

const nothing = sql`select null::text where false`;

/**
 * Records one act of practice. Call it inside the transaction that marks the act done, so the two
 * can never disagree. Recording the same (kind, sourceId) again changes nothing. The user's XP moves
 * in the same statement, so GET /api/user is right as soon as it commits.
 */
export async function recordPractice(db: Database, entry: PracticeEntry): Promise<void> {
  const change = { ...entry, addSources: sql`select ${entry.sourceId}::text`, removeSources: nothing };
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
  // The days are read from the removed rows; this one is never written.
  const change = { userId, kind, day: '1970-01-01', addSources: nothing, removeSources: sourceIds };
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
