import { describe, expect, it } from 'vitest';
import {
  StoryListQuerySchema,
  compareStories,
  containsPattern,
  isFiltered,
  showingText,
  storyMatches,
} from './list';

const story = (id: string, isVerified: boolean, likes: number, createdAt: string) => ({
  id,
  isVerified,
  likes,
  createdAt,
});

describe('compareStories', () => {
  it('puts verified first, then more likes, then newer, then the larger id', () => {
    const stories = [
      story('a', false, 3, '2026-01-01T00:00:00.000Z'),
      story('b', true, 0, '2026-01-01T00:00:00.000Z'),
      story('c', false, 9, '2025-01-01T00:00:00.000Z'),
      story('d', false, 3, '2026-02-01T00:00:00.000Z'),
      story('e', true, 2, '2024-01-01T00:00:00.000Z'),
      story('f', false, 3, '2026-02-01T00:00:00.000Z'),
    ];
    expect([...stories].sort(compareStories).map((s) => s.id)).toEqual(['e', 'b', 'c', 'f', 'd', 'a']);
  });

  it('is zero only for the same story', () => {
    const one = story('a', false, 1, '2026-01-01T00:00:00.000Z');
    expect(compareStories(one, { ...one })).toBe(0);
  });
});

describe('storyMatches', () => {
  const base = {
    title: 'Debt Free',
    content: 'Gratitude changed EVERYTHING.',
    manifestationType: 'wealth' as const,
  };
  it.each([
    [{ search: '', type: 'all' as const }, true],
    [{ search: 'debt', type: 'all' as const }, true],
    [{ search: 'everything', type: 'all' as const }, true],
    [{ search: '  gratitude  ', type: 'wealth' as const }, true],
    [{ search: 'gratitude', type: 'health' as const }, false],
    [{ search: 'career', type: 'all' as const }, false],
  ])('%o -> %s', (query, expected) => {
    expect(storyMatches(base, query)).toBe(expected);
  });
});

describe('containsPattern', () => {
  it.each([
    ['gratitude', '%gratitude%'],
    ['  100%  ', '%100\\%%'],
    ['mind_set', '%mind\\_set%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('%o -> %o', (input, expected) => {
    expect(containsPattern(input)).toBe(expected);
  });
});

describe('StoryListQuerySchema and isFiltered', () => {
  it('defaults to every story, first page of 20', () => {
    const query = StoryListQuerySchema.parse({});
    expect(query).toEqual({ search: '', type: 'all', limit: 20 });
    expect(isFiltered(query)).toBe(false);
  });

  it.each([
    [{ search: '  ' }, false],
    [{ search: 'joy' }, true],
    [{ type: 'career' }, true],
  ])('%o filtered: %s', (input, expected) => {
    expect(isFiltered(StoryListQuerySchema.parse(input))).toBe(expected);
  });

  it.each([{ limit: '0' }, { limit: '51' }, { type: 'fame' }, { search: 'x'.repeat(101) }])(
    'refuses %o',
    (input) => {
      expect(StoryListQuerySchema.safeParse(input).success).toBe(false);
    },
  );
});

describe('showingText', () => {
  it.each([
    [20, 540, false, 'Showing 20 of 540 stories'],
    [1_000, 100_000, true, 'Showing 1000+ of 100000 stories'],
  ])('%i of %i (at least: %s) -> %s', (shown, total, atLeast, text) => {
    expect(showingText(shown, total, atLeast)).toBe(text);
  });
});
