import { addDays, type Day } from './dates';

/**
 * The activity model: every streak, coherence and level number in the product is derived here from
 * the practice log (one row per completed meditation, ritual or habit period, on the user's local
 * day). Pure functions, no I/O; the server feeds them what it reads from `practice_log`.
 */

/** What one local day of practice adds up to (the server aggregates the log per day and kind). */
export type DailyPractice = {
  day: Day;
  rituals: number;
  habits: number;
  meditations: number;
  /** Minutes meditated that day. */
  minutes: number;
};

export const emptyDay = (day: Day): DailyPractice => ({
  day,
  rituals: 0,
  habits: 0,
  meditations: 0,
  minutes: 0,
});

export const PRACTICE_KINDS = ['meditation', 'ritual', 'habit'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

/** One aggregate row of the log: how many acts of one kind, and their minutes, on one day. */
export type PracticeTally = { day: Day; kind: PracticeKind; count: number; minutes: number };

/** Folds per-(day, kind) tallies into one DailyPractice per day, oldest first. */
export function foldPractice(tallies: Iterable<PracticeTally>): DailyPractice[] {
  const byDay = new Map<Day, DailyPractice>();
  for (const { day, kind, count, minutes } of tallies) {
    const entry = byDay.get(day) ?? emptyDay(day);
    if (kind === 'ritual') entry.rituals += count;
    else if (kind === 'habit') entry.habits += count;
    else {
      entry.meditations += count;
      entry.minutes += minutes;
    }
    byDay.set(day, entry);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

const MS_PER_DAY = 86_400_000;

/**
 * A day as a whole number (days since 1970-01-01). The dashboard walks up to a year of days per
 * request, and integer steps are far cheaper than date-library arithmetic; UTC has no daylight saving.
 */
function dayNumber(day: Day): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / MS_PER_DAY;
}

/** Day numbers, at or before `today`, on which the user practised at least once. */

// ---------------------------------------------------------------------------------------------------
// Day streak
// ---------------------------------------------------------------------------------------------------

/**
 * Consecutive local days with at least one practice, ending today or yesterday (today is still open,
 * so a streak is not broken before the day is over). 0 when the last practice is older than that.
 */
export function dayStreak(days: Iterable<DailyPractice>, today: Day): number {
  return streakFrom(practisedDays(days, dayNumber(today)), dayNumber(today));
}

/** The same streak rule over the plain list of days on which the user practised. */
export function streakOfDays(days: Iterable<Day>, today: Day): number {
  const todayNumber = dayNumber(today);
  const practised = new Set<number>();
  for (const day of days) if (dayNumber(day) <= todayNumber) practised.add(dayNumber(day));
  return streakFrom(practised, todayNumber);
}

function practisedDays(days: Iterable<DailyPractice>, today: number): Set<number> {
  const set = new Set<number>();
  for (const entry of days) {
    if (entry.rituals + entry.habits + entry.meditations === 0) continue;
    const day = dayNumber(entry.day);
    if (day <= today) set.add(day);
  }
  return set;
}

function streakFrom(practised: Set<number>, todayNumber: number): number {
  let cursor = practised.has(todayNumber) ? todayNumber : todayNumber - 1;
  let streak = 0;
  while (practised.has(cursor)) {
    streak += 1;
    cursor -= 1;
  }
  return streak;
}

// ---------------------------------------------------------------------------------------------------
// Coherence
// ---------------------------------------------------------------------------------------------------

/**
 * Coherence is Loop Habit Tracker's habit strength for a daily habit: an exponential moving average of
 * daily completion (1 on a day with any practice, 0 otherwise):
 *
 *   score(d) = score(d - 1) * m + completed(d) * (1 - m),   m = 0.5 ^ (1 / 13),   score before = 0
 *
 * so each day's weight halves after 13 days. From 0, steady daily practice reaches 50 % after 13 days,
 * 80 % after 30 and 95 % after 56; at 100 % one missed day dents it to 95 %. Today counts only once
 * the user has practised (the day is still open), otherwise the score is yesterday's. The result is
 * rounded to a whole percent; null when the user has never practised (the client shows 87).
 */
export const COHERENCE_HALF_LIFE_DAYS = 13;
export const COHERENCE_MULTIPLIER = 0.5 ** (1 / COHERENCE_HALF_LIFE_DAYS);

/**
 * How far back the score is evaluated. Older days weigh m^365 < 1e-8 of today, so reading only this
 * window (one indexed range query) gives the same whole-percent result as reading the whole history.
 */
export const COHERENCE_WINDOW_DAYS = 365;

/**
 * @param days practice in (at least) the window ending today; entries outside it are ignored.
 * @param hasPractisedBefore whether the user practised before the window (decides 0 versus null).
 */
export function coherence(
  days: Iterable<DailyPractice>,
  today: Day,
  hasPractisedBefore = false,
): number | null {
  const todayNumber = dayNumber(today);
  const practised = practisedDays(days, todayNumber);
  if (practised.size === 0 && !hasPractisedBefore) return null;
  const last = practised.has(todayNumber) ? todayNumber : todayNumber - 1;
  let score = 0;
  for (let day = todayNumber - COHERENCE_WINDOW_DAYS + 1; day <= last; day += 1)
    score = score * COHERENCE_MULTIPLIER + (practised.has(day) ? 1 - COHERENCE_MULTIPLIER : 0);
  return Math.round(score * 100);
}

// ---------------------------------------------------------------------------------------------------
// Experience and quantum level
// ---------------------------------------------------------------------------------------------------

/**
 * Experience points (XP) per act of practice:
 *
 *   | act                         | XP               |
 *   |-----------------------------|------------------|
 *   | ritual completed            | 10               |
 *   | habit period done           | 15               |
 *   | meditation completed        | 20 + 1 per minute |
 *
 * A day counts for at most 150 XP, so piling up custom rituals cannot buy levels: steady days do.
 */
export const EXPERIENCE = { ritual: 10, habit: 15, meditation: 20, perMinute: 1, dailyCap: 150 } as const;

export function dailyExperience(day: DailyPractice): number {
  const earned =
    day.rituals * EXPERIENCE.ritual +
    day.habits * EXPERIENCE.habit +
    day.meditations * EXPERIENCE.meditation +
    day.minutes * EXPERIENCE.perMinute;
  return Math.min(EXPERIENCE.dailyCap, Math.max(0, earned));
}

export function totalExperience(days: Iterable<DailyPractice>): number {
  let total = 0;
  for (const day of days) total += dailyExperience(day);
  return total;
}

/**
 * Level N starts at 50 * N * (N - 1) XP, so going from N to N + 1 takes 100 * N XP:
 *
 *   | level | starts at XP | XP to next |
 *   |-------|--------------|------------|
 *   | 1     | 0            | 100        |
 *   | 2     | 100          | 200        |
 *   | 3     | 300          | 300        |
 *   | 4     | 600          | 400        |
 *   | 5     | 1000         | 500        |
 *   | 10    | 4500         | 1000       |
 *
 * Five rituals a day (50 XP) reach level 2 on day 2, level 5 in about three weeks and level 10 in
 * about three months; each level asks a little more than the last.
 */
export const levelStartsAt = (level: number): number => 50 * level * (level - 1);

export type Level = { level: number; levelProgress: number; experience: number; nextLevelAt: number };

export function levelFor(experience: number): Level {
  const xp = Math.max(0, Math.floor(experience));
  // Solve 50 N (N - 1) <= xp for the largest N, then correct any floating-point edge.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + (8 * xp) / 100)) / 2));
  while (levelStartsAt(level + 1) <= xp) level += 1;
  while (level > 1 && levelStartsAt(level) > xp) level -= 1;
  const start = levelStartsAt(level);
  const span = levelStartsAt(level + 1) - start;
  return {
    level,
    levelProgress: Math.floor(((xp - start) * 100) / span),
    experience: xp,
    nextLevelAt: start + span,
  };
}

// ---------------------------------------------------------------------------------------------------
// This week's practice
// ---------------------------------------------------------------------------------------------------

export const WEEK_DAYS = 7;

export type WeeklyPractice = {
  /** First and last day of the rolling week (the last 7 local days, today included). */
  from: Day;
  to: Day;
  minutesMeditated: number;
  ritualsCompleted: number;
  habitsCompleted: number;
  /** For each of the 7 days, oldest first: whether the user practised. */
  activeDays: boolean[];
};

export function weeklyPractice(days: Iterable<DailyPractice>, today: Day): WeeklyPractice {
  const from = addDays(today, -(WEEK_DAYS - 1));
  const activeDays: boolean[] = Array.from({ length: WEEK_DAYS }, () => false);
  const week = { from, to: today, minutesMeditated: 0, ritualsCompleted: 0, habitsCompleted: 0, activeDays };
  const first = dayNumber(from);
  for (const day of days) {
    const index = dayNumber(day.day) - first;
    if (index < 0 || index >= WEEK_DAYS) continue;
    week.minutesMeditated += day.minutes;
    week.ritualsCompleted += day.rituals;
    week.habitsCompleted += day.habits;
    if (day.rituals + day.habits + day.meditations > 0) activeDays[index] = true;
  }
  return week;
}
