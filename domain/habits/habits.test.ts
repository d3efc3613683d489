import { describe, expect, it } from 'vitest';
import {
  CreateHabitSchema,
  HABIT_CATEGORIES,
  HABIT_CATEGORY_LABELS,
  HABIT_FREQUENCIES,
  UpdateHabitSchema,
  isHotStreak,
  streakBand,
  streakText,
  type StreakBand,
} from './habits';

describe('categories and frequencies (docs/habits.md)', () => {
  it('has the five categories with their labels, in order', () => {
    expect(HABIT_CATEGORIES.map((category) => HABIT_CATEGORY_LABELS[category])).toEqual([
      'Financial Actions',
      'Mindset Shifts',
      'Business Building',
      'Wealth Education',
      'Network Expansion',
    ]);
    expect(HABIT_CATEGORIES).toEqual(['financial', 'mindset', 'business', 'learning', 'networking']);
  });

  it('has daily, weekly and monthly', () => {
    expect(HABIT_FREQUENCIES).toEqual(['daily', 'weekly', 'monthly']);
  });
});

describe('streak bands', () => {
  it.each<[number, StreakBand, boolean]>([
    [0, 'none', false],
    [2, 'none', false],
    [3, 'warm', false],
    [6, 'warm', false],
    [7, 'hot', true],
    [13, 'hot', true],
    [14, 'blazing', true],
    [29, 'blazing', true],
    [30, 'legendary', true],
    [365, 'legendary', true],
  ])('%i -> %s, hot streak %s', (streak, band, hot) => {
    expect(streakBand(streak)).toBe(band);
    expect(isHotStreak(streak)).toBe(hot);
  });

  it.each([
    [1, 'daily', '1 day'],
    [2, 'daily', '2 days'],
    [1, 'weekly', '1 week'],
    [0, 'monthly', '0 months'],
  ] as const)('%i %s -> %s', (streak, frequency, text) => expect(streakText(streak, frequency)).toBe(text));
});

describe('CreateHabitSchema', () => {
  it('defaults category to financial and frequency to daily, and stores an empty unit as null', () => {
    expect(CreateHabitSchema.parse({ title: '  Save 10%  ', unit: '  ' })).toEqual({
      title: 'Save 10%',
      description: '',
      category: 'financial',
      frequency: 'daily',
      targetValue: null,
      unit: null,
    });
  });

  it.each([
    [{ title: '   ' }, 'title'],
    [{ title: 'x'.repeat(101) }, 'title'],
    [{ title: 'ok', category: 'crypto' }, 'category'],
    [{ title: 'ok', frequency: 'hourly' }, 'frequency'],
    [{ title: 'ok', targetValue: '10' }, 'targetValue'],
    [{ title: 'ok', targetValue: 0 }, 'targetValue'],
    [{ title: 'ok', date: '2026-02-30' }, 'date'],
    [{ title: 'ok', extra: true }, ''],
  ])('refuses %j (field %s)', (input, field) => {
    const result = CreateHabitSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path.join('.')).toBe(field);
  });
});

describe('UpdateHabitSchema', () => {
  it.each([
    [{ isArchived: true }, true],
    [{ title: 'New' }, true],
    [{}, false],
    [{ frequency: 'weekly' }, false],
    [{ title: '' }, false],
  ])('%j -> valid %s', (input, valid) => expect(UpdateHabitSchema.safeParse(input).success).toBe(valid));
});
