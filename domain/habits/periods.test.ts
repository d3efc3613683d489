import { endOfISOWeek, endOfMonth, format, getISOWeek, getISOWeekYear, startOfISOWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addDays, dayToDate, localDay } from '#domain/shared/dates';
import type { HabitFrequency } from './habits';
import {
  currentStreak,
  habitStreak,
  latestStartedDay,
  periodKey,
  periodOf,
  previousPeriod,
  oldestUsableAnchor,
  streakAnchorBefore,
  streakDay,
  streakWindowStart,
} from './periods';
import { heatmapRange } from './heatmap';
import { walkStreak, type StreakWalk, type UnitStatus } from '#domain/practice/streak';

describe('periodOf', () => {
  it.each<[string, HabitFrequency, string, string, string]>([
    ['2026-11-18', 'daily', '2026-11-18', '2026-11-18', '2026-11-18'],
    ['2026-11-18', 'weekly', '2026-W47', '2026-11-16', '2026-11-22'],
    ['2026-11-22', 'weekly', '2026-W47', '2026-11-16', '2026-11-22'],
    ['2026-11-23', 'weekly', '2026-W48', '2026-11-23', '2026-11-29'],
    // 2026 starts on a Thursday, so it has an ISO week 53 that runs into 2027.
    ['2026-12-31', 'weekly', '2026-W53', '2026-12-28', '2027-01-03'],
    ['2027-01-03', 'weekly', '2026-W53', '2026-12-28', '2027-01-03'],
    ['2027-01-04', 'weekly', '2027-W01', '2027-01-04', '2027-01-10'],
    // ...and 2024-12-30 already belongs to 2025's first week.
    ['2024-12-30', 'weekly', '2025-W01', '2024-12-30', '2025-01-05'],
    ['2026-02-10', 'monthly', '2026-02', '2026-02-01', '2026-02-28'],
    ['2024-02-10', 'monthly', '2024-02', '2024-02-01', '2024-02-29'],
    ['2026-12-31', 'monthly', '2026-12', '2026-12-01', '2026-12-31'],
  ])('%s %s -> %s (%s..%s)', (day, frequency, key, start, end) => {
    expect(periodOf(day, frequency)).toEqual({ key, start, end });
  });
});

describe('periodOf agrees with date-fns on every day from 2019 to 2031', () => {
  const asDay = (date: Date) => format(date, 'yyyy-MM-dd');
  const days = Array.from({ length: 12 * 366 }, (_, index) => addDays('2019-01-01', index));
  it('weekly: ISO week, year of its Thursday, Monday to Sunday', () => {
    for (const day of days) {
      const date = dayToDate(day);
      expect(periodOf(day, 'weekly')).toEqual({
        key: `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`,
        start: asDay(startOfISOWeek(date)),
        end: asDay(endOfISOWeek(date)),
      });
    }
  });
  it('monthly: first to last day of the calendar month', () => {
    for (const day of days) {
      expect(periodOf(day, 'monthly').end).toBe(asDay(endOfMonth(dayToDate(day))));
    }
  });
});

type StreakCase = [name: string, frequency: HabitFrequency, days: string[], asOf: string, expected: number];

