import { describe, expect, it } from 'vitest';
import { voidsBetween } from '#domain/cosmic-lunar';

/**
 * The Moon's void of course in Leo, 24 to 26 April 2026: its last major aspect (to Uranus) comes
 * about 26.7 hours before it enters Virgo, while Uranus itself is crossing into Gemini. The figures
 * (start about 22:20 UTC on the 24th, about 26.7 hours long) come from a comparison with an
 * independent ephemeris reported to us, not from a printed almanac: no published table of this
 * void was at hand when this test was written.
 */
describe('the void-of-course Moon at a sign boundary (Leo, April 2026)', () => {
  it('starts at its last aspect, about 26.7 hours before the Moon enters Virgo', () => {
    const leo = voidsBetween(new Date('2026-04-24T00:00Z'), new Date('2026-04-26T12:00Z')).find(
      (period) => period.sign === 'Leo',
    );
    if (!leo) throw new Error('no void in Leo');
    expect(Math.abs(leo.start.getTime() - Date.parse('2026-04-24T22:20Z'))).toBeLessThan(5 * 60_000);
    const hours = (leo.end.getTime() - leo.start.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(26.5);
    expect(hours).toBeLessThan(26.9);
  });

  it('never gives a period that ends when it starts', () => {
    const periods = voidsBetween(new Date('2024-01-01T00:00Z'), new Date('2027-12-31T00:00Z'));
    expect(periods.length).toBeGreaterThan(600);
    const tooShort = periods.filter((period) => period.end.getTime() - period.start.getTime() < 1_000);
    expect(tooShort.map((period) => period.start.toISOString())).toEqual([]);
  });
});
