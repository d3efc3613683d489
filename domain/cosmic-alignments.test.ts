import { describe, expect, it } from 'vitest';
import { alignmentForDayOfYear, dayOfYear, nextAlignment, planetList } from './cosmic-alignments';

describe('dayOfYear', () => {
  it.each([
    ['2025-01-01', 1],
    ['2025-01-07', 7],
    ['2025-03-18', 77],
    ['2024-03-17', 77],
    ['2025-04-01', 91],
    ['2025-05-23', 143],
    ['2025-12-31', 365],
    ['2024-12-31', 366],
  ])('%s is day %i', (day, n) => expect(dayOfYear(day)).toBe(n));
});

describe('alignments by day of year (docs/cosmic.md)', () => {
  // [day of year, planets (strongest first), boost] ; null = no alignment.
  const cases: [number, string[] | null, number | null][] = [
    [1, null, null],
    [6, null, null],
    [7, ['Venus', 'Jupiter'], 8],
    [11, ['Mars', 'Mercury'], 7],
    [13, ['Saturn', 'Neptune'], 9],
    [14, ['Venus', 'Jupiter'], 8],
    [22, ['Mars', 'Mercury'], 7],
    [26, ['Saturn', 'Neptune'], 9],
    [50, null, null],
    // Overlaps: the highest boost wins and every planet is listed.
    [77, ['Venus', 'Jupiter', 'Mars', 'Mercury'], 8],
    [91, ['Saturn', 'Neptune', 'Venus', 'Jupiter'], 9],
    [143, ['Saturn', 'Neptune', 'Mars', 'Mercury'], 9],
    [154, ['Venus', 'Jupiter', 'Mars', 'Mercury'], 8],
    [182, ['Saturn', 'Neptune', 'Venus', 'Jupiter'], 9],
    [286, ['Saturn', 'Neptune', 'Mars', 'Mercury'], 9],
    [350, ['Venus', 'Jupiter'], 8],
    [364, ['Saturn', 'Neptune', 'Venus', 'Jupiter'], 9],
    [365, null, null],
    [366, null, null],
  ];
  it.each(cases)('day %i -> %j boost %s', (n, planets, boost) => {
    const alignment = alignmentForDayOfYear(n);
    if (planets === null) {
      expect(alignment).toBeNull();
      return;
    }
    expect(alignment?.planets).toEqual(planets);
    expect(alignment?.manifestationBoost).toBe(boost);
    expect(alignment?.aspects.length).toBe(planets.length / 2);
    expect(alignment?.influence.length).toBeGreaterThan(5);
    expect(alignment?.description.length).toBeGreaterThan(40);
  });

  it('lists each aspect of an overlap with its own boost and recommendations', () => {
    const day91 = alignmentForDayOfYear(91);
    expect(day91?.aspects.map((aspect) => aspect.manifestationBoost)).toEqual([9, 8]);
    expect(day91?.influence).toBe('Vision made real + Attraction and expansion');
    for (const aspect of day91?.aspects ?? []) expect(aspect.recommendations.length).toBeGreaterThan(0);
  });
});

describe('planetList', () => {
  it.each([
    [['Venus', 'Jupiter'], 'Venus & Jupiter'],
    [['Saturn', 'Neptune', 'Venus', 'Jupiter'], 'Saturn, Neptune, Venus & Jupiter'],
    [['Mars'], 'Mars'],
  ] as const)('%j -> %s', (planets, text) => expect(planetList(planets)).toBe(text));
});

describe('nextAlignment', () => {
  it.each([
    ['2025-03-18', '2025-03-18', ['Venus', 'Jupiter', 'Mars', 'Mercury']],
    ['2025-03-20', '2025-03-25', ['Venus', 'Jupiter']],
    // Day 365 of 2025 has none; 1 January is day 1 again, so the next is 7 January.
    ['2025-12-31', '2026-01-07', ['Venus', 'Jupiter']],
    ['2024-12-30', '2025-01-07', ['Venus', 'Jupiter']],
  ])('from %s -> %s %j', (from, day, planets) => {
    const next = nextAlignment(from);
    expect(next.day).toBe(day);
    expect(next.alignment.planets).toEqual(planets);
  });
});
