import { describe, expect, it } from 'vitest';
import { localeWeekStart } from './locale-week-start';
import { pickTimeZone } from './use-cosmic-time-zone';

describe('pickTimeZone', () => {
  it.each([
    ['Europe/Paris', 'America/New_York', 'Europe/Paris'],
    ['UTC', 'Asia/Tokyo', 'Asia/Tokyo'],
    ['UTC', undefined, 'UTC'],
    ['Mars/Olympus', 'Asia/Tokyo', 'Asia/Tokyo'],
    ['Mars/Olympus', undefined, 'UTC'],
    ['', 'Nowhere/Land', 'UTC'],
  ])('stored %j, browser %j -> %s', (stored, browser, expected) =>
    expect(pickTimeZone(stored, browser)).toBe(expected),
  );
});

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
