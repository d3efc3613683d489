import { addDays, dayNumber, type Day } from '#domain/shared/dates';
import type { DailyPractice } from './practice';

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