const streakCases: StreakCase[] = [
  ['no completions', 'daily', [], '2026-11-18', 0],
  ['today only', 'daily', ['2026-11-18'], '2026-11-18', 1],
  ['three days up to today', 'daily', ['2026-11-16', '2026-11-17', '2026-11-18'], '2026-11-18', 3],
  ['today not done yet keeps the streak', 'daily', ['2026-11-16', '2026-11-17'], '2026-11-18', 2],
  ['yesterday missed breaks it', 'daily', ['2026-11-15', '2026-11-16'], '2026-11-18', 0],
  [
    'a gap stops the count',
    'daily',
    ['2026-11-13', '2026-11-15', '2026-11-16', '2026-11-18'],
    '2026-11-18',
    1,
  ],
  ['completions after asOf are ignored', 'daily', ['2026-11-17', '2026-11-19'], '2026-11-18', 1],
  ['across the new year', 'daily', ['2026-12-30', '2026-12-31', '2027-01-01'], '2027-01-01', 3],
  ['across 29 February', 'daily', ['2024-02-28', '2024-02-29', '2024-03-01'], '2024-03-01', 3],
  // New York springs forward on 2026-03-08 and falls back on 2026-11-01; days stay days.
  ['across spring-forward', 'daily', ['2026-03-07', '2026-03-08', '2026-03-09'], '2026-03-09', 3],
  ['across fall-back', 'daily', ['2026-10-31', '2026-11-01', '2026-11-02'], '2026-11-02', 3],
  ['weekly: this week and last', 'weekly', ['2026-11-10', '2026-11-18'], '2026-11-19', 2],
  ['weekly: this week not done yet', 'weekly', ['2026-11-02', '2026-11-12'], '2026-11-18', 2],
  ['weekly: two ticks in one week count once', 'weekly', ['2026-11-16', '2026-11-18'], '2026-11-18', 1],
  ['weekly: a skipped week breaks it', 'weekly', ['2026-11-02', '2026-11-18'], '2026-11-18', 1],
  ['weekly: through ISO week 53', 'weekly', ['2026-12-21', '2026-12-31', '2027-01-05'], '2027-01-06', 3],
  ['weekly: Sunday then Monday are two weeks', 'weekly', ['2026-11-22', '2026-11-23'], '2026-11-23', 2],
  ['monthly: three months', 'monthly', ['2026-09-30', '2026-10-01', '2026-11-15'], '2026-11-18', 3],
  ['monthly: this month not done yet', 'monthly', ['2026-09-05', '2026-10-05'], '2026-11-18', 2],
  ['monthly: across the year', 'monthly', ['2026-11-20', '2026-12-01', '2027-01-02'], '2027-01-02', 3],
  ['monthly: a missed month breaks it', 'monthly', ['2026-08-05', '2026-10-05'], '2026-11-18', 1],
];

describe('currentStreak', () => {
  it.each(streakCases)('%s', (_name, frequency, days, asOf, expected) => {
    const keys = new Set(days.map((day) => periodKey(day, frequency)));
    expect(currentStreak(frequency, keys, asOf)).toBe(expected);
  });

  it('counts days from instants taken either side of a daylight-saving change', () => {
    // Evening ticks in New York, each an hour before local midnight, across 2026-03-08.
    const instants = ['2026-03-07T04:00:00Z', '2026-03-08T03:00:00Z', '2026-03-09T03:00:00Z'];
    const days = instants.map((instant) => localDay(new Date(instant), 'America/New_York'));
    expect(days).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
    expect(currentStreak('daily', new Set(days), '2026-03-09')).toBe(3);
  });
});

const pick = ({ streak, settled, freezesBanked }: StreakWalk) => ({ streak, settled, freezesBanked });

