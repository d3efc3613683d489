import { describe, expect, it } from 'vitest';
import { dayForKey } from './calendar-keys';

describe('dayForKey', () => {
  // 2026-03-11 is a Wednesday.
  it.each([
    ['ArrowLeft', '2026-03-11', 1, '2026-03-10'],
    ['ArrowRight', '2026-03-11', 1, '2026-03-12'],
    ['ArrowUp', '2026-03-11', 1, '2026-03-04'],
    ['ArrowDown', '2026-03-11', 1, '2026-03-18'],
    ['ArrowRight', '2026-03-31', 1, '2026-04-01'],
    ['ArrowUp', '2026-03-02', 1, '2026-02-23'],
    ['Home', '2026-03-11', 1, '2026-03-09'],
    ['End', '2026-03-11', 1, '2026-03-15'],
    ['Home', '2026-03-11', 0, '2026-03-08'],
    ['End', '2026-03-11', 0, '2026-03-14'],
    ['Home', '2026-03-09', 1, '2026-03-09'],
    ['End', '2026-03-14', 6, '2026-03-20'],
    ['PageUp', '2026-03-31', 1, '2026-02-28'],
    ['PageDown', '2026-01-31', 1, '2026-02-28'],
    ['PageDown', '2024-01-30', 1, '2024-02-29'],
    ['PageDown', '2026-12-15', 1, '2027-01-15'],
    ['PageUp', '2026-01-15', 1, '2025-12-15'],
  ] as const)('%s from %s (week from %i) -> %s', (key, from, weekStartsOn, expected) =>
    expect(dayForKey(key, from, weekStartsOn)).toBe(expected),
  );

  it.each(['Enter', ' ', 'a', 'Tab'])('ignores %j', (key) =>
    expect(dayForKey(key, '2026-03-11', 1)).toBeNull(),
  );
});
