import { describe, expect, it } from 'vitest';
import { bellsDue } from './bells';

const options = { intervalMinutes: 5, scriptBells: [90], durationSeconds: 900 };

describe('bellsDue', () => {
  it.each([
    [0, 1, 0],
    [299, 300, 1],
    [300, 301, 0],
    [89, 90, 1],
    [598, 600, 1],
    [899, 900, 0],
    [100, 700, 0],
    [700, 100, 0],
  ])('from %d s to %d s rings %i', (from, to, count) => {
    expect(bellsDue(from, to, options)).toBe(count);
  });

  it('rings no interval bells when the interval is 0', () => {
    expect(bellsDue(299, 300, { ...options, intervalMinutes: 0 })).toBe(0);
  });
});
