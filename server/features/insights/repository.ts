import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';

/**
 * Every insight is aggregated by PostgreSQL over the member's own rows, each query one range scan
 * of a (user_id, day) index. Dates come back as text and numbers are coerced, so PGlite and pg
 * (which sends bigint counts and numeric means as strings) read the same.
 */
const num = z.coerce.number();
const numOrNull = z.union([z.null(), z.coerce.number()]);
const unitOf = (unit: 'week' | 'month') => sql.raw(`'${unit}'`);

const PracticeBucketRow = z.object({ start: z.string(), kind: z.string(), count: num, minutes: num });
export function practiceByBucket(db: Database, userId: string, from: Day, to: Day, unit: 'week' | 'month') {
  return executeRows(
    db,
    sql`select date_trunc(${unitOf(unit)}, day)::date::text as start, kind, count(*) as count, coalesce(sum(minutes), 0) as minutes
        from practice_log where user_id = ${userId} and day between ${from} and ${to}
        group by 1, 2`,
    PracticeBucketRow,
  );
}

const EnergyBucketRow = z.object({
  start: z.string(),
  count: num,
  energy: numOrNull,
  coherence: numOrNull,
});
export function energyByBucket(db: Database, userId: string, from: Day, to: Day, unit: 'week' | 'month') {
  return executeRows(
    db,
    sql`select date_trunc(${unitOf(unit)}, day)::date::text as start, count(*) as count,
          round(avg(energy_level), 1) as energy, round(avg(coherence), 1) as coherence
        from energy_readings where user_id = ${userId} and day between ${from} and ${to}
        group by 1`,
    EnergyBucketRow,
  );
}

const HabitRow = z.object({
  title: z.string(),
  frequency: z.enum(['daily', 'weekly', 'monthly']),
  startDay: z.string(),
  done: num,
  firstDone: z.string().nullable(),
  lastDone: z.string().nullable(),
});
export function habitCompletion(db: Database, userId: string, from: Day, to: Day) {
  return executeRows(
    db,
    sql`select h.title, h.frequency, h.start_day::text as "startDay", count(c.id) as done,
          min(c.day)::text as "firstDone", max(c.day)::text as "lastDone"
        from habits h
        left join habit_completions c on c.habit_id = h.id and c.user_id = ${userId} and c.day between ${from} and ${to}
        where h.user_id = ${userId} and not h.is_archived
        group by h.id order by h.created_at`,
    HabitRow,
  );
}

const PatternRow = z.object({ hour: num, weekday: num, count: num });
/** Practice acts by local hour (in the member's zone) and ISO weekday (1 = Monday). */
export function practicePatterns(db: Database, userId: string, from: Day, to: Day, timeZone: string) {
  return executeRows(
    db,
    sql`select extract(hour from created_at at time zone ${timeZone})::int as hour, extract(isodow from day)::int as weekday,
          count(*) as count
        from practice_log where user_id = ${userId} and day between ${from} and ${to}
        group by 1, 2`,
    PatternRow,
  );
}

const EnergyDayRow = z.object({ energy: num, meditated: z.boolean() });
/** Each day with a check-in: its mean energy and whether the member meditated that day. */
export function energyDays(db: Database, userId: string, from: Day, to: Day) {
  return executeRows(
    db,
    sql`select avg(e.energy_level) as energy,
          exists (select 1 from practice_log p where p.user_id = ${userId} and p.day = e.day and p.kind = 'meditation') as meditated
        from energy_readings e where e.user_id = ${userId} and e.day between ${from} and ${to}
        group by e.day`,
    EnergyDayRow,
  );
}

const StreakRow = z.object({ start: z.string(), end: z.string(), days: num });
/**
 * Runs of consecutive practice days (gaps and islands) that reach into the range, newest first.
 * Read from practice_days (one row per day the member ever practised, earned > 0 while any act of
 * that day stands), so three years of history is about a thousand index entries, not every act.
 */
export function streakHistory(db: Database, userId: string, from: Day, to: Day, limit: number) {
  return executeRows(
    db,
    sql`select min(day)::text as start, max(day)::text as "end", count(*) as days from (
          select day, day - (row_number() over (order by day))::int as island
          from practice_days where user_id = ${userId} and day <= ${to} and earned > 0
        ) s group by island having max(day) >= ${from} order by max(day) desc limit ${limit}`,
    StreakRow,
  );
}
