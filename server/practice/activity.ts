import { addDays, type Day } from '#domain/dates';
import {
  COHERENCE_WINDOW_DAYS,
  coherence,
  dayStreak,
  levelFor,
  totalExperience,
  weeklyPractice,
  type Level,
  type WeeklyPractice,
} from '#domain/practice';
import type { Database } from '#server/db/client';
import { hasPracticeBefore, lockUserLevel, readDailyPractice, saveLevel } from './activity-repository';

/**
 * The activity model on the server: reads the practice log and applies the pure rules of
 * domain/practice.ts. Other features only write the log (practice-log.ts) and read from here.
 */

/**
 * Recomputes the user's quantum level and progress from all their practice and stores it on the user
 * row (GET /api/user and the sidebar read it). Call inside the transaction that changed the log.
 */
export async function refreshLevel(db: Database, userId: string): Promise<Level | null> {
  const stored = await lockUserLevel(db, userId);
  if (!stored) return null;
  const level = levelFor(totalExperience(await readDailyPractice(db, userId)));
  if (stored.quantumLevel !== level.level || stored.levelProgress !== level.levelProgress)
    await saveLevel(db, userId, { quantumLevel: level.level, levelProgress: level.levelProgress });
  return level;
}

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
