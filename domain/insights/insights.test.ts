import { describe, expect, it } from 'vitest';
import {
  bucketStart,
  bucketStarts,
  duePeriods,
  energyComparison,
  habitInsight,
  insightsCsv,
  timeOfDay,
  type Insights,
} from './insights';

describe('insight calendar rules', () => {
  it.each([
    ['2026-11-22', '12w', '2026-11-16'],
    ['2026-11-16', '12w', '2026-11-16'],
    ['2026-11-22', '12m', '2026-11-01'],
  ] as const)('bucket of %s in %s starts %s', (day, range, start) =>
    expect(bucketStart(day, range)).toBe(start),
  );

  it('lists 12 buckets ending with the current one', () => {
    expect(bucketStarts('2026-11-22', '12m')).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(bucketStarts('2026-11-22', '12w')[0]).toBe('2026-08-31');
  });

  it.each([
    [4, 'night'],
    [5, 'morning'],
    [11, 'morning'],
    [12, 'afternoon'],
    [17, 'evening'],
    [22, 'night'],
  ] as const)('hour %i is %s', (hour, name) => expect(timeOfDay(hour)).toBe(name));

  it('counts due periods from the later of start and range, the current one only once done', () => {
    expect(duePeriods('daily', '2026-11-13', null, '2026-01-01', '2026-11-22', false)).toBe(9);
    expect(duePeriods('daily', '2026-11-13', null, '2026-01-01', '2026-11-22', true)).toBe(10);
    expect(duePeriods('weekly', '2020-01-01', null, '2026-11-02', '2026-11-22', false)).toBe(2);
    // Ticked on the seven days before it was created: those days are due too.
    expect(duePeriods('daily', '2026-11-22', '2026-11-15', '2026-01-01', '2026-11-22', true)).toBe(8);
  });

  it.each([
    // Created today, ticked on the 7 days before and today: 8 of 8, not "800% (8 of 1)".
    [
      'back-filled week',
      { startDay: '2026-11-22', firstDone: '2026-11-15', lastDone: '2026-11-22', done: 8 },
      8,
      8,
      100,
    ],
    // Started on the 12th, done 4 times, not today: 4 of the 10 days before today = 40%.
    [
      'a lapse',
      { startDay: '2026-11-12', firstDone: '2026-11-13', lastDone: '2026-11-20', done: 4 },
      4,
      10,
      40,
    ],
    ['never done', { startDay: '2026-11-20', firstDone: null, lastDone: null, done: 0 }, 0, 2, 0],
  ] as const)('habit insight, %s', (_, fields, done, due, rate) => {
    const habit = { title: 'Read', frequency: 'daily' as const, ...fields };
    expect(habitInsight(habit, '2026-09-01', '2026-11-22')).toEqual({ title: 'Read', done, due, rate });
  });
});

describe('energyComparison', () => {
  const days = (count: number, meditated: boolean, energy: number) =>
    Array.from({ length: count }, () => ({ meditated, energy }));
  it('gives the difference with the days behind it', () => {
    expect(energyComparison([...days(7, true, 8), ...days(7, false, 6)])).toEqual({
      withDays: 7,
      withoutDays: 7,
      withMean: 8,
      withoutMean: 6,
      difference: 2,
    });
  });
  it('says nothing below 7 days on either side', () => {
    expect(energyComparison([...days(6, true, 8), ...days(30, false, 6)]).difference).toBeNull();
  });
});

it('writes every series to CSV, quoting where needed', () => {
  const insights: Insights = {
    range: '12w',
    from: '2026-08-31',
    to: '2026-11-22',
    buckets: [
      {
        start: '2026-11-16',
        meditationMinutes: 30,
        rituals: 2,
        habitCompletions: 1,
        checkIns: 3,
        energy: 7.5,
        coherence: null,
      },
    ],
    habits: [{ title: 'Save, then spend', done: 3, due: 4, rate: 75 }],
    timeOfDay: [{ name: 'morning', count: 3 }],
    dayOfWeek: [{ name: 'Monday', count: 2 }],
    bestTimeOfDay: 'morning',
    bestDayOfWeek: 'Monday',
    energyByMeditation: { withDays: 0, withoutDays: 0, withMean: null, withoutMean: null, difference: null },
    streaks: [{ start: '2026-11-20', end: '2026-11-22', days: 3 }],
  };
  const csv = insightsCsv(insights);
  expect(csv.split('\n').slice(0, 2)).toEqual([
    'period_start,meditation_minutes,rituals,habit_completions,check_ins,mean_energy,mean_coherence',
    '2026-11-16,30,2,1,3,7.5,',
  ]);
  expect(csv).toContain('"Save, then spend",3,4,75');
  expect(csv).toContain('2026-11-20,2026-11-22,3');
});

describe('insights percentages over a hand-computed history', () => {
  // Today is Sunday 2026-03-15; the range starts well before every habit.
  const from = '2026-01-01';
  const today = '2026-03-15';

  it.each<[string, Parameters<typeof habitInsight>[0], { done: number; due: number; rate: number }]>([
    [
      // Created Thursday 12 March, but ticked on the 9th and 10th (the date stepper allows it), then
      // on the 12th and 13th; not today. Due from the 9th (the earlier of start and first tick) to
      // the 14th: 9, 10, 11, 12, 13, 14 = 6 days; today is not due until done. 4 / 6 = 66.7 -> 67 %.
      'a back-filled daily habit',
      {
        title: 'Review budget',
        frequency: 'daily',
        startDay: '2026-03-12',
        firstDone: '2026-03-09',
        lastDone: '2026-03-13',
        done: 4,
      },
      { done: 4, due: 6, rate: 67 },
    ],
    [
      // Created today and ticked on the seven days before and today: 8 to 15 March, 8 of 8 = 100 %
      // (the "800% (8 of 1)").
      'ticked on the seven days before it was created',
      {
        title: 'Check my balance',
        frequency: 'daily',
        startDay: '2026-03-15',
        firstDone: '2026-03-08',
        lastDone: '2026-03-15',
        done: 8,
      },
      { done: 8, due: 8, rate: 100 },
    ],
    [
      // Weekly from Monday 16 February (ISO week 8); done in weeks 8, 9 and 11 (this week, so it
      // counts): weeks 8, 9, 10, 11 are due, 3 of 4 = 75 %.
      'a weekly habit, this week done',
      {
        title: 'Plan meals',
        frequency: 'weekly',
        startDay: '2026-02-16',
        firstDone: '2026-02-17',
        lastDone: '2026-03-12',
        done: 3,
      },
      { done: 3, due: 4, rate: 75 },
    ],
    [
      // Monthly from 20 January; done in January only. Due: January and February; March is not
      // done yet so not due. 1 of 2 = 50 %.
      'a monthly habit, this month not yet done',
      {
        title: 'Pay the card in full',
        frequency: 'monthly',
        startDay: '2026-01-20',
        firstDone: '2026-01-25',
        lastDone: '2026-01-25',
        done: 1,
      },
      { done: 1, due: 2, rate: 50 },
    ],
  ])('%s', (_, habit, expected) =>
    expect(habitInsight(habit, from, today)).toEqual({ title: habit.title, ...expected }),
  );
});
