import { describe, expect, it } from 'vitest';
import type { HabitFrequency } from './habits';
import { habitHeatmap, heatmapRange, recentCompletionDays, type HeatmapState } from './heatmap';

describe('heatmapRange', () => {
  it.each([
    ['2026-11-18', '2026-08-31', '2026-11-22'],
    ['2027-01-01', '2026-10-12', '2027-01-03'],
  ])('%s -> %s..%s', (date, start, end) => expect(heatmapRange(date)).toEqual({ start, end }));
});

describe('recentCompletionDays', () => {
  it.each<[HabitFrequency, string[], string[]]>([
    ['daily', ['2026-08-30', '2026-08-31', '2026-11-22', '2026-11-23'], ['2026-08-31', '2026-11-22']],
    // A monthly tick on 2 August still shades the days of August inside the range.
    ['monthly', ['2026-07-30', '2026-08-02', '2026-11-01'], ['2026-08-02', '2026-11-01']],
  ])('%s', (frequency, days, expected) =>
    expect(recentCompletionDays(frequency, days, '2026-11-18')).toEqual(expected),
  );
});

const stateOf = (
  frequency: HabitFrequency,
  days: string[],
  date: string,
  day: string,
): HeatmapState | undefined =>
  habitHeatmap(frequency, days, date)
    .weeks.flat()
    .find((cell) => cell.day === day)?.state;

describe('habitHeatmap cells', () => {
  it('is 12 weeks of 7 days, Monday first, ending with the week of the date', () => {
    const { weeks } = habitHeatmap('daily', [], '2026-11-18');
    expect(weeks).toHaveLength(12);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.day).toBe('2026-08-31');
    expect(weeks[11]?.[6]?.day).toBe('2026-11-22');
  });

  it.each<[HabitFrequency, string[], string, HeatmapState]>([
    ['daily', ['2026-11-17'], '2026-11-17', 'done'],
    ['daily', ['2026-11-17'], '2026-11-16', 'open'],
    ['daily', ['2026-11-17'], '2026-11-19', 'after'],
    ['weekly', ['2026-11-17'], '2026-11-16', 'covered'],
    ['weekly', ['2026-11-17'], '2026-11-09', 'open'],
    ['monthly', ['2026-09-02'], '2026-09-30', 'covered'],
  ])('%s ticked %j: %s is %s', (frequency, days, day, expected) =>
    expect(stateOf(frequency, days, '2026-11-18', day)).toBe(expected),
  );
});

describe('habitHeatmap summary', () => {
  it.each<[HabitFrequency, string[], string]>([
    ['daily', [], 'Last 12 weeks: done on 0 of 80 days'],
    ['daily', ['2026-11-16', '2026-11-18'], 'Last 12 weeks: done on 2 of 80 days'],
    ['weekly', ['2026-11-17', '2026-11-10'], 'Last 12 weeks: done in 2 of 12 weeks'],
    ['monthly', ['2026-11-01'], 'Last 12 weeks: done in 1 of 4 months'],
  ])('%s %j', (frequency, days, expected) =>
    expect(habitHeatmap(frequency, days, '2026-11-18').summary).toBe(expected),
  );

  it('counts the months a range starting mid-month touches', () => {
    expect(habitHeatmap('monthly', [], '2026-03-31').summary).toBe('Last 12 weeks: done in 0 of 3 months');
  });
});
