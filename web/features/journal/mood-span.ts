import { addDays } from '#domain/shared/dates';
import { periodOf } from '#domain/habits/periods';
import { periodKeyOf, type MoodGrouping } from '#domain/journal/mood';
import { shortDay, shortMonth } from './format';

export type MoodRange = '12w' | '12m';

/** The span a range covers, ending today: twelve whole ISO weeks, or twelve calendar months. */
export function moodSpan(range: MoodRange, today: string): { by: MoodGrouping; from: string; to: string } {
  if (range === '12w') return { by: 'week', from: periodOf(addDays(today, -77), 'weekly').start, to: today };
  const month = Number(today.slice(5, 7)) - 1 - 11;
  const year = Number(today.slice(0, 4)) + Math.floor(month / 12);
  const first = `${year}-${String((((month % 12) + 12) % 12) + 1).padStart(2, '0')}-01`;
  return { by: 'month', from: first, to: today };
}

/** Each period's label: a week by its Monday ("16 Nov"), a month by name and year. */
export function periodLabels(by: MoodGrouping, from: string, to: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodKeyOf(day, by);
    if (!labels.has(key)) labels.set(key, by === 'month' ? shortMonth(key) : shortDay(day));
  }
  return labels;
}
