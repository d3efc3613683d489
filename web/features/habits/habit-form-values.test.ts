import { describe, expect, it } from 'vitest';
import {
  EMPTY_HABIT_FORM,
  canSave,
  targetError,
  toCreatePayload,
  toUpdatePayload,
  type HabitFormValues,
} from './habit-form-values';

const form = (fields: Partial<HabitFormValues>): HabitFormValues => ({ ...EMPTY_HABIT_FORM, ...fields });

describe('habit form (docs/habits.md)', () => {
  it('defaults category to financial and frequency to daily', () => {
    expect(EMPTY_HABIT_FORM).toMatchObject({ category: 'financial', frequency: 'daily' });
  });

  it.each([
    ['', false],
    ['   ', false],
    ['Save', true],
  ])('title %j can be saved: %s', (title, expected) => expect(canSave(form({ title }))).toBe(expected));

  it.each([
    ['', null],
    ['12.5', null],
    ['0', 'Target must be a number greater than 0.'],
    ['-3', 'Target must be a number greater than 0.'],
  ])('target %j -> %s', (targetValue, expected) => expect(targetError(form({ targetValue }))).toBe(expected));

  it('sends targetValue as a number or null and an empty unit as null', () => {
    expect(toCreatePayload(form({ title: ' Invest ', targetValue: '', unit: '  ' }), '2026-11-18')).toEqual({
      title: 'Invest',
      description: '',
      category: 'financial',
      frequency: 'daily',
      targetValue: null,
      unit: null,
      reminderTime: null,
      date: '2026-11-18',
    });
    expect(
      toCreatePayload(form({ title: 'Invest', targetValue: '250', unit: 'USD' }), '2026-11-18'),
    ).toMatchObject({ targetValue: 250, unit: 'USD' });
  });

  it('leaves the frequency out of an edit', () => {
    expect(toUpdatePayload(form({ title: 'Invest', frequency: 'weekly' }))).toEqual({
      title: 'Invest',
      description: '',
      category: 'financial',
      targetValue: null,
      unit: null,
      reminderTime: null,
    });
  });

  it('sends a reminder time, or null when the field is empty', () => {
    expect(toCreatePayload(form({ title: 'Invest', reminderTime: '07:30' }), '2026-11-18')).toMatchObject({
      reminderTime: '07:30',
    });
  });
});
