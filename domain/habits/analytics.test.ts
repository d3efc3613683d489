import { describe, expect, it } from 'vitest';
import type { HabitAnalytics } from './habits';
import { effectiveStart, habitAnalytics, tallyPeriods, type HabitHistory } from './analytics';
import { currentStreak, periodKey } from './periods';

/** A habit with every tick given; its first tick and its streak as of the tests' today, 2026-11-18. */
const habit = (fields: Partial<HabitHistory>): HabitHistory => {
  const frequency = fields.frequency ?? 'daily';
  const completionDays = fields.completionDays ?? [];
  return {
    category: 'financial',
    frequency,
    startDay: '2026-10-01',
    completionDays,
    firstTicked: [...completionDays].sort()[0] ?? null,
    streak: currentStreak(
      frequency,
      new Set(completionDays.map((day) => periodKey(day, frequency))),
      '2026-11-18',
    ),
    ...fields,
  };
};

const days = (from: number, to: number, month = '2026-11') =>
  Array.from({ length: to - from + 1 }, (_, i) => `${month}-${String(from + i).padStart(2, '0')}`);

describe('effectiveStart', () => {
  it.each([
    [habit({ startDay: '2026-11-18' }), '2026-11-18'],
    [habit({ startDay: '2026-11-18', completionDays: ['2026-11-17', '2026-11-18'] }), '2026-11-17'],
    // Ticks older than those handed over still count, through the first tick.
    [
      habit({ startDay: '2026-11-18', completionDays: ['2026-11-18'], firstTicked: '2026-09-02' }),
      '2026-09-02',
    ],
  ])('%# -> %s', (history, expected) => expect(effectiveStart(history)).toBe(expected));
});

type TallyCase = [string, HabitHistory, string, string, string, { due: number; done: number }];

describe('tallyPeriods', () => {
  it.each<TallyCase>([
    [
      'daily, all done',
      habit({ completionDays: days(12, 18) }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 7, done: 7 },
    ],
    [
      'daily, today open is not a miss',
      habit({ completionDays: days(12, 17) }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 6, done: 6 },
    ],
    [
      'daily, a past open day is a miss',
      habit({ completionDays: days(12, 16) }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 6, done: 5 },
    ],
    [
      'daily, not due before it started',
      habit({ startDay: '2026-11-16' }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 2, done: 0 },
    ],
    [
      'daily, back-filled day moves the start',
      habit({ startDay: '2026-11-18', completionDays: ['2026-11-17'] }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 1, done: 1 },
    ],
    // 12..18 Nov 2026 spans ISO weeks 46 (Thu-Sun) and 47 (Mon-Wed, in progress).
    [
      'weekly, last week done, this week open',
      habit({ frequency: 'weekly', completionDays: ['2026-11-10'] }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 1, done: 1 },
    ],
    [
      'weekly, both weeks done',
      habit({ frequency: 'weekly', completionDays: ['2026-11-10', '2026-11-17'] }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 2, done: 2 },
    ],
    [
      'weekly, past window: both due',
      habit({ frequency: 'weekly', completionDays: ['2026-11-17'] }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-30',
      { due: 2, done: 1 },
    ],
    [
      'monthly, this month open',
      habit({ frequency: 'monthly' }),
      '2026-11-12',
      '2026-11-18',
      '2026-11-18',
      { due: 0, done: 0 },
    ],
    [
      'monthly, 30 days span two months',
      habit({ frequency: 'monthly', completionDays: ['2026-10-02'] }),
      '2026-10-20',
      '2026-11-18',
      '2026-11-18',
      { due: 1, done: 1 },
    ],
  ])('%s', (_name, history, from, to, asOf, expected) => {
    expect(tallyPeriods(history, from, to, asOf)).toEqual(expected);
  });
});

type AnalyticsCase = [string, HabitHistory[], string, string, HabitAnalytics];

describe('habitAnalytics', () => {
  it.each<AnalyticsCase>([
    [
      'no habits',
      [],
      '2026-11-18',
      '2026-11-18',
      { totalHabits: 0, averageStreak: 0, bestCategory: null, weeklyCompletion: 0 },
    ],
    [
      'one new habit, nothing due yet',
      [habit({ startDay: '2026-11-18' })],
      '2026-11-18',
      '2026-11-18',
      { totalHabits: 1, averageStreak: 0, bestCategory: null, weeklyCompletion: 0 },
    ],
    [
      'ticked today and back-filled yesterday',
      [habit({ startDay: '2026-11-18', completionDays: ['2026-11-17', '2026-11-18'] })],
      '2026-11-17',
      '2026-11-18',
      { totalHabits: 1, averageStreak: 2, bestCategory: 'financial', weeklyCompletion: 100 },
    ],
    [
      'streaks averaged to one decimal',
      [
        habit({ completionDays: days(16, 18) }),
        habit({ category: 'mindset', completionDays: days(18, 18) }),
        habit({ category: 'business', completionDays: [] }),
      ],
      '2026-11-18',
      '2026-11-18',
      // Streaks 3 + 1 + 0 over 3 habits; the week: 3 + 1 done of 7 + 7 + 6 due (today still open for the third).
      { totalHabits: 3, averageStreak: 1.3, bestCategory: 'financial', weeklyCompletion: 20 },
    ],
    [
      'best category by rate, not by count',
      [
        habit({ category: 'financial', completionDays: days(1, 15) }),
        habit({ category: 'financial', completionDays: [] }),
        habit({
          category: 'networking',
          frequency: 'weekly',
          completionDays: ['2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10'],
        }),
      ],
      '2026-11-18',
      '2026-11-18',
      { totalHabits: 3, averageStreak: 1.3, bestCategory: 'networking', weeklyCompletion: 38 },
    ],
    [
      'ties go to the alphabetically first category',
      [
        habit({ category: 'mindset', startDay: '2026-11-17', completionDays: ['2026-11-17'] }),
        habit({ category: 'learning', startDay: '2026-11-17', completionDays: ['2026-11-17'] }),
      ],
      '2026-11-18',
      '2026-11-18',
      { totalHabits: 2, averageStreak: 1, bestCategory: 'learning', weeklyCompletion: 100 },
    ],
    [
      'a past date measures streaks from today',
      [habit({ completionDays: days(10, 18) })],
      '2026-11-11',
      '2026-11-18',
      { totalHabits: 1, averageStreak: 9, bestCategory: 'financial', weeklyCompletion: 29 },
    ],
    [
      'no best category while nothing is done',
      [habit({ category: 'mindset' }), habit({ category: 'business', frequency: 'weekly' })],
      '2026-11-18',
      '2026-11-18',
      { totalHabits: 2, averageStreak: 0, bestCategory: null, weeklyCompletion: 0 },
    ],
  ])('%s', (_name, habits, date, today, expected) => {
    expect(habitAnalytics(habits, date, today)).toEqual(expected);
  });
});