describe('habitStreak walks the same periods as periodOf and previousPeriod', () => {
  // The walk as the periods define it, one period at a time: what the counted-down walk must equal.
  const reference = (
    frequency: HabitFrequency,
    done: Set<string>,
    asOf: string,
    skipped: Set<string>,
    from?: string,
  ) => {
    const earliest = from === undefined ? [...done].sort()[0] : periodKey(from, frequency);
    const statuses: UnitStatus[] = [];
    if (earliest !== undefined)
      for (
        let period = periodOf(asOf, frequency);
        period.key >= earliest;
        period = previousPeriod(period, frequency)
      )
        statuses.push(done.has(period.key) ? 'done' : skipped.has(period.key) ? 'rest' : 'missed');
    return walkStreak(statuses.reverse());
  };

  it.each(['daily', 'weekly', 'monthly'] as const)('%s, across year ends and 53-week years', (frequency) => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (const asOf of ['2020-12-31', '2021-01-03', '2026-01-01', '2026-12-28', '2027-01-04', '2032-12-31']) {
      for (let round = 0; round < 20; round += 1) {
        const done = new Set<string>();
        const skipped = new Set<string>();
        for (let back = 0; back < 400; back += 1) {
          const key = periodKey(addDays(asOf, -back), frequency);
          const roll = random();
          if (roll < 0.7) done.add(key);
          else if (roll < 0.75) skipped.add(key);
        }
        expect(habitStreak(frequency, done, asOf, skipped)).toEqual(
          reference(frequency, done, asOf, skipped),
        );
      }
    }
  });

  it.each(['daily', 'weekly', 'monthly'] as const)(
    '%s, from a given day: the same streak, freezes and settling as walking every period from it',
    (frequency) => {
      let seed = 5;
      const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
      for (let round = 0; round < 200; round += 1) {
        const asOf = addDays('2026-11-23', -Math.floor(random() * 800));
        const from = addDays(asOf, -Math.floor(random() * 900));
        // Sparse, recent-only or empty histories: the walk stops early before the earliest done one.
        const span = Math.floor(random() * 300);
        const doneChance = random();
        const done = new Set<string>();
        const skipped = new Set<string>();
        for (let back = 0; back < span; back += 1) {
          const key = periodKey(addDays(asOf, -back), frequency);
          const roll = random();
          if (roll < doneChance) done.add(key);
          else if (roll < doneChance + 0.1) skipped.add(key);
        }
        const { streak, settled, freezesBanked } = habitStreak(frequency, done, asOf, skipped, { from });
        expect({ streak, settled, freezesBanked }).toEqual(
          pick(reference(frequency, done, asOf, skipped, from)),
        );
      }
    },
  );
});

describe('streakWindowStart', () => {
  it.each<[string, HabitFrequency, string]>([
    // Monday 23 November: its week and the eleven before, from Monday 7 September.
    ['2026-11-23', 'daily', '2026-09-07'],
    ['2026-11-29', 'daily', '2026-09-07'],
    ['2026-11-23', 'weekly', '2026-09-07'],
    ['2026-11-23', 'monthly', '2026-09-01'],
    // Friday 1 January 2027 belongs to the week of Monday 28 December: from Monday 12 October.
    ['2027-01-01', 'weekly', '2026-10-12'],
    ['2027-01-01', 'monthly', '2026-10-01'],
    ['2026-03-31', 'weekly', '2026-01-12'],
  ])('%s, %s: %s', (asOf, frequency, expected) => {
    expect(streakWindowStart(asOf, frequency)).toBe(expected);
  });

  it.each(['daily', 'weekly', 'monthly'] as const)(
    "%s: the heatmap's weeks, in whole periods",
    (frequency) => {
      for (const asOf of ['2026-01-01', '2026-11-23', '2027-01-04', '2028-02-29']) {
        const start = streakWindowStart(asOf, frequency);
        const heatmapStart = heatmapRange(asOf).start;
        expect(periodOf(start, frequency).start).toBe(start);
        expect(start <= heatmapStart && periodOf(start, frequency).end >= heatmapStart).toBe(true);
      }
    },
  );

  it.each<[string, HabitFrequency, string]>([
    ['2026-11-23', 'daily', '2026-08-10'],
    ['2026-11-23', 'weekly', '2026-08-10'],
    ['2026-11-23', 'monthly', '2026-08-01'],
  ])('anchors usable for %s, %s: from %s, four weeks before the window', (asOf, frequency, expected) => {
    expect(oldestUsableAnchor(asOf, frequency)).toBe(expected);
  });
});

