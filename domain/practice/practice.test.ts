import { describe, expect, it } from 'vitest';
import { addDays, type Day } from '#domain/shared/dates';
import {
  dailyExperience,
  dayStreak,
  streakOfDays,
  emptyDay,
  foldPractice,
  levelFor,
  levelStartsAt,
  totalExperience,
  weeklyPractice,
  type DailyPractice,
} from './practice';

const TODAY = '2026-11-21';

/** One ritual on each given day. */
const ritualsOn = (...days: Day[]): DailyPractice[] => days.map((day) => ({ ...emptyDay(day), rituals: 1 }));

/** One ritual on each of the days `offsets` before today (0 = today). */
const daysAgo = (today: Day, ...offsets: number[]) => ritualsOn(...offsets.map((n) => addDays(today, -n)));

/** Practice on `count` consecutive days ending `endOffset` days before today. */
const run = (count: number, endOffset = 0, today: Day = TODAY) =>
  daysAgo(today, ...Array.from({ length: count }, (_, i) => endOffset + i));

describe('dayStreak', () => {
  it.each<[string, DailyPractice[], Day, number]>([
    ['no practice at all', [], TODAY, 0],
    ['practised today only', daysAgo(TODAY, 0), TODAY, 1],
    ['practised yesterday only (today still open)', daysAgo(TODAY, 1), TODAY, 1],
    ['three days ending today', daysAgo(TODAY, 0, 1, 2), TODAY, 3],
    ['two days ending yesterday', daysAgo(TODAY, 1, 2), TODAY, 2],
    ['last practice two days ago: broken', daysAgo(TODAY, 2, 3, 4), TODAY, 0],
    ['a gap yesterday ends the run at today', daysAgo(TODAY, 0, 2, 3), TODAY, 1],
    ['a practice tomorrow (another zone) does not count', daysAgo(TODAY, -1), TODAY, 0],
    ['tomorrow plus today counts today only', daysAgo(TODAY, -1, 0), TODAY, 1],
    ['over a year boundary', ritualsOn('2025-12-30', '2025-12-31', '2026-01-01'), '2026-01-01', 3],
    ['over a leap day', ritualsOn('2024-02-28', '2024-02-29', '2024-03-01'), '2024-03-01', 3],
    ['over a spring-forward day', ritualsOn('2026-03-07', '2026-03-08', '2026-03-09'), '2026-03-09', 3],
    ['over a fall-back day', ritualsOn('2026-10-24', '2026-10-25', '2026-10-26'), '2026-10-26', 3],
    ['a long run of 400 days', run(400), TODAY, 400],
    ['days with nothing done do not count', [emptyDay(TODAY), emptyDay(addDays(TODAY, -1))], TODAY, 0],
  ])('%s -> %i', (_name, days, today, expected) => expect(dayStreak(days, today)).toBe(expected));

  it('counts a day once whatever it holds', () => {
    const busy = [{ day: TODAY, rituals: 5, habits: 2, meditations: 1, minutes: 15 }];
    expect(dayStreak(busy, TODAY)).toBe(1);
  });
});

describe('experience', () => {
  const day = (fields: Partial<DailyPractice>): DailyPractice => ({ ...emptyDay(TODAY), ...fields });
  it.each<[string, DailyPractice, number]>([
    ['nothing', day({}), 0],
    ['one ritual', day({ rituals: 1 }), 10],
    ['the five default rituals', day({ rituals: 5 }), 50],
    ['one habit', day({ habits: 1 }), 15],
    ['a 15-minute meditation', day({ meditations: 1, minutes: 15 }), 35],
    ['a full day of everything', day({ rituals: 5, habits: 3, meditations: 1, minutes: 25 }), 140],
    ['twenty rituals stop at the daily cap', day({ rituals: 20 }), 150],
  ])('%s -> %i XP', (_name, practice, expected) => expect(dailyExperience(practice)).toBe(expected));

  it('sums days, each capped on its own', () => {
    const days = [
      { ...emptyDay('2026-11-20'), rituals: 40 },
      { ...emptyDay('2026-11-21'), rituals: 2 },
    ];
    expect(totalExperience(days)).toBe(170);
  });
});

