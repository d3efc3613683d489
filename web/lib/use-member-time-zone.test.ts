import { describe, expect, it } from 'vitest';
import { pickTimeZone } from './use-member-time-zone';

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
