import { dayMood, moodByPeriod, type MoodPeriod, type MoodQuery } from '#domain/mood';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { findUserTimeZone } from '#server/practice/user-day';
import { moodSourcesByDay } from './mood-repository';

/** GET /api/mood?from=&to=&by=: the member's mood per day, week or month (domain/mood.ts has the rules). */
export async function moodSeries(db: Database, userId: string, query: MoodQuery): Promise<MoodPeriod[]> {
  const timeZone = await findUserTimeZone(db, userId);
  if (!timeZone) throw notFound();
  const sources = await moodSourcesByDay(db, userId, query.from, query.to, timeZone);
  const days = new Map<string, number>();
  for (const [day, daySources] of sources) {
    const mood = dayMood(daySources);
    if (mood !== null) days.set(day, mood);
  }
  return moodByPeriod(days, query.from, query.to, query.by);
}
