import { describe, expect, it } from 'vitest';
import {
  MANIFESTATION_TYPES,
  STORY_MESSAGES,
  StorySubmissionSchema,
  StoryUpdateSchema,
  authorDisplayName,
} from './community';
import { SUGGESTED_TECHNIQUES, addTechnique, uniqueTechniques } from './techniques';

const valid = {
  title: 'Paid off my mortgage',
  content: 'x'.repeat(50),
  manifestationType: 'wealth',
};

const firstMessage = (input: unknown) => {
  const result = StorySubmissionSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('StorySubmissionSchema', () => {
  it.each([
    ['title', 4, STORY_MESSAGES.titleShort],
    ['title', 5, null],
    ['title', 100, null],
    ['title', 101, STORY_MESSAGES.titleLong],
    ['content', 49, STORY_MESSAGES.contentShort],
    ['content', 50, null],
    ['content', 2000, null],
    ['content', 2001, STORY_MESSAGES.contentLong],
  ])('%s of %i characters -> %s', (field, length, message) => {
    expect(firstMessage({ ...valid, [field]: 'y'.repeat(length) })).toBe(message);
  });

  it('uses the exact texts of docs/community.md', () => {
    expect(STORY_MESSAGES.titleShort).toBe('Title must be at least 5 characters');
    expect(STORY_MESSAGES.titleLong).toBe('Title must be less than 100 characters');
    expect(STORY_MESSAGES.contentShort).toBe('Story must be at least 50 characters');
    expect(STORY_MESSAGES.contentLong).toBe('Story must be less than 2000 characters');
  });

  it.each([
    [{ manifestationType: 'fame' }, 'Choose a manifestation type'],
    [{ amountAchieved: -1 }, STORY_MESSAGES.amount],
    [{ amountAchieved: 1.5 }, STORY_MESSAGES.amount],
    [{ amountAchieved: Number.NaN }, STORY_MESSAGES.amount],
    [{ amountAchieved: 1_000_000_000_001 }, STORY_MESSAGES.amountLarge],
    [{ timeframe: 't'.repeat(101) }, STORY_MESSAGES.timeframeLong],
    [{ techniques: [''] }, STORY_MESSAGES.techniqueEmpty],
    [{ techniques: ['t'.repeat(41)] }, STORY_MESSAGES.techniqueLong],
    [{ techniques: Array.from({ length: 21 }, (_, i) => `T${i}`) }, STORY_MESSAGES.techniquesMany],
  ])('refuses %o', (override, message) => {
    expect(firstMessage({ ...valid, ...override })).toBe(message);
  });

  it('fills the defaults: public, no techniques, no amount or timeframe', () => {
    expect(StorySubmissionSchema.parse(valid)).toEqual({
      ...valid,
      amountAchieved: null,
      timeframe: null,
      techniques: [],
      isPublic: true,
    });
  });

  it.each([
    ['1,500', 1500],
    ['$500', 500],
    ['$1,500.50', 1500],
    [' 2000 ', 2000],
    ['', null],
  ])('reads the amount %j as typed, through the one money parser', (typed, amount) => {
    expect(StorySubmissionSchema.parse({ ...valid, amountAchieved: typed }).amountAchieved).toBe(amount);
  });

  it.each(['lots', '-5', '1,50'])('refuses the amount %j', (typed) => {
    expect(firstMessage({ ...valid, amountAchieved: typed })).toBe(STORY_MESSAGES.amount);
  });

  it('accepts amount 0 and keeps isPublic false', () => {
    expect(StorySubmissionSchema.parse({ ...valid, amountAchieved: 0, isPublic: false })).toMatchObject({
      amountAchieved: 0,
      isPublic: false,
    });
  });
});

describe('StoryUpdateSchema', () => {
  it.each([
    [{}, STORY_MESSAGES.nothingToUpdate],
    [{ title: 'abc' }, STORY_MESSAGES.titleShort],
    [{ isVerified: 'yes' }, 'Invalid input: expected boolean, received string'],
  ])('refuses %o', (input, message) => {
    const result = StoryUpdateSchema.safeParse(input);
    expect(result.success ? null : result.error.issues[0]?.message).toBe(message);
  });

  it('allows clearing the amount and timeframe', () => {
    expect(StoryUpdateSchema.parse({ amountAchieved: null, timeframe: null })).toEqual({
      amountAchieved: null,
      timeframe: null,
    });
  });
});

describe('techniques', () => {
  it.each([
    [[' Visualization ', 'visualization', 'VISUALIZATION'], ['Visualization']],
    [['', '  ', 'Scripting'], ['Scripting']],
    [
      ['Moon Rituals', 'Vision Board', 'moon rituals'],
      ['Moon Rituals', 'Vision Board'],
    ],
  ])('uniqueTechniques(%o) -> %o', (input, expected) => {
    expect(uniqueTechniques(input)).toEqual(expected);
  });

  it.each([
    [['Meditation'], '  Tapping  ', ['Meditation', 'Tapping']],
    [['Meditation'], 'meditation', ['Meditation']],
    [['Meditation'], '   ', ['Meditation']],
    [[], ' binaural BEATS ', ['Binaural Beats']],
  ])('addTechnique(%o, %o) -> %o', (list, technique, expected) => {
    expect(addTechnique(list, technique)).toEqual(expected);
  });

  it('offers the 11 suggestions and five types of the spec', () => {
    expect(SUGGESTED_TECHNIQUES).toHaveLength(11);
    expect(SUGGESTED_TECHNIQUES).toContain('Quantum Goal Setting');
    expect(MANIFESTATION_TYPES).toEqual(['wealth', 'career', 'relationship', 'health', 'spiritual']);
  });
});

describe('authorDisplayName', () => {
  it.each([
    ['Maya', 'gold', 'Maya G.'],
    ['Maya', null, 'Maya'],
    [' Maya ', '  ', 'Maya'],
    [null, 'Gold', 'G.'],
    [null, null, 'Community member'],
  ])('%o %o -> %o', (first, last, expected) => {
    expect(authorDisplayName(first, last)).toBe(expected);
  });
});
