import { addDays, type Day } from '#domain/dates';
import {
  COHERENCE_WINDOW_DAYS,
  coherence,
  practiceStreak,
  weeklyPractice,
  type DailyPractice,
  type WeeklyPractice,
} from '#domain/practice';
import type { Database } from '#server/db/client';
import { hasPracticeBefore, readDailyPractice } from './activity-repository';
import { readRestDays } from './rest-day-repository';

/**
 * The activity model on the server: reads the practice log and applies the pure rules of
 * domain/practice.ts. Other features only write the log (practice-log.ts) and read from here.
 */

export type Activity = {
  streak: number;
  coherence: number | null;
  week: WeeklyPractice;
  /** Streak freezes banked (0 to MAX_BANKED_FREEZES). */
  freezesBanked: number;
  /** The latest missed day of the current streak that a freeze covered, or null. */
  freezeUsedOn: Day | null;
  /** Whether `today` is one of the member's rest days. */
  restToday: boolean;
};

const practisedOn = (days: DailyPractice[]) =>
  days.filter((entry) => entry.rituals + entry.habits + entry.meditations > 0).map((entry) => entry.day);

/**
 * Streak, freezes, coherence and this week's practice for the user's local `today`. Usually two
 * range queries over the coherence window (practice and rest days); the whole history is read only
 * when the window alone cannot settle the streak (see practiceStreak's `settled`), or for a user with
 * nothing in the window (practised long ago, or never).
 */
export async function readActivity(db: Database, userId: string, today: Day): Promise<Activity> {
  const windowStart = addDays(today, -COHERENCE_WINDOW_DAYS + 1);
  const [days, restDays] = await Promise.all([
    readDailyPractice(db, userId, { from: windowStart, to: today }),
    readRestDays(db, userId, { from: windowStart, to: today }),
  ]);
  const hasOlder = days.length === 0 ? await hasPracticeBefore(db, userId, windowStart) : false;
  let streak = practiceStreak(practisedOn(days), restDays, today, windowStart);
  if (!streak.settled && (hasOlder || days.length > 0)) {
    const [allDays, allRest] = await Promise.all([
      readDailyPractice(db, userId, { to: today }),
      readRestDays(db, userId, { to: today }),
    ]);
    streak = practiceStreak(practisedOn(allDays), allRest, today);
  }
  return {
    streak: streak.streak,
    coherence: coherence(days, today, hasOlder, restDays),
    week: weeklyPractice(days, today),
    freezesBanked: streak.freezesBanked,
    freezeUsedOn: streak.freezeUsedOn,
    restToday: restDays.includes(today),
  };
}

/**
 * Today's coherence (0-100), or null when the user has never practised. `today` is the user's local
 * day (localDay(new Date(), user.timeZone)). The energy tracker stamps readings with it.
 */
export async function getCoherence(db: Database, userId: string, today: Day): Promise<number | null> {
  const windowStart = addDays(today, -COHERENCE_WINDOW_DAYS + 1);
  const [days, restDays] = await Promise.all([
    readDailyPractice(db, userId, { from: windowStart, to: today }),
    readRestDays(db, userId, { from: windowStart, to: today }),
  ]);
  const hasOlder = days.length === 0 ? await hasPracticeBefore(db, userId, windowStart) : false;
  return coherence(days, today, hasOlder, restDays);
}
