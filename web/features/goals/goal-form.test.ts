import { describe, expect, it } from 'vitest';
import { GOAL_MESSAGES } from '#domain/goals/goals';
import { EMPTY_GOAL_FORM, readGoalForm, type GoalFormValues } from './goal-form';

const form = (values: Partial<GoalFormValues>): GoalFormValues => ({
  ...EMPTY_GOAL_FORM,
  title: 'Own my home',
  manifestationDate: '2030-01-01',
  ...values,
});

describe('readGoalForm (docs/goals.md)', () => {
  it.each<[string, Partial<GoalFormValues>, unknown]>([
    ['minimal goal', {}, { ok: true, goal: { title: 'Own my home', manifestationDate: '2030-01-01' } }],
    [
      'all fields, amount as an integer',
      { description: ' A garden ', targetAmount: '450000' },
      {
        ok: true,
        goal: {
          title: 'Own my home',
          manifestationDate: '2030-01-01',
          description: 'A garden',
          targetAmount: 450000,
        },
      },
    ],
    [
      'decimals dropped',
      { targetAmount: '1500.75' },
      { ok: true, goal: expect.objectContaining({ targetAmount: 1500 }) },
    ],
    [
      'commas alone, as the story form accepts them',
      { targetAmount: '1,500' },
      { ok: true, goal: expect.objectContaining({ targetAmount: 1500 }) },
    ],
    [
      'a negative amount',
      { targetAmount: '-500' },
      { ok: false, field: 'targetAmount', message: GOAL_MESSAGES.amountInvalid },
    ],
    [
      'dollar sign and commas',
      { targetAmount: '$1,500,000' },
      { ok: true, goal: expect.objectContaining({ targetAmount: 1500000 }) },
    ],
    [
      'empty description omitted',
      { description: '   ' },
      { ok: true, goal: expect.not.objectContaining({ description: expect.anything() }) },
    ],
    [
      'empty amount omitted',
      { targetAmount: '' },
      { ok: true, goal: expect.not.objectContaining({ targetAmount: expect.anything() }) },
    ],
    [
      'blank title',
      { title: '  ' },
      { ok: false, field: 'title', message: 'Please enter a title for your goal.' },
    ],
    [
      'empty date',
      { manifestationDate: '' },
      { ok: false, field: 'manifestationDate', message: 'Please select a manifestation date.' },
    ],
    [
      'unreadable date text',
      { manifestationDate: '', dateUnreadable: true },
      { ok: false, field: 'manifestationDate', message: 'Please select a valid manifestation date.' },
    ],
    [
      'impossible date',
      { manifestationDate: '2027-02-30' },
      { ok: false, field: 'manifestationDate', message: 'Please select a valid manifestation date.' },
    ],
    [
      'amount that is not a number',
      { targetAmount: 'lots' },
      { ok: false, field: 'targetAmount', message: GOAL_MESSAGES.amountInvalid },
    ],
  ])('%s', (_name, values, expected) => expect(readGoalForm(form(values))).toEqual(expected));
});
