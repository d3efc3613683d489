import { describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/dates';
import { coherenceToday, dayCompletion, emptyCoherenceDay, type CoherenceDay } from './coherence';

const TODAY = '2026-03-15';
/** A member with 5 rituals a day and 1 daily habit. */
const day = (back: number, fields: Partial<CoherenceDay> = {}): CoherenceDay => ({
  ...emptyCoherenceDay(addDays(TODAY, -back)),
  rituals: 5,
  habitsDue: 1,
  ...fields,
});
const complete = (back: number) => day(back, { ritualsDone: 5, habitsDone: 1, meditations: 1 });
const week = (from: number) => Array.from({ length: 7 }, (_, index) => complete(from - index));

describe('dayCompletion', () => {
  it.each<[string, Partial<CoherenceDay>, number]>([
    ['nothing done of 5 rituals, 1 habit, 1 meditation', {}, 0],
    ['one ritual of 7 parts', { ritualsDone: 1 }, 1 / 7],
    ['everything', { ritualsDone: 5, habitsDone: 1, meditations: 1 }, 1],
    ['two meditations count once', { ritualsDone: 5, habitsDone: 1, meditations: 2 }, 1],
    ['no rituals, no habits: one meditation completes it', { rituals: 0, habitsDue: 0, meditations: 1 }, 1],
  ])('%s -> %s', (_, fields, expected) => expect(dayCompletion(day(0, fields))).toBeCloseTo(expected, 10));
});

describe('coherenceToday over hand-made histories', () => {
  // Hand-computed, each day a whole number: max(S + n, round(S + (100 - S) f / 4), round(70 f + 30 r)),
  // at most 100; a missed day: S - 10.
  it.each<[string, CoherenceDay[], number]>([
    ['a new member, nothing yet', [], 0],
    ['day 1: one ritual', [day(0, { ritualsDone: 1 })], 10], // 70/7 = 10
    ['day 1: a complete day', [complete(0)], 74], // 70 + 30/7 = 74.3
    [
      'day 1: one meditation, no rituals or habits',
      [day(0, { rituals: 0, habitsDue: 0, meditations: 1 })],
      74,
    ],
    // 74; 81 (74 + 7 = 81 vs round(80.5) = 81 vs 79); 88 (81 + 7); 95; 100; 100; 100
    ['two complete days', [complete(1), complete(0)], 81],
    ['three complete days', [complete(2), complete(1), complete(0)], 88],
    ['a full week of complete days', week(6), 100],
    // 100 after the week, then 2 missed days: 90, 80; today is still open
    ['a full week, then a 2-day lapse (today still open)', week(9), 80],
    // 80, then today complete: max(80 + 7 = 87, round(85) = 85, round(70 + 30 * 5/7) = 91) = 91
    ['a lapse, then a return today', [...week(9), complete(0)], 91],
    // six missed days take 100 down to 40, and today is still open
    ['a full week, then 6 days without practice', week(13), 40],
    ['rest days hold the figure', [...week(8), day(1, { rest: true }), day(0, { rest: true })], 100],
    ['practice older than 30 days is forgotten', week(40), 0],
  ])('%s -> %s', (_, days, expected) => expect(coherenceToday(days, TODAY)).toBe(expected));

  it('rises with every act of the day and never falls because of one', () => {
    const history = week(9); // 80 this morning
    const acts: Partial<CoherenceDay>[] = [
      {},
      { ritualsDone: 1 },
      { ritualsDone: 2 },
      { ritualsDone: 3 },
      { ritualsDone: 4 },
      { ritualsDone: 5 },
      { ritualsDone: 5, habitsDone: 1 },
      { ritualsDone: 5, habitsDone: 1, meditations: 1 },
    ];
    const values = acts.map((fields) => coherenceToday([...history, day(0, fields)], TODAY));
    for (let index = 1; index < values.length; index += 1)
      expect(values[index] ?? 0).toBeGreaterThan(values[index - 1] ?? 0);
    expect(values[0]).toBe(80);
  });

  it('loses at most 10 points a day without practice, and stays within 0-100', () => {
    const history = [...week(20)];
    let previous = coherenceToday(history, addDays(TODAY, -14));
    for (let back = 13; back >= 0; back -= 1) {
      const value = coherenceToday(history, addDays(TODAY, -back));
      expect(previous - value).toBeLessThanOrEqual(10);
      expect(value).toBeGreaterThanOrEqual(0);
      previous = value;
    }
  });
});
