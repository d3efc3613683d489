import { addDays, civilDayNumber, dayFromNumber, dayNumber, localDay, type Day } from './dates';
import type { HabitFrequency } from './habits';
import { walkStreak, type StreakWalk, type UnitStatus, type WalkState } from './practice';

/**
 * A habit is done at most once per period: the day for a daily habit, the ISO week (Monday to
 * Sunday, weeks belonging to the year of their Thursday) for a weekly one, the calendar month for a
 * monthly one. All maths runs on day numbers (see domain/dates.ts), so daylight saving cannot move
 * a period boundary, and a habit list can look up hundreds of periods cheaply.
 */
export type Period = { key: string; start: Day; end: Day };

/** 1970-01-01 was a Thursday: (n + 3) mod 7 counts days since Monday. */
const daysSinceMonday = (value: number) => (((value + 3) % 7) + 7) % 7;

const mondayOf = (day: Day) => {
  const number = dayNumber(day);
  return number - daysSinceMonday(number);
};

/** The ISO week's key ('2026-W48') of the week whose Monday is day number `monday`. */
function isoWeekKey(monday: number): string {
  const thursday = monday + 3;
  const year = Number(dayFromNumber(thursday).slice(0, 4));
  const week = Math.floor((thursday - civilDayNumber(year, 1, 1)) / 7) + 1;
  return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}

export function periodOf(day: Day, frequency: HabitFrequency): Period {
  if (frequency === 'daily') return { key: day, start: day, end: day };
  if (frequency === 'weekly') {
    const monday = mondayOf(day);
    return { key: isoWeekKey(monday), start: dayFromNumber(monday), end: dayFromNumber(monday + 6) };
  }
  const month = day.slice(0, 7);
  const nextMonthStart = addDays(`${month}-28`, 4).slice(0, 7);
  return { key: month, start: `${month}-01`, end: addDays(`${nextMonthStart}-01`, -1) };
}

export const periodKey = (day: Day, frequency: HabitFrequency) => periodOf(day, frequency).key;

export const previousPeriod = (period: Period, frequency: HabitFrequency) =>
  periodOf(addDays(period.start, -1), frequency);

export const nextPeriod = (period: Period, frequency: HabitFrequency) =>
  periodOf(addDays(period.end, 1), frequency);

/**
 * A habit's streak in its own periods, by the practice streak's rule (walkStreak in
 * domain/practice.ts): done periods count, skipped periods are transparent, a single missed period is
 * covered by a freeze when one is banked (one per 7 done periods in a row, at most 2), and the
 * period containing `asOf` not being done yet breaks nothing (it is not over). Completions and skips
 * after `asOf` are ignored. Period keys sort in time order, so the walk starts at the earliest one,
 * or at the period of `from` when the done keys are only those from `from` on: then the walk's
 * `settled` says whether the result is exact (older periods could have banked a freeze otherwise).
 * With an `anchor` (see StreakAnchor) the walk resumes after the anchor's period instead, and is
 * exact given the done keys after it.
 */
export function habitStreak(
  frequency: HabitFrequency,
  doneKeys: ReadonlySet<string>,
  asOf: Day,
  skippedKeys: ReadonlySet<string> = new Set(),
  from?: Day,
  anchor?: StreakAnchor,
): StreakWalk {
  if (anchor) return walkPeriods(frequency, doneKeys, skippedKeys, asOf, (key) => key > anchor.key, anchor);
  const earliest = earliestKey(doneKeys);
  const floor = from === undefined ? earliest : periodKey(from, frequency);
  const inWalk = (key: string) => floor !== undefined && key >= floor;
  return walkPeriods(frequency, doneKeys, skippedKeys, asOf, inWalk, undefined, earliest);
}

function earliestKey(keys: ReadonlySet<string>): string | undefined {
  let earliest: string | undefined;
  for (const key of keys) if (earliest === undefined || key < earliest) earliest = key;
  return earliest;
}

/**
 * The walk over the periods down from the one containing `asOf` while `inWalk(key)` holds, oldest
 * first, resumed from `after` when given.
 */
function walkPeriods(
  frequency: HabitFrequency,
  doneKeys: ReadonlySet<string>,
  skippedKeys: ReadonlySet<string>,
  asOf: Day,
  inWalk: (key: string) => boolean,
  after?: WalkState,
  earliest?: string,
): StreakWalk {
  const statuses: UnitStatus[] = [];
  const statusOf = (key: string): UnitStatus =>
    doneKeys.has(key) ? 'done' : skippedKeys.has(key) ? 'rest' : 'missed';
  // Periods are counted down as numbers, spelling only each one's key: a card walks a hundred
  // periods or more on every request. Before the earliest done period, the walk takes three misses
  // at most (the current period's may be one): two closed misses in a row already settle it, so
  // older empty periods cannot change it.
  const cursor = periodCursor(frequency, asOf);
  let missesBeforeEarliest = 0;
  for (
    let at = cursor.first, key = cursor.keyAt(at);
    inWalk(key);
    at -= cursor.step, key = cursor.keyAt(at)
  ) {
    const status = statusOf(key);
    if (after === undefined && (earliest === undefined || key < earliest) && status === 'missed') {
      missesBeforeEarliest += 1;
      if (missesBeforeEarliest > 3) break;
    }
    statuses.push(status);
  }
  return walkStreak(statuses.reverse(), after);
}

