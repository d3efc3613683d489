import { describe, expect, it } from 'vitest';
import { addDays, type Day } from '#domain/shared/dates';
import { dailyExperience, levelFor, levelStartsAt, totalExperience } from './experience';
import { dayStreak, streakOfDays } from './streak';
import { emptyDay, foldPractice, type DailyPractice } from './practice';
import { weeklyPractice } from './week';

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

describe('a hand-computed week: day streak, experience and level progress', () => {
  // Today is Sunday 2026-03-15. What the member did, day by day (r rituals, h habit periods,
  // meditations of m minutes), and the experience each day earns by hand (10 a ritual, 15 a habit
  // period, 20 + 1 a minute a meditation, at most 150 a day):
  //   Mon 03-09  5 r, 1 h, one 10-min meditation        50 + 15 + 30           =  95
  //   Tue 03-10  5 r, 1 h, one 15-min meditation        50 + 15 + 35           = 100
  //   Wed 03-11  nothing                                                        =   0
  //   Thu 03-12  2 r                                    20                     =  20
  //   Fri 03-13  5 r, 2 h, meditations of 25 and 10 min 50 + 30 + 45 + 30 = 155 -> 150 (the cap)
  //   Sat 03-14  one 5-min meditation                   25                     =  25
  //   Sun 03-15  3 r                                    30                     =  30
  // Total 95 + 100 + 0 + 20 + 150 + 25 + 30 = 420 XP. Level 3 starts at 50 * 3 * 2 = 300 and level 4
  // at 50 * 4 * 3 = 600, so level 3 and (420 - 300) / (600 - 300) = 120 / 300 = 40 % of the way.
  // Day streak: Wednesday is a lone missed day, but no freeze is banked (one takes 7 practised days
  // in a row), so the streak restarts on Thursday: Thu, Fri, Sat, Sun = 4.
  const week: DailyPractice[] = [
    { day: '2026-03-09', rituals: 5, habits: 1, meditations: 1, minutes: 10 },
    { day: '2026-03-10', rituals: 5, habits: 1, meditations: 1, minutes: 15 },
    { day: '2026-03-12', rituals: 2, habits: 0, meditations: 0, minutes: 0 },
    { day: '2026-03-13', rituals: 5, habits: 2, meditations: 2, minutes: 35 },
    { day: '2026-03-14', rituals: 0, habits: 0, meditations: 1, minutes: 5 },
    { day: '2026-03-15', rituals: 3, habits: 0, meditations: 0, minutes: 0 },
  ];

  it('earns 95, 100, 20, 150 (capped), 25 and 30 XP on its days', () => {
    expect(week.map(dailyExperience)).toEqual([95, 100, 20, 150, 25, 30]);
  });

  it('totals 420 XP: level 3, 40% of the way to level 4', () => {
    expect(totalExperience(week)).toBe(420);
    expect(levelFor(totalExperience(week))).toEqual({
      level: 3,
      levelProgress: 40,
      experience: 420,
      nextLevelAt: 600,
    });
  });

  it('reads a 4-day streak on Sunday, and 2 on Tuesday evening', () => {
    expect(dayStreak(week, '2026-03-15')).toBe(4);
    // On Tuesday: Mon and Tue = 2. On Wednesday, still open: 2. On Thursday morning, with
    // Wednesday missed and nothing yet on Thursday: Wednesday alone is missed and Thursday is open,
    // but no freeze is banked, so the streak is 0.
    expect(dayStreak(week.slice(0, 2), '2026-03-10')).toBe(2);
    expect(dayStreak(week.slice(0, 2), '2026-03-11')).toBe(2);
    expect(dayStreak(week.slice(0, 2), '2026-03-12')).toBe(0);
  });
});
