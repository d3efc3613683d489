import { describe, expect, it } from 'vitest';
import { localeWeekStart } from './locale-week-start';

describe('localeWeekStart', () => {
  it.each([
    ['en-US', 0],
    ['en-GB', 1],
    ['de-DE', 1],
    ['ja-JP', 0],
    ['ar-EG', 6],
    ['fr', 1],
    ['not a locale!', 1],
  ] as const)('%s -> weekday %i', (tag, weekday) => expect(localeWeekStart(tag)).toBe(weekday));
});
