import type { Day } from '#domain/shared/dates';
import type { Habit } from '#domain/habits/habits';
import { periodOf } from '#domain/habits/periods';

/**
 * The habit as it will look once the toggle for `date` lands: done flips, the count moves by one and
 * the heatmap gains the day or loses the tick of that period. The streak waits for the server, which
 * knows the whole history.
 */
export function optimisticToggle(habit: Habit, date: Day): Habit {
  const { key } = periodOf(date, habit.frequency);
  const othersInPeriod = (day: Day) => periodOf(day, habit.frequency).key !== key;
  if (habit.isCompleted) {
    return {
      ...habit,
      isCompleted: false,
      totalCompletions: Math.max(0, habit.totalCompletions - 1),
      recentCompletions: habit.recentCompletions.filter(othersInPeriod),
    };
  }
  return {
    ...habit,
    isCompleted: true,
    totalCompletions: habit.totalCompletions + 1,
    recentCompletions: [...habit.recentCompletions, date].sort(),
  };
}
