import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CreateGoalSchema,
  GOAL_MESSAGES,
  UpdateGoalSchema,
  daysRemaining,
  formatUsd,
  goalProbability,
  probabilityBand,
} from './goals';

describe('goalProbability', () => {
  // A goal set on 2026-01-01 and due on 2026-01-11 (10 days); `today` picks the elapsed share.
  const setOn = '2026-01-01';
  const dueOn = '2026-01-11';
  it.each<[string, number, string, number]>([
    ['just set, nothing done', 0, '2026-01-01', 70],
    ['a tenth of the time, nothing done', 0, '2026-01-02', 35],
    ['halfway, on pace', 50, '2026-01-06', 85],
    ['halfway, ahead of pace', 80, '2026-01-06', 94],
    ['halfway, behind', 10, '2026-01-06', 31],
    ['halfway, nothing done', 0, '2026-01-06', 12],
    ['a quarter of the time, 30 % done', 30, '2026-01-03', 79],
    ['due today, nothing done', 0, '2026-01-11', 6],
    ['due today, half done', 50, '2026-01-11', 69],
    ['long past due counts as due', 50, '2026-06-01', 69],
    ['complete', 100, '2026-01-06', 100],
    ['complete after the date', 100, '2027-01-01', 100],
    ['today before the set day (clock skew) counts as just set', 0, '2025-12-31', 70],
  ])('%s (progress %i%%, on %s) -> %i', (_name, progress, today, expected) =>
    expect(goalProbability({ progress, setOn, dueOn, today })).toBe(expected),
  );

  it.each<[string, string, number]>([
    ['due the day it was set, seen that day', '2026-01-01', 6],
    ['due before it was set, seen that day', '2026-01-01', 6],
  ])('%s', (_name, today, expected) => {
    expect(goalProbability({ progress: 0, setOn: '2026-01-01', dueOn: '2026-01-01', today })).toBe(expected);
  });

  it('treats a date set in the past as due', () => {
    expect(
      goalProbability({ progress: 0, setOn: '2026-01-05', dueOn: '2026-01-01', today: '2026-01-05' }),
    ).toBe(6);
  });

  it('stays within 0-100 and grows with progress', () => {
    for (let e = 0; e <= 10; e += 1) {
      let previous = -1;
      for (let progress = 0; progress <= 100; progress += 5) {
        const value = goalProbability({
          progress,
          setOn,
          dueOn,
          today: `2026-01-${String(1 + e).padStart(2, '0')}`,
        });
        expect(value).toBeGreaterThanOrEqual(Math.max(previous, 0));
        expect(value).toBeLessThanOrEqual(100);
        previous = value;
      }
    }
  });
});

describe('probabilityBand', () => {
  it.each<[number, string]>([
    [100, 'excellent'],
    [80, 'excellent'],
    [79, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'low'],
    [0, 'low'],
  ])('%i -> %s', (probability, band) => expect(probabilityBand(probability)).toBe(band));
});

describe('daysRemaining (rounded up, floored at 0)', () => {
  it.each<[string, string, string, string, number]>([
    ['a week ahead', '2026-11-28', '2026-11-21T10:00:00Z', 'UTC', 7],
    ['tomorrow, just after midnight', '2026-11-22', '2026-11-21T00:00:01Z', 'UTC', 1],
    ['tomorrow, one second before midnight', '2026-11-22', '2026-11-21T23:59:59Z', 'UTC', 1],
    ['the day itself', '2026-11-21', '2026-11-21T08:00:00Z', 'UTC', 0],
    ['the day has passed', '2026-11-01', '2026-11-21T08:00:00Z', 'UTC', 0],
    ['still the day before in New York', '2026-11-21', '2026-11-21T04:30:00Z', 'America/New_York', 1],
    ['already the day in Auckland', '2026-11-22', '2026-11-21T11:30:00Z', 'Pacific/Auckland', 0],
    ['across spring-forward (23-hour day)', '2026-03-09', '2026-03-07T12:00:00Z', 'America/New_York', 2],
    ['the evening before fall-back', '2026-10-26', '2026-10-24T21:30:00Z', 'Europe/Paris', 2],
    [
      'midnight starting a 25-hour day is still one day ahead',
      '2026-10-26',
      '2026-10-24T22:00:00Z',
      'Europe/Paris',
      1,
    ],
  ])('%s (due %s, now %s in %s) -> %i', (_name, dueOn, now, zone, expected) =>
    expect(daysRemaining(dueOn, new Date(now), zone)).toBe(expected),
  );
});