describe('habitStreak from the window start', () => {
  const keysFrom = (done: Set<string>, fromKey: string) => new Set([...done].filter((key) => key >= fromKey));

  it('is settled and exact whenever a double miss lies in the window, on random histories', () => {
    let seed = 11;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    let settledWalks = 0;
    for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
      for (let round = 0; round < 60; round += 1) {
        const asOf = addDays('2026-11-23', -Math.floor(random() * 400));
        const doneChance = 0.6 + random() * 0.4;
        const done = new Set<string>();
        const skipped = new Set<string>();
        for (let back = 0; back < 4000; back += 1) {
          const key = periodKey(addDays(asOf, -back), frequency);
          const roll = random();
          if (roll < doneChance) done.add(key);
          else if (roll < doneChance + 0.03) skipped.add(key);
        }
        const from = streakWindowStart(asOf, frequency);
        const windowed = habitStreak(frequency, keysFrom(done, periodKey(from, frequency)), asOf, skipped, {
          from,
        });
        if (!windowed.settled) continue;
        settledWalks += 1;
        expect(windowed.streak).toBe(currentStreak(frequency, done, asOf, skipped));
      }
    }
    expect(settledWalks).toBeGreaterThan(20);
  });

  it('is not settled when a freeze in the window carries a streak begun before it', () => {
    // Every day for 300 days but one, 50 days back: a freeze covers it, so the streak began 300 days ago.
    const asOf = '2026-11-23';
    const done = new Set(
      Array.from({ length: 300 }, (_, back) => addDays(asOf, -back)).filter(
        (day) => day !== addDays(asOf, -50),
      ),
    );
    const from = streakWindowStart(asOf, 'daily');
    const windowed = habitStreak('daily', keysFrom(done, from), asOf, new Set(), { from });
    expect(windowed.settled).toBe(false);
    expect(currentStreak('daily', done, asOf)).toBe(299);
  });

  it('is settled by the empty periods before a habit that began inside the window', () => {
    const asOf = '2026-11-23';
    const done = new Set([addDays(asOf, -2), addDays(asOf, -1), asOf]);
    const walk = habitStreak('daily', done, asOf, new Set(), { from: streakWindowStart(asOf, 'daily') });
    expect(walk).toMatchObject({ settled: true, streak: 3 });
  });
});

describe('streak anchors', () => {
  const keysAfter = (done: ReadonlySet<string>, key: string) => new Set([...done].filter((k) => k > key));

  it('resume the walk exactly, from all the keys or from an earlier anchor, on random histories', () => {
    let seed = 29;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    let anchored = 0;
    for (const frequency of ['daily', 'weekly', 'monthly'] as const) {
      for (let round = 0; round < 60; round += 1) {
        const asOf = addDays('2026-11-23', -Math.floor(random() * 400));
        const doneChance = 0.5 + random() * 0.5;
        const done = new Set<string>();
        const skipped = new Set<string>();
        for (let back = 0; back < 2500; back += 1) {
          const key = periodKey(addDays(asOf, -back), frequency);
          const roll = random();
          if (roll < doneChance) done.add(key);
          else if (roll < doneChance + 0.05) skipped.add(key);
        }
        const before = addDays(asOf, -Math.floor(random() * 2000));
        const anchor = streakAnchorBefore(frequency, done, skipped, before);
        if (!anchor) continue;
        anchored += 1;
        // The latest done period before `before`'s own.
        expect(anchor.key < periodKey(before, frequency)).toBe(true);
        expect(done.has(anchor.key)).toBe(true);
        expect([...done].some((key) => key > anchor.key && key < periodKey(before, frequency))).toBe(false);
        const full = habitStreak(frequency, done, asOf, skipped);
        const resumed = habitStreak(frequency, keysAfter(done, anchor.key), asOf, skipped, { anchor });
        expect(resumed).toMatchObject({
          streak: full.streak,
          freezesBanked: full.freezesBanked,
          settled: true,
        });
        // Moving an anchor forward from itself gives the anchor computed from every key.
        const later = addDays(before, Math.floor(random() * 600));
        const moved = streakAnchorBefore(frequency, keysAfter(done, anchor.key), skipped, later, anchor);
        expect(moved).toEqual(streakAnchorBefore(frequency, done, skipped, later));
      }
    }
    expect(anchored).toBeGreaterThan(150);
  });

  it.each<
    [string, string[], string, { key: string; streak: number; freezesBanked: number; inARow: number } | null]
  >([
    ['nothing done before', ['2026-11-20'], '2026-11-20', null],
    [
      'the latest done day before the one given',
      ['2026-11-10', '2026-11-11', '2026-11-14'],
      '2026-11-14',
      { key: '2026-11-11', streak: 2, freezesBanked: 0, inARow: 2 },
    ],
    // 8 days in a row bank a freeze, the gap of one day spends it: the count toward the next starts again.
    [
      'a freeze spent before it',
      [...Array.from({ length: 8 }, (_, i) => addDays('2026-10-01', i)), '2026-10-10', '2026-10-11'],
      '2026-10-20',
      { key: '2026-10-11', streak: 10, freezesBanked: 0, inARow: 2 },
    ],
  ])('%s', (_name, days, before, expected) => {
    expect(streakAnchorBefore('daily', new Set(days), new Set(), before)).toEqual(expected);
  });
});