describe('levelFor', () => {
  it.each<[number, number, number]>([
    [0, 1, 0],
    [-20, 1, 0],
    [50, 1, 50],
    [99, 1, 99],
    [100, 2, 0],
    [150, 2, 25],
    [299, 2, 99],
    [300, 3, 0],
    [599, 3, 99],
    [600, 4, 0],
    [1000, 5, 0],
    [4500, 10, 0],
    [4999, 10, 49],
    [49_599, 31, 99],
    [49_600, 32, 0],
    [5_000_000, 316, 72],
  ])('%i XP -> level %i, %i%%', (xp, level, progress) => {
    expect(levelFor(xp)).toMatchObject({ level, levelProgress: progress });
  });

  it('has thresholds 0, 100, 300, 600, 1000', () => {
    expect([1, 2, 3, 4, 5].map(levelStartsAt)).toEqual([0, 100, 300, 600, 1000]);
  });

  it('is monotonic and progress stays within 0-99', () => {
    let previous = levelFor(0);
    for (let xp = 1; xp <= 20_000; xp += 7) {
      const next = levelFor(xp);
      expect(next.level * 100 + next.levelProgress).toBeGreaterThanOrEqual(
        previous.level * 100 + previous.levelProgress,
      );
      expect(next.levelProgress).toBeGreaterThanOrEqual(0);
      expect(next.levelProgress).toBeLessThan(100);
      previous = next;
    }
  });
});

describe('weeklyPractice', () => {
  it('sums the last 7 local days, today included', () => {
    const days: DailyPractice[] = [
      { day: TODAY, rituals: 3, habits: 1, meditations: 1, minutes: 15 },
      { day: addDays(TODAY, -6), rituals: 1, habits: 0, meditations: 1, minutes: 20 },
      { day: addDays(TODAY, -7), rituals: 5, habits: 5, meditations: 1, minutes: 25 },
      { day: addDays(TODAY, 1), rituals: 2, habits: 0, meditations: 0, minutes: 0 },
    ];
    expect(weeklyPractice(days, TODAY)).toEqual({
      from: '2026-11-15',
      to: TODAY,
      minutesMeditated: 35,
      ritualsCompleted: 4,
      habitsCompleted: 1,
      activeDays: [true, false, false, false, false, false, true],
    });
  });

  it('is all zeros for a new user', () => {
    expect(weeklyPractice([], TODAY)).toMatchObject({
      minutesMeditated: 0,
      ritualsCompleted: 0,
      habitsCompleted: 0,
      activeDays: [false, false, false, false, false, false, false],
    });
  });
});

describe('foldPractice', () => {
  it('merges kinds per day, counts minutes from meditations only, oldest first', () => {
    expect(
      foldPractice([
        { day: '2026-11-21', kind: 'ritual', count: 3, minutes: 0 },
        { day: '2026-11-20', kind: 'meditation', count: 2, minutes: 27 },
        { day: '2026-11-21', kind: 'habit', count: 1, minutes: 9 },
        { day: '2026-11-21', kind: 'meditation', count: 1, minutes: 15 },
      ]),
    ).toEqual([
      { day: '2026-11-20', rituals: 0, habits: 0, meditations: 2, minutes: 27 },
      { day: '2026-11-21', rituals: 3, habits: 1, meditations: 1, minutes: 15 },
    ]);
  });
});

describe('streakOfDays', () => {
  const today = '2026-03-10';
  it.each<[string[], number]>([
    [[], 0],
    [[today], 1],
    [['2026-03-09', '2026-03-08'], 2],
    [[today, '2026-03-09', '2026-03-07'], 2],
    [['2026-03-08', '2026-03-07'], 0],
    [['2026-03-11', today], 1],
  ])('%o -> %d', (days, expected) => expect(streakOfDays(days, today)).toBe(expected));
});
