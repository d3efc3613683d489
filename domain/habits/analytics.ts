import { addDays, type Day } from '#domain/shared/dates';
import { HABIT_CATEGORIES, type HabitAnalytics, type HabitCategory, type HabitFrequency } from './habits';
import { nextPeriod, periodOf, streakDay } from './periods';

/** What the analytics need to know about one active (not archived) habit. */
export type HabitHistory = {
  category: HabitCategory;
  frequency: HabitFrequency;
  /** The day the habit was created for. */
  startDay: Day;
  /** The earliest day it was ticked on, or null when never. */
  firstTicked: Day | null;
  /** The days it was ticked on (one per period), at least those of the 30 days before the date on. */
  completionDays: readonly Day[];
  /** Its current streak, as its card shows it (see habitStreak in habits-periods.ts). */
  streak: number;
};

const BEST_CATEGORY_WINDOW_DAYS = 30;
const WEEKLY_WINDOW_DAYS = 7;

/** A habit counts from its start day, or from an earlier day the user back-filled. */
export function effectiveStart(habit: HabitHistory): Day {
  return habit.firstTicked !== null && habit.firstTicked < habit.startDay
    ? habit.firstTicked
    : habit.startDay;
}

export type Tally = { due: number; done: number };

/**
 * Due and completed periods of one habit among those that overlap the days `from`..`to`.
 * A period is due when it overlaps the window and does not end before the habit started. The period
 * that contains `asOf` is still in progress: it counts once it is done, and is not a miss before
 * then (the same rule the streak follows).
 */
export function tallyPeriods(habit: HabitHistory, from: Day, to: Day, asOf: Day): Tally {
  const doneKeys = new Set(habit.completionDays.map((day) => periodOf(day, habit.frequency).key));
  const start = effectiveStart(habit);
  const current = periodOf(asOf, habit.frequency).key;
  const tally: Tally = { due: 0, done: 0 };
  for (let period = periodOf(from, habit.frequency); period.start <= to;) {
    const done = doneKeys.has(period.key);
    if (period.end >= start && (done || period.key !== current)) {
      tally.due += 1;
      if (done) tally.done += 1;
    }
    period = nextPeriod(period, habit.frequency);
  }
  return tally;
}

const rate = ({ due, done }: Tally) => (due === 0 ? 0 : done / due);

/**
 * Habit analytics for the page's selected `date`, with `today` the user's today:
 * - totalHabits: active (not archived) habits.
 * - averageStreak: the mean of those habits' current streaks (each in its own periods), one decimal.
 * - bestCategory: the category with the highest completion rate (done / due periods, summed over its
 *   habits) over the 30 days ending on `date`; ties go to the alphabetically first category id;
 *   null while no category has a completed period in that window (a 0% rate is nobody's best).
 * - weeklyCompletion: the percentage of due habit-periods done among those overlapping the 7 days
 *   ending on `date`, rounded; 0 when nothing was due.
 */
export function habitAnalytics(habits: readonly HabitHistory[], date: Day, today: Day): HabitAnalytics {
  const asOf = streakDay(date, today);
  const totalStreak = habits.reduce((sum, habit) => sum + habit.streak, 0);

  const weekly: Tally = { due: 0, done: 0 };
  const weekStart = addDays(date, 1 - WEEKLY_WINDOW_DAYS);
  const monthStart = addDays(date, 1 - BEST_CATEGORY_WINDOW_DAYS);
  const byCategory = new Map<HabitCategory, Tally>();
  for (const habit of habits) {
    const week = tallyPeriods(habit, weekStart, date, asOf);
    weekly.due += week.due;
    weekly.done += week.done;
    const month = tallyPeriods(habit, monthStart, date, asOf);
    const sum = byCategory.get(habit.category) ?? { due: 0, done: 0 };
    byCategory.set(habit.category, { due: sum.due + month.due, done: sum.done + month.done });
  }

  let bestCategory: HabitCategory | null = null;
  for (const category of [...HABIT_CATEGORIES].sort()) {
    const tally = byCategory.get(category);
    if (!tally || tally.done === 0) continue;
    const best = bestCategory ? byCategory.get(bestCategory) : undefined;
    if (!best || rate(tally) > rate(best)) bestCategory = category;
  }

  return {
    totalHabits: habits.length,
    averageStreak: habits.length === 0 ? 0 : Math.round((totalStreak / habits.length) * 10) / 10,
    bestCategory,
    weeklyCompletion: weekly.due === 0 ? 0 : Math.round((weekly.done / weekly.due) * 100),
  };
}
