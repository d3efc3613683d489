import { describe, expect, it } from 'vitest';
import { addDays, localDay, type Day } from '#domain/shared/dates';
import { currentStreak, periodKey } from '#domain/habits/periods';
import {
  MAX_BANKED_FREEZES,
  practiceAnchorBefore,
  practiceStreak,
  walkStreak,
  type UnitStatus,
} from './streak';

/** 'd' done, 'r' rest, '.' missed; the last character is today (still open). */
const units = (pattern: string): UnitStatus[] =>
  [...pattern].map((char) => (char === 'd' ? 'done' : char === 'r' ? 'rest' : 'missed'));

describe('walkStreak: the forgiving streak rule', () => {
  it.each<[string, string, number, number, number[]]>([
    ['nothing yet', '.', 0, 0, []],
    ['today done', 'd', 1, 0, []],
    ['today still open does not break', 'ddd.', 3, 0, []],
    ['a missed day without a freeze breaks', 'ddd.d', 1, 0, []],
    ['seven in a row earn a freeze', 'ddddddd', 7, 1, []],
    ['a freeze covers a single missed day', 'ddddddd.d', 8, 0, [7]],
    ['the covered day does not count', 'ddddddd.', 7, 1, []],
    ['yesterday missed, today open: the freeze holds it', 'ddddddd..', 7, 0, [7]],
    ['two missed days in a row break, freezes or not', 'dddddddddddddd..d', 1, 0, []],
    ['fourteen in a row bank two', 'dddddddddddddd', 14, 2, []],
    ['never more than two banked', 'ddddddddddddddddddddd', 21, MAX_BANKED_FREEZES, []],
    ['a rest day neither breaks nor extends', 'dddrddd', 6, 0, []],
    ['rests do not interrupt the count toward a freeze', 'dddrdddd', 7, 1, []],
    ['rests between two misses do not make them single', 'ddddddd.r.d', 1, 0, []],
    ['a rest right after a miss: still a single miss', 'ddddddd.rd', 8, 0, [7]],
    ['after a freeze the count starts again', 'ddddddd.dddddd', 13, 0, [7]],
    ['a break loses the banked freezes', 'dddddddddddddd..ddddddd', 7, 1, []],
    ['only rests: nothing', 'rrrr', 0, 0, []],
  ])('%s (%s)', (_name, pattern, streak, freezes, frozen) => {
    const walk = walkStreak(units(pattern));
    expect([walk.streak, walk.freezesBanked, walk.frozen]).toEqual([streak, freezes, frozen]);
  });
});

const TODAY = '2026-11-21';
const daysBack = (...offsets: number[]) => offsets.map((offset) => addDays(TODAY, -offset));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('practiceStreak over calendar days', () => {
  it.each<[string, Day[], Day[], number, Day | null]>([
    ['no practice', [], [], 0, null],
    ['rest yesterday keeps a streak ending the day before', daysBack(2, 3, 4), daysBack(1), 3, null],
    ['rest today, practised up to yesterday', daysBack(1, 2), daysBack(0), 2, null],
    ['freeze used two days ago', daysBack(1, ...range(3, 10)), [], 9, addDays(TODAY, -2)],
    ['two missed days before an open today break', daysBack(...range(3, 10)), [], 0, null],
    ['rest days ahead of time change nothing today', daysBack(0, 1), [addDays(TODAY, 3)], 2, null],
  ])('%s', (_name, practised, rest, streak, frozen) => {
    const result = practiceStreak(practised, rest, TODAY);
    expect(result.streak).toBe(streak);
    expect(result.freezeUsedOn).toBe(frozen);
  });

  it('gives the same answer from a window when the streak began after a certain break', () => {
    const practised = [...daysBack(...range(400, 420)), ...daysBack(...range(0, 20))];
    const full = practiceStreak(practised, [], TODAY);
    const windowed = practiceStreak(practised, [], TODAY, { from: addDays(TODAY, -364) });
    expect(windowed).toEqual({ ...full, settled: true });
  });

  it('asks for the whole history when the window starts inside the streak', () => {
    const windowed = practiceStreak(daysBack(...range(0, 400)), [], TODAY, { from: addDays(TODAY, -364) });
    expect(windowed.settled).toBe(false);
    expect(practiceStreak(daysBack(...range(0, 400)), [], TODAY).streak).toBe(401);
  });
});

