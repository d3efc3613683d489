import { describe, expect, it } from 'vitest';
import { between, pick, seededRandom, shuffled } from './random';

describe('seededRandom', () => {
  it.each(['abc', 'user:2026-03-10:1', 20_261_124, 0])(
    '%j: [0, 1), the same sequence for the same seed',
    (seed) => {
      const a = seededRandom(seed);
      const b = seededRandom(seed);
      for (let i = 0; i < 200; i += 1) {
        const value = a();
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThan(1);
        expect(b()).toBe(value);
      }
    },
  );

  it('gives different seeds different sequences', () => {
    expect(seededRandom('abc')()).not.toBe(seededRandom('abd')());
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});

describe('pick, between and shuffled', () => {
  const random = seededRandom(7);
  it('stay within their bounds and keep every item', () => {
    for (let i = 0; i < 100; i += 1) {
      expect(['a', 'b', 'c']).toContain(pick(random, ['a', 'b', 'c']));
      const n = between(random, 3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(shuffled(random, [1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => pick(random, [])).toThrow();
  });
});
