import { moodByPeriod, type MoodPeriod, type MoodQuery } from '#domain/journal/mood';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { findUserTimeZone } from '#server/practice/user-day';
import { moodByDay } from '#server/practice/mood-days';

/** GET /api/mood?from=&to=&by=: the member's mood per day, week or month (domain/journal/mood.ts has the rules). */
export async function moodSeries(db: Database, userId: string, query: MoodQuery): Promise<MoodPeriod[]> {
  const timeZone = await findUserTimeZone(db, userId);
  if (!timeZone) throw notFound();
  return moodByPeriod(
    await moodByDay(db, userId, query.from, query.to, timeZone),
    query.from,
    query.to,
    query.by,
  );
}
