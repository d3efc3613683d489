import { savePracticeAnchor } from './practice-log';
import { COHERENCE_DAYS, coherenceToday } from '#domain/practice/coherence';
import { addDays, type Day } from '#domain/shared/dates';
import { COHERENCE_WINDOW_DAYS, type DailyPractice } from '#domain/practice/practice';
import { practiceAnchorBefore, practiceStreak, type DayStreak } from '#domain/practice/streak';
import { weeklyPractice, type WeeklyPractice } from '#domain/practice/week';
import type { Database } from '#server/db/client';
import { hasPracticeBefore, readDailyPractice, readPracticeHistory } from './activity-repository';
import { readCoherenceDays } from './coherence-days';
import { readRestDays } from './rest-day-repository';

/**
 * The activity model on the server: reads the practice log and applies the pure rules of
 * domain/practice/practice.ts. Other features only write the log (practice-log.ts) and read from here.
 */

export type Activity = {
  streak: number;
  /** 0-100 from the first request (domain/practice/coherence.ts); a new member reads 0. */
  coherence: number;
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
 * range queries over the coherence window (practice and rest days); the days after the member's
 * practice anchor are read only when the window alone cannot settle the streak (see practiceStreak's
 * `settled`), or for a user with nothing in the window (practised long ago, or never).
 */
export async function readActivity(db: Database, userId: string, today: Day): Promise<Activity> {
  const windowStart = addDays(today, -COHERENCE_WINDOW_DAYS + 1);
  const [days, restDays] = await Promise.all([
    readDailyPractice(db, userId, { from: windowStart, to: today }),
    readRestDays(db, userId, { from: windowStart, to: today }),
  ]);
  const hasOlder = days.length === 0 ? await hasPracticeBefore(db, userId, windowStart) : false;
  let streak = practiceStreak(practisedOn(days), restDays, today, { from: windowStart });
  if (!streak.settled && (hasOlder || days.length > 0))
    streak = (await streakFromAnchor(db, userId, today, windowStart)) ?? streak;
  return {
    streak: streak.streak,
    coherence: await coherenceFrom(db, userId, today, days, restDays),
    week: weeklyPractice(days, today),
    freezesBanked: streak.freezesBanked,
    freezeUsedOn: streak.freezeUsedOn,
    restToday: restDays.includes(today),
  };
}

/**
 * The exact practice streak from the member's practice anchor (from the first practice day without
 * one), and the anchor moved to the latest practised day before the window, so the next read
 * starts about a window back again (docs/practice.md, "Streaks that outlast the year").
 */
async function streakFromAnchor(
  db: Database,
  userId: string,
  today: Day,
  windowStart: Day,
): Promise<DayStreak | null> {
  const history = await readPracticeHistory(db, userId, today);
  if (!history) return null;
  const base = history.anchor ?? undefined;
  const streak = practiceStreak(history.practised, history.rest, today, { anchor: base });
  const anchor = practiceAnchorBefore(history.practised, history.rest, windowStart, base);
  if (anchor && anchor.day !== base?.day) await savePracticeAnchor(db, userId, anchor, history.version);
  return streak;
}

/** Coherence from practice and rest days already read (any range that holds its window). */
function coherenceFrom(db: Database, userId: string, today: Day, days: DailyPractice[], restDays: Day[]) {
  const from = addDays(today, -COHERENCE_DAYS + 1);
  return readCoherenceDays(db, userId, { from, to: today }, days, restDays).then((window) =>
    coherenceToday(window, today),
  );
}

/**
 * Today's coherence (0-100; 0 for a member who has not practised in its window). `today` is the
 * user's local day (localDay(new Date(), user.timeZone)). The energy tracker stamps readings with it.
 */
export async function getCoherence(db: Database, userId: string, today: Day): Promise<number> {
  const from = addDays(today, -COHERENCE_DAYS + 1);
  const [days, restDays] = await Promise.all([
    readDailyPractice(db, userId, { from, to: today }),
    readRestDays(db, userId, { from, to: today }),
  ]);
  return coherenceFrom(db, userId, today, days, restDays);
}
