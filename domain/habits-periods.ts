import { endOfISOWeek, endOfMonth, format, getISOWeek, getISOWeekYear, startOfISOWeek } from 'date-fns';
import { addDays, dayToDate, localDay, type Day } from './dates';
import type { HabitFrequency } from './habits';

/**
 * A habit is done at most once per period: the day for a daily habit, the ISO week (Monday to
 * Sunday, weeks belonging to the year of their Thursday) for a weekly one, the calendar month for a
 * monthly one. All maths runs on calendar days (see domain/dates.ts), so daylight saving cannot
 * move a period boundary.
 */
export type Period = { key: string; start: Day; end: Day };

const asDay = (date: Date) => format(date, 'yyyy-MM-dd');

export function periodOf(day: Day, frequency: HabitFrequency): Period {
  if (frequency === 'daily') return { key: day, start: day, end: day };
  const date = dayToDate(day);
  if (frequency === 'weekly') {
    const week = String(getISOWeek(date)).padStart(2, '0');
    return {
      key: `${getISOWeekYear(date)}-W${week}`,
      start: asDay(startOfISOWeek(date)),
      end: asDay(endOfISOWeek(date)),
    };
  }
  return { key: day.slice(0, 7), start: `${day.slice(0, 7)}-01`, end: asDay(endOfMonth(date)) };
}

export const periodKey = (day: Day, frequency: HabitFrequency) => periodOf(day, frequency).key;

export const previousPeriod = (period: Period, frequency: HabitFrequency) =>
  periodOf(addDays(period.start, -1), frequency);

export const nextPeriod = (period: Period, frequency: HabitFrequency) =>
  periodOf(addDays(period.end, 1), frequency);

/**
 * Consecutive periods done, counted back from the period that contains `asOf`. That period not
 * being done yet does not break the streak (the day, week or month is not over), so counting then
 * starts from the period before it. Completions after `asOf` are ignored.
 */
export function currentStreak(frequency: HabitFrequency, doneKeys: ReadonlySet<string>, asOf: Day): number {
  let period = periodOf(asOf, frequency);
  if (!doneKeys.has(period.key)) period = previousPeriod(period, frequency);
  let streak = 0;
  while (doneKeys.has(period.key)) {
    streak += 1;
    period = previousPeriod(period, frequency);
  }
  return streak;
}

/**
 * The day a streak is measured on for a request about `date`: the user's today, or the requested
 * date when the browser is already on a later day than the zone stored for the user. A streak is
 * "where you stand now", so looking back at yesterday shows the same streak as today.
 */
export const streakDay = (date: Day, today: Day): Day => (date > today ? date : today);

// UTC+14 is the earliest offset on Earth: a day that has not begun there has not begun anywhere.
const EARLIEST_ZONE = 'Pacific/Kiritimati';

/** The latest calendar day that is already "today" somewhere; later days cannot be ticked. */
export const latestStartedDay = (now: Date): Day => localDay(now, EARLIEST_ZONE);
