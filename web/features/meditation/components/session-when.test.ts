import { describe, expect, it } from 'vitest';
import { sessionWhen } from './session-when';

describe('sessionWhen', () => {
  const now = new Date(2026, 10, 18, 12, 0);
  it.each([
    [new Date(2026, 10, 18, 7, 30), 'Today, 07:30'],
    [new Date(2026, 10, 17, 21, 5), 'Yesterday, 21:05'],
    [new Date(2026, 10, 16, 8, 0), 'Mon 16 Nov, 08:00'],
  ])('%s reads %s', (date, text) => {
    expect(sessionWhen(date.toISOString(), now)).toBe(text);
  });
});