/**
 * Where a habit's streak walk can resume: the walk's state just after the done period `key`, as the
 * walk of every period up to it leaves it. Only periods up to `key` decide it, so it stays true
 * until a completion or skip at or before `key` changes (server/features/habits keeps it per habit
 * and forgets it then).
 */
export type StreakAnchor = WalkState & { key: string };

/**
 * The anchor at the latest done period before the one containing `before`, from the done keys
 * after `base` (resumed from it) or from all of them; `base` itself (or null) when no later period
 * before `before` was done.
 */
export function streakAnchorBefore(
  frequency: HabitFrequency,
  doneKeys: ReadonlySet<string>,
  skippedKeys: ReadonlySet<string>,
  before: Day,
  base?: StreakAnchor,
): StreakAnchor | null {
  const cursor = periodCursor(frequency, before);
  const earliest = base ? undefined : earliestKey(doneKeys);
  const searched = (key: string) => (base ? key > base.key : earliest !== undefined && key >= earliest);
  for (
    let at = cursor.first - cursor.step, key = cursor.keyAt(at);
    searched(key);
    at -= cursor.step, key = cursor.keyAt(at)
  ) {
    if (!doneKeys.has(key)) continue;
    const walk = habitStreak(frequency, doneKeys, cursor.dayAt(at), skippedKeys, undefined, base);
    return { key, streak: walk.streak, freezesBanked: walk.freezesBanked, inARow: walk.inARow };
  }
  return base ?? null;
}

/** Counts periods down from the one containing `asOf`: a number per period, and its key. */
function periodCursor(
  frequency: HabitFrequency,
  asOf: Day,
): { first: number; step: number; keyAt: (at: number) => string; dayAt: (at: number) => Day } {
  if (frequency === 'daily')
    return { first: dayNumber(asOf), step: 1, keyAt: dayFromNumber, dayAt: dayFromNumber };
  if (frequency === 'weekly')
    return { first: mondayOf(asOf), step: 7, keyAt: isoWeekKey, dayAt: dayFromNumber };
  return { first: monthNumber(asOf), step: 1, keyAt: monthKey, dayAt: (at) => `${monthKey(at)}-01` };
}

/** A day's month counted as year * 12 + (month - 1), so months step by one across year ends. */
const monthNumber = (day: Day) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;

/** The month key ('2026-11') of a monthNumber. */
const monthKey = (value: number) =>
  `${String(Math.floor(value / 12)).padStart(4, '0')}-${String((value % 12) + 1).padStart(2, '0')}`;

export function currentStreak(
  frequency: HabitFrequency,
  doneKeys: ReadonlySet<string>,
  asOf: Day,
  skippedKeys: ReadonlySet<string> = new Set(),
): number {
  return habitStreak(frequency, doneKeys, asOf, skippedKeys).streak;
}

/**
 * The day a streak is measured on for a request about `date`: the user's today, or the requested
 * date when the browser is already on a later day than the zone stored for the user. A streak is
 * "where you stand now", so looking back at yesterday shows the same streak as today.
 */
export const streakDay = (date: Day, today: Day): Day => (date > today ? date : today);

/**
 * How many of a habit's periods a card reads before the one its streak is measured in: a hundred
 * days, weeks or months, so every habit reads at most about a hundred rows (one per period done).
 */
export const STREAK_WINDOW_PERIODS = 100;

/** The first day of the period STREAK_WINDOW_PERIODS before the one containing `asOf`. */
export function streakWindowStart(asOf: Day, frequency: HabitFrequency): Day {
  if (frequency === 'daily') return addDays(asOf, -STREAK_WINDOW_PERIODS);
  if (frequency === 'weekly') return dayFromNumber(mondayOf(asOf) - 7 * STREAK_WINDOW_PERIODS);
  return `${monthKey(monthNumber(asOf) - STREAK_WINDOW_PERIODS)}-01`;
}

// UTC+14 is the earliest offset on Earth: a day that has not begun there has not begun anywhere.
const EARLIEST_ZONE = 'Pacific/Kiritimati';

/** The latest calendar day that is already "today" somewhere; later days cannot be ticked. */
export const latestStartedDay = (now: Date): Day => localDay(now, EARLIEST_ZONE);