describe('streakDay', () => {
  it.each([
    ['2026-11-17', '2026-11-18', '2026-11-18'],
    ['2026-11-18', '2026-11-18', '2026-11-18'],
    ['2026-11-19', '2026-11-18', '2026-11-19'],
  ])('date %s, today %s -> %s', (date, today, expected) => expect(streakDay(date, today)).toBe(expected));
});

describe('latestStartedDay', () => {
  it.each([
    ['2026-11-18T09:59:59Z', '2026-11-18'],
    ['2026-11-18T10:00:00Z', '2026-11-19'],
  ])('%s -> %s', (instant, expected) => expect(latestStartedDay(new Date(instant))).toBe(expected));
});

describe('habit streaks over a hand-computed history', () => {
  const keys = (frequency: HabitFrequency, days: string[]) =>
    new Set(days.map((day) => periodKey(day, frequency)));
  // A daily habit done 1-7 March 2026, missed on the 8th, done the 9th and 10th, missed the 11th
  // and 12th, done the 13th and 14th; Sunday the 15th is today, not done yet.
  const daily = keys('daily', [
    ...['01', '02', '03', '04', '05', '06', '07'].map((d) => `2026-03-${d}`),
    '2026-03-09',
    '2026-03-10',
    '2026-03-13',
    '2026-03-14',
  ]);

  it.each<[string, string, number]>([
    // 1-7 March: 7 days in a row, and the 7th earns a freeze.
    ['after the first week', '2026-03-07', 7],
    // The 8th is missed alone (the 7th and 9th are done): the freeze covers it, the streak stays 7.
    ['the freeze holds the 8th', '2026-03-08', 7],
    // The 9th and 10th add two: 7 + 2 = 9.
    ['then the 9th and 10th', '2026-03-10', 9],
    // The 11th missed, today (the 12th) open: no freeze left (the count restarted on the 9th at 0
    // and is at 2 of 7), so the streak ends.
    ['the 11th missed with no freeze banked', '2026-03-12', 0],
    // The 11th and 12th missed, then the 13th and 14th done; today still open: 2.
    ['Sunday, today not done yet', '2026-03-15', 2],
  ])('%s (%s): %i', (_, asOf, expected) => expect(currentStreak('daily', daily, asOf)).toBe(expected));

  it('a weekly habit: the skipped week is transparent, this week counts once done', () => {
    // Done in ISO weeks 8 (16-22 Feb), 9 (23 Feb-1 Mar) and 11 (9-15 Mar); week 10 skipped.
    // Weeks 8, 9, (10 skipped), 11 = 3. Before this week's tick, on Monday 9 March: 2.
    const done = keys('weekly', ['2026-02-17', '2026-02-27', '2026-03-12']);
    const skipped = keys('weekly', ['2026-03-04']);
    expect(currentStreak('weekly', done, '2026-03-15', skipped)).toBe(3);
    expect(currentStreak('weekly', keys('weekly', ['2026-02-17', '2026-02-27']), '2026-03-09', skipped)).toBe(
      2,
    );
    // Without the skip, week 10 is a lone miss with no freeze banked: the streak is this week's 1.
    expect(currentStreak('weekly', done, '2026-03-15')).toBe(1);
  });
});
