import { addDays, type Day } from '#domain/shared/dates';
import { STREAK_UNITS, type HabitFrequency } from './habits';
import { nextPeriod, periodOf } from './periods';

/** Each card shows the last 12 ISO weeks, ending with the week of the selected date. */
const HEATMAP_WEEKS = 12;

export function heatmapRange(date: Day): { start: Day; end: Day } {
  const week = periodOf(date, 'weekly');
  return { start: addDays(week.start, -7 * (HEATMAP_WEEKS - 1)), end: week.end };
}

/**
 * The ticked days the heatmap needs: those whose period overlaps the range, so a monthly habit
 * ticked on the 1st still shades the rest of its month when the range starts mid-month.
 */
export function recentCompletionDays(
  frequency: HabitFrequency,
  completionDays: readonly Day[],
  date: Day,
): Day[] {
  const { start, end } = heatmapRange(date);
  return completionDays.filter((day) => day <= end && periodOf(day, frequency).end >= start).sort();
}

/**
 * done: ticked that day; covered: another day of a done week or month; open: not done;
 * after: later than the selected date.
 */
export type HeatmapState = 'done' | 'covered' | 'open' | 'after';
type HeatmapCell = { day: Day; state: HeatmapState };
export type Heatmap = { weeks: HeatmapCell[][]; summary: string };

/** The 12 x 7 grid (weeks oldest first, Monday first) and a sentence for screen readers. */
export function habitHeatmap(frequency: HabitFrequency, recentDays: readonly Day[], date: Day): Heatmap {
  const ticked = new Set(recentDays);
  const doneKeys = new Set(recentDays.map((day) => periodOf(day, frequency).key));
  const { start } = heatmapRange(date);

  const weeks = Array.from({ length: HEATMAP_WEEKS }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday): HeatmapCell => {
      const day = addDays(start, week * 7 + weekday);
      let state: HeatmapState = 'open';
      if (day > date) state = 'after';
      else if (ticked.has(day)) state = 'done';
      else if (doneKeys.has(periodOf(day, frequency).key)) state = 'covered';
      return { day, state };
    }),
  );

  let due = 0;
  let done = 0;
  for (let period = periodOf(start, frequency); period.start <= date;) {
    due += 1;
    if (doneKeys.has(period.key)) done += 1;
    period = nextPeriod(period, frequency);
  }
  // 12 weeks always hold several periods of any frequency, so the unit is always plural.
  const unit = STREAK_UNITS[frequency];
  const preposition = frequency === 'daily' ? 'on' : 'in';
  return {
    weeks,
    summary: `Last ${HEATMAP_WEEKS} weeks: done ${preposition} ${done} of ${due} ${unit.many}`,
  };
}