describe('days are the member’s local calendar days: midnight, DST and zone changes', () => {
  // Each practice is an instant and the zone the member was in; the day is read in that zone.
  const dayOf = (instant: string, zone: string) => localDay(new Date(instant), zone);

  it.each<[string, [string, string][], Day, number]>([
    [
      'just before and after local midnight are two days',
      [
        ['2026-11-19T22:59:00Z', 'Europe/Paris'],
        ['2026-11-19T23:01:00Z', 'Europe/Paris'],
      ],
      '2026-11-20',
      2,
    ],
    [
      'across the spring-forward night in New York (a 23-hour day)',
      [
        ['2026-03-07T04:30:00Z', 'America/New_York'],
        ['2026-03-08T03:30:00Z', 'America/New_York'],
        ['2026-03-09T03:30:00Z', 'America/New_York'],
      ],
      '2026-03-08',
      3,
    ],
    [
      'across the fall-back night in Paris (a 25-hour day)',
      [
        ['2026-10-24T21:30:00Z', 'Europe/Paris'],
        ['2026-10-25T22:30:00Z', 'Europe/Paris'],
      ],
      '2026-10-25',
      2,
    ],
    [
      'flying east skips no day: Tokyo evening after a New York evening',
      [
        ['2026-11-18T23:00:00Z', 'America/New_York'],
        ['2026-11-19T12:00:00Z', 'Asia/Tokyo'],
      ],
      '2026-11-19',
      2,
    ],
    [
      'flying west repeats no day: two practices on one local day count once',
      [
        ['2026-11-19T09:00:00Z', 'Asia/Tokyo'],
        ['2026-11-19T20:00:00Z', 'America/Los_Angeles'],
      ],
      '2026-11-19',
      1,
    ],
  ])('%s', (_name, practices, today, streak) => {
    const days = practices.map(([instant, zone]) => dayOf(instant, zone));
    expect(practiceStreak(days, [], today).streak).toBe(streak);
  });

  it('a zone change that jumps over a local day is a single missed day a freeze can cover', () => {
    // Seven days in Honolulu, then the member moves to Kiritimati (UTC+14) and their next
    // local day skips one calendar day.
    const days = range(0, 6).map((n) => addDays('2026-11-01', n));
    const after = dayOf('2026-11-08T20:00:00Z', 'Pacific/Kiritimati');
    expect(after).toBe('2026-11-09');
    const result = practiceStreak([...days, after], [], after);
    expect(result.streak).toBe(8);
    expect(result.freezeUsedOn).toBe('2026-11-08');
  });
});

describe('habit streaks follow the same rule per period', () => {
  const keys = (frequency: 'daily' | 'weekly', days: Day[]) =>
    new Set(days.map((day) => periodKey(day, frequency)));

  it('a skipped week is transparent', () => {
    const done = keys('weekly', ['2026-10-26', '2026-11-02', '2026-11-16']);
    const skipped = keys('weekly', ['2026-11-09']);
    expect(currentStreak('weekly', done, '2026-11-18')).toBe(1);
    expect(currentStreak('weekly', done, '2026-11-18', skipped)).toBe(3);
  });

  it('seven days in a row earn a freeze that covers one missed day', () => {
    const days = [...range(1, 7).map((n) => `2026-11-0${n}`), '2026-11-09'];
    expect(currentStreak('daily', keys('daily', days), '2026-11-09')).toBe(8);
  });
});

describe('practice anchors', () => {
  it('resume the practice streak exactly, with its first day and last freeze, on random histories', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    let anchored = 0;
    for (let round = 0; round < 150; round += 1) {
      const today = addDays('2026-11-26', -Math.floor(random() * 300));
      const doneChance = 0.6 + random() * 0.4;
      const practised: Day[] = [];
      const rest: Day[] = [];
      for (let back = 0; back < 1200; back += 1) {
        const day = addDays(today, -back);
        const roll = random();
        if (roll < doneChance) practised.push(day);
        else if (roll < doneChance + 0.04) rest.push(day);
      }
      const before = addDays(today, -Math.floor(random() * 1000));
      const anchor = practiceAnchorBefore(practised, rest, before);
      if (!anchor) continue;
      anchored += 1;
      const after = practised.filter((day) => day > anchor.day);
      const full = practiceStreak(practised, rest, today);
      const resumed = practiceStreak(after, rest, today, { anchor });
      expect({ ...resumed, settled: true }).toEqual({ ...full, settled: true });
      const later = addDays(before, Math.floor(random() * 500));
      expect(practiceAnchorBefore(after, rest, later, anchor)).toEqual(
        practiceAnchorBefore(practised, rest, later),
      );
    }
    expect(anchored).toBeGreaterThan(120);
  });
});
