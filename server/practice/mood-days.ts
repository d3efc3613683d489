import { and, between, eq, isNotNull, sql } from 'drizzle-orm';
import { dayMood, FEELING_MOOD, type DaySources } from '#domain/journal/mood';
import type { Database } from '#server/db/client';
import { energyReadings } from '#server/db/schema/energy';
import { meditationSessions } from '#server/db/schema/meditation';
import { journalEntries } from '#server/db/schema/journal';

type Sum = { day: string; sum: number; count: number };

// The feeling -> mood table as SQL, written from FEELING_MOOD so the two never disagree.
const feelingMood = sql.join(
  [
    sql`case ${energyReadings.feeling}`,
    ...Object.entries(FEELING_MOOD).map(
      ([feeling, mood]) => sql`when ${feeling} then ${sql.raw(String(mood))}`,
    ),
    sql`end`,
  ],
  sql` `,
);

/**
 * Each source's moods summed per local day from..to (domain/journal/mood.ts has the rule that picks one):
 * three grouped reads over indexed ranges of one member's rows (at most 400 days), never their
 * whole history. Shared by the mood chart and the "what helps" insights.
 */
async function moodSourcesByDay(
  db: Database,
  userId: string,
  from: string,
  to: string,
  timeZone: string,
): Promise<Map<string, DaySources>> {
  const sessionDay = sql<string>`coalesce(${meditationSessions.completedDay}, (${meditationSessions.createdAt} at time zone ${timeZone})::date)::text`;
  const [journal, sessions, energy] = await Promise.all([
    db
      .select({
        day: sql<string>`${journalEntries.day}::text`,
        sum: sql<number>`sum(${journalEntries.mood})::int`,
        count: sql<number>`count(${journalEntries.mood})::int`,
      })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.userId, userId),
          between(journalEntries.day, from, to),
          isNotNull(journalEntries.mood),
        ),
      )
      .groupBy(journalEntries.day),
    db
      .select({
        day: sessionDay,
        sum: sql<number>`sum(${meditationSessions.moodAfter})::int`,
        count: sql<number>`count(${meditationSessions.moodAfter})::int`,
      })
      .from(meditationSessions)
      .where(
        and(
          eq(meditationSessions.userId, userId),
          isNotNull(meditationSessions.moodAfter),
          // created_at bounds the index range; a session ends on the day it began or the next.
          sql`${meditationSessions.createdAt} >= (${from}::date - 1)::timestamptz`,
          sql`${meditationSessions.createdAt} < (${to}::date + 2)::timestamptz`,
        ),
      )
      // By position: the day expression carries a parameter, which PostgreSQL would not match twice.
      .groupBy(sql`1`),
    db
      .select({
        day: sql<string>`${energyReadings.day}::text`,
        sum: sql<number>`sum(${feelingMood})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(energyReadings)
      .where(and(eq(energyReadings.userId, userId), between(energyReadings.day, from, to)))
      .groupBy(energyReadings.day),
  ]);
  const days = new Map<string, DaySources>();
  const add = (rows: Sum[], source: keyof DaySources) => {
    for (const row of rows) {
      if (row.day < from || row.day > to) continue;
      days.set(row.day, {
        ...days.get(row.day),
        [source]: { sum: Number(row.sum), count: Number(row.count) },
      });
    }
  };
  add(journal, 'journal');
  add(sessions, 'sessions');
  add(energy, 'energy');
  return days;
}

/** The day's mood by the chart's rule, for every day from..to that has one. */
export async function moodByDay(
  db: Database,
  userId: string,
  from: string,
  to: string,
  timeZone: string,
): Promise<Map<string, number>> {
  const days = new Map<string, number>();
  for (const [day, sources] of await moodSourcesByDay(db, userId, from, to, timeZone)) {
    const mood = dayMood(sources);
    if (mood !== null) days.set(day, mood);
  }
  return days;
}