describe('formatUsd', () => {
  it.each<[number, string]>([
    [0, '$0'],
    [5, '$5'],
    [1500, '$1,500'],
    [1_000_000, '$1,000,000'],
    [1_000_000_000_000, '$1,000,000,000,000'],
    [99.6, '$100'],
  ])('%d -> %s', (amount, text) => expect(formatUsd(amount)).toBe(text));
});

describe('goal contracts', () => {
  const valid = { title: 'Financial freedom', manifestationDate: '2027-01-01' };
  const firstMessage = (input: unknown, schema: z.ZodType = CreateGoalSchema) => {
    const result = schema.safeParse(input);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it.each<[string, unknown, string | null]>([
    ['valid', valid, null],
    ['with all fields', { ...valid, description: 'Own my home', targetAmount: 250000 }, null],
    ['missing date', { title: 'x' }, GOAL_MESSAGES.dateRequired],
    ['empty date', { ...valid, manifestationDate: '' }, GOAL_MESSAGES.dateRequired],
    ['unparsable date', { ...valid, manifestationDate: 'next spring' }, GOAL_MESSAGES.dateInvalid],
    ['impossible date', { ...valid, manifestationDate: '2027-02-30' }, GOAL_MESSAGES.dateInvalid],
    ['blank title', { ...valid, title: '   ' }, GOAL_MESSAGES.titleRequired],
    ['missing title', { manifestationDate: '2027-01-01' }, GOAL_MESSAGES.titleRequired],
    ['fractional amount', { ...valid, targetAmount: 10.5 }, 'must be a whole number of dollars'],
    ['amount as money text', { ...valid, targetAmount: '$1,500' }, null],
    ['amount as garbage text', { ...valid, targetAmount: 'lots' }, 'must be a whole number of dollars'],
    ['negative amount as text', { ...valid, targetAmount: '-5' }, 'must be a whole number of dollars'],
    ['unknown field', { ...valid, probability: 99 }, 'Unrecognized key: "probability"'],
  ])('%s', (_name, input, message) => expect(firstMessage(input)).toBe(message));

  it('accepts partial updates and refuses an empty one or progress above 100', () => {
    expect(UpdateGoalSchema.safeParse({ currentProgress: 40 }).success).toBe(true);
    expect(UpdateGoalSchema.safeParse({ description: null, targetAmount: null }).success).toBe(true);
    expect(firstMessage({}, UpdateGoalSchema)).toBe('Nothing to update.');
    expect(firstMessage({ currentProgress: 101 }, UpdateGoalSchema)).toBe('must be from 0 to 100');
  });
});

describe('goal probability over a hand-computed history', () => {
  // "Emergency fund", set on 1 March 2026 and due on 31 March: 30 days. p = progress / 100,
  // e = days used / 30, pace = min(1, (p + 0.1) / (e + 0.1)), probability = round(100 (p + (1 - p) 0.7 pace)).
  const setOn = '2026-03-01';
  const dueOn = '2026-03-31';
  it.each<[string, string, number, number]>([
    // e = 0, p = 0: pace = 0.1 / 0.1 = 1; 100 * 0.7 = 70 (the "70% probability" of a new goal).
    ['set today, nothing done', '2026-03-01', 0, 70],
    // e = 6/30 = 0.2, p = 0: pace = 0.1 / 0.3 = 1/3; 100 * 0.7 / 3 = 23.3 -> 23.
    ['a week on, nothing done', '2026-03-07', 0, 23],
    // e = 6/30 = 0.2, p = 0.2: pace = 0.3 / 0.3 = 1; 100 (0.2 + 0.8 * 0.7) = 76.
    ['a week on, 20 % done: on pace', '2026-03-07', 20, 76],
    // e = 15/30 = 0.5, p = 0.3: pace = 0.4 / 0.6 = 2/3; 100 (0.3 + 0.7 * 0.7 * 2/3) = 62.7 -> 63.
    ['halfway, 30 % done: behind', '2026-03-16', 30, 63],
    // e = 1, p = 0.8: pace = 0.9 / 1.1 = 0.818; 100 (0.8 + 0.2 * 0.7 * 0.818) = 91.5 -> 91 (91.45).
    ['due today, 80 % done', '2026-03-31', 80, 91],
    // Done: p = 1, so 100 whatever the time.
    ['ten days late, complete', '2026-04-10', 100, 100],
  ])('%s (%s, %i %%) -> %i', (_, today, progress, expected) =>
    expect(goalProbability({ progress, setOn, dueOn, today })).toBe(expected),
  );
});
