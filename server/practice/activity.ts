import { addDays, type Day } from '#domain/dates';
import {
  COHERENCE_WINDOW_DAYS,
  coherence,
  dayStreak,
  weeklyPractice,
  type WeeklyPractice,
} from '#domain/practice';
import type { Database } from '#server/db/client';
import { hasPracticeBefore, readDailyPractice } from './activity-repository';

/**
 * The activity model on the server: reads the practice log and applies the pure rules of
 * domain/practice.ts. Other features only write the log (practice-log.ts) and read from here.
 */

export type Activity = { streak: number; coherence: number | null; week: WeeklyPractice };

/**
 * Streak, coherence and this week's practice for the user's local `today`. Usually one range query
 * over the coherence window; a second only for a user with nothing in the window (practised long ago,
 * or never), or whose streak runs past the window.
 */
export async function readActivity(db: Database, userId: string, today: Day): Promise<Activity> {
  const windowStart = addDays(today, -COHERENCE_WINDOW_DAYS + 1);
  const days = await readDailyPractice(db, userId, { from: windowStart, to: today });
  const hasOlder = days.length === 0 ? await hasPracticeBefore(db, userId, windowStart) : false;
  let streak = dayStreak(days, today);
  if (streak >= COHERENCE_WINDOW_DAYS - 1)
    streak = dayStreak(await readDailyPractice(db, userId, { to: today }), today);
  return { streak, coherence: coherence(days, today, hasOlder), week: weeklyPractice(days, today) };
}

/**
 * Today's coherence (0-100), or null when the user has never practised. `today` is the user's local
 * day (localDay(new Date(), user.timeZone)). The energy tracker stamps readings with it.
 */
export async function getCoherence(db: Database, userId: string, today: Day): Promise<number | null> {
  const windowStart = addDays(today, -COHERENCE_WINDOW_DAYS + 1);
  const days = await readDailyPractice(db, userId, { from: windowStart, to: today });
  const hasOlder = days.length === 0 ? await hasPracticeBefore(db, userId, windowStart) : false;
  return coherence(days, today, hasOlder);
}
