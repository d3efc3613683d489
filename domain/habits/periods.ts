import { addDays, civilDayNumber, dayFromNumber, dayNumber, localDay, type Day } from '#domain/shared/dates';
import type { HabitFrequency } from './habits';
import { walkStreak, type StreakWalk, type UnitStatus, type WalkState } from '#domain/practice/streak';

/**
 * A habit is done at most once per period: the day for a daily habit, the ISO week (Monday to
 * Sunday, weeks belonging to the year of their Thursday) for a weekly one, the calendar month for a
 * monthly one. All maths runs on day numbers (see domain/shared/dates.ts), so daylight saving cannot move
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
 * domain/practice/streak.ts): done periods count, skipped periods are transparent, a single missed period is
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
  { from, anchor }: { from?: Day; anchor?: StreakAnchor } = {},
): StreakWalk {
  const periods = periodNumbers(frequency);
  const done = periods.ofKeys(doneKeys);
  const rest = periods.ofKeys(skippedKeys);
  const first = periods.ofDay(asOf);
  if (anchor)
    return walkPeriods(periods.step, done, rest, first, periods.ofKey(anchor.key) + periods.step, {
      after: anchor,
    });
  const earliest = lowest(done);
  const floor = from === undefined ? earliest : periods.ofDay(from);
  return walkPeriods(periods.step, done, rest, first, floor, { earliest });
}

function lowest(numbers: ReadonlySet<number>): number | undefined {
  let least: number | undefined;
  for (const value of numbers) if (least === undefined || value < least) least = value;
  return least;
}

/**
 * The walk over the periods numbered from `first` down to `floor` (none when it is undefined),
 * oldest first, resumed from `after` when given. Periods are looked up as numbers, never spelled
 * as keys: a card walks up to a hundred periods or more on every request.
 */
function walkPeriods(
  step: number,
  done: ReadonlySet<number>,
  rest: ReadonlySet<number>,
  first: number,
  floor: number | undefined,
  { after, earliest }: { after?: WalkState; earliest?: number } = {},
): StreakWalk {
  const statuses: UnitStatus[] = [];
  // Before the earliest done period, the walk takes three misses at most (the current period's may
  // be one): two closed misses in a row already settle it, so older empty periods cannot change it.
  let missesBeforeEarliest = 0;
  if (floor !== undefined)
    for (let at = first; at >= floor; at -= step) {
      const status: UnitStatus = done.has(at) ? 'done' : rest.has(at) ? 'rest' : 'missed';
      if (after === undefined && (earliest === undefined || at < earliest) && status === 'missed') {
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
  const periods = periodNumbers(frequency);
  const done = periods.ofKeys(doneKeys);
  const earliest = lowest(done);
  const floor = base ? periods.ofKey(base.key) + periods.step : earliest;
  if (floor === undefined) return base ?? null;
  let latest = periods.ofDay(before) - periods.step;
  while (latest >= floor && !done.has(latest)) latest -= periods.step;
  if (latest < floor) return base ?? null;
  const rest = periods.ofKeys(skippedKeys);
  const walk = walkPeriods(periods.step, done, rest, latest, floor, { after: base, earliest });
  return {
    key: periods.keyOf(latest),
    streak: walk.streak,
    freezesBanked: walk.freezesBanked,
    inARow: walk.inARow,
  };
}

/**
 * A frequency's periods as numbers that step down by `step` from one period to the one before: the
 * day number for a day, the day number of its Monday for an ISO week, year * 12 + month - 1 for a
 * month. Keys and days convert both ways.
 */
function periodNumbers(frequency: HabitFrequency) {
  const ofKeys = (keys: ReadonlySet<string>) => {
    const numbers = new Set<number>();
    for (const key of keys) numbers.add(ofKey(key));
    return numbers;
  };
  const ofKey = frequency === 'daily' ? dayNumber : frequency === 'weekly' ? isoWeekMonday : monthNumberOfKey;
  if (frequency === 'daily') return { step: 1, ofDay: dayNumber, ofKey, ofKeys, keyOf: dayFromNumber };
  if (frequency === 'weekly') return { step: 7, ofDay: mondayOf, ofKey, ofKeys, keyOf: isoWeekKey };
  return { step: 1, ofDay: monthNumber, ofKey, ofKeys, keyOf: monthKey };
}

/** The day number of the Monday of the ISO week keyed 'YYYY-Www' (week 1 holds January 4th). */
function isoWeekMonday(key: string): number {
  return mondayOf(`${key.slice(0, 4)}-01-04`) + (Number(key.slice(6)) - 1) * 7;
}

/** The monthNumber of the month keyed 'YYYY-MM'. */
const monthNumberOfKey = (key: string) => Number(key.slice(0, 4)) * 12 + Number(key.slice(5, 7)) - 1;

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
 * How far back a card reads a habit's ticks to count its streak: 12 weeks, from the Monday eleven
 * weeks before the week of `asOf` (the weeks the card's heatmap shows, which it reads anyway),
 * widened to the habit's whole periods. A streak those weeks cannot settle is counted from the
 * habit's streak anchor instead (see StreakAnchor), so a card reads about the same rows whatever
 * the history.
 */
const STREAK_WINDOW_WEEKS = 12;

/** The first day of the streak window of a streak measured on `asOf` (see STREAK_WINDOW_WEEKS). */
export function streakWindowStart(asOf: Day, frequency: HabitFrequency): Day {
  return periodOf(dayFromNumber(mondayOf(asOf) - 7 * (STREAK_WINDOW_WEEKS - 1)), frequency).start;
}

/**
 * How many weeks before the window a streak anchor may lie and still be walked from: an older one
 * is moved forward, so a card reads at most about 16 weeks of ticks.
 */
const STREAK_ANCHOR_SLACK_WEEKS = 4;

/** The first day of the oldest period a usable streak anchor may be in, for a streak on `asOf`. */
export function oldestUsableAnchor(asOf: Day, frequency: HabitFrequency): Day {
  const windowStart = streakWindowStart(asOf, frequency);
  return periodOf(addDays(windowStart, -7 * STREAK_ANCHOR_SLACK_WEEKS), frequency).start;
}

// UTC+14 is the earliest offset on Earth: a day that has not begun there has not begun anywhere.
const EARLIEST_ZONE = 'Pacific/Kiritimati';

/** The latest calendar day that is already "today" somewhere; later days cannot be ticked. */
export const latestStartedDay = (now: Date): Day => localDay(now, EARLIEST_ZONE);
