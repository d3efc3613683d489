import { describe, expect, it } from 'vitest';
import {
  alignmentAspectsBetween,
  alignmentFromAspects,
  aspectPhrase,
  aspectsByLocalDay,
  dayOfYear,
  nextAlignment,
  planetList,
} from './alignments';

describe('dayOfYear', () => {
  it.each([
    ['2025-01-01', 1],
    ['2025-03-18', 77],
    ['2024-03-17', 77],
    ['2025-12-31', 365],
    ['2024-12-31', 366],
  ])('%s is day %i', (day, n) => expect(dayOfYear(day)).toBe(n));
});

describe('alignments of 2025 from the ephemeris (the product pairs and boosts)', () => {
  const year = alignmentAspectsBetween(new Date('2025-01-01T00:00Z'), new Date('2026-01-01T00:00Z'));

  it('finds the Venus-Jupiter conjunction of 12 August 2025 with boost 8', () => {
    const conjunction = year.find((a) => a.planets[0] === 'Venus' && a.aspect === 'conjunction');
    expect(conjunction?.exactAt.toISOString().slice(0, 10)).toBe('2025-08-12');
    expect(conjunction?.manifestationBoost).toBe(8);
    expect(conjunction && aspectPhrase(conjunction)).toBe('Venus conjunct Jupiter');
  });

  it('gives only the spec pairs and their boosts: Venus-Jupiter 8, Mars-Mercury 7, Saturn-Neptune 9', () => {
    const boosts = new Map(year.map((a) => [a.planets.join('-'), a.manifestationBoost]));
    expect(Object.fromEntries(boosts)).toEqual({ 'Venus-Jupiter': 8, 'Mars-Mercury': 7 });
    // Saturn and Neptune are within a degree all year but exact only in 2026.
    const early2026 = alignmentAspectsBetween(new Date('2026-02-01T00:00Z'), new Date('2026-03-01T00:00Z'));
    expect(early2026.find((a) => a.planets[0] === 'Saturn')?.manifestationBoost).toBe(9);
  });

  it('8 July 2025 carries no alignment (the old table invented one)', () => {
    const byDay = aspectsByLocalDay(year, 'UTC');
    expect(byDay.get('2025-07-08')).toBeUndefined();
  });

  it('files an aspect under the local day of its exact instant', () => {
    // Venus conjunct Jupiter 2025-08-12 05:28 UTC is still 11 August in Los Angeles.
    expect(aspectsByLocalDay(year, 'America/Los_Angeles').get('2025-08-11')?.[0]?.aspect).toBe('conjunction');
    expect(aspectsByLocalDay(year, 'Asia/Tokyo').get('2025-08-12')?.[0]?.aspect).toBe('conjunction');
  });
});

describe('alignmentFromAspects', () => {
  const [venus, mars] = alignmentAspectsBetween(new Date('2025-06-04T00:00Z'), new Date('2025-06-07T00:00Z'));

  it('is null on a day without an exact aspect', () => expect(alignmentFromAspects([])).toBeNull());

  it('lists every planet on a day with two aspects and counts the strongest boost', () => {
    expect(venus?.planets).toEqual(['Venus', 'Jupiter']);
    expect(mars?.planets).toEqual(['Mars', 'Mercury']);
    const both = alignmentFromAspects([mars, venus].flatMap((a) => (a ? [a] : [])));
    expect(both?.planets).toEqual(['Venus', 'Jupiter', 'Mars', 'Mercury']);
    expect(both?.manifestationBoost).toBe(8);
    expect(both?.influence).toBe('Attraction and expansion + Action and communication');
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
    ['2025-07-01T00:00Z', '2025-08-12', 'conjunction'],
    ['2025-08-13T00:00Z', '2025-08-15', 'sextile'],
    ['2026-02-01T00:00Z', '2026-02-20', 'conjunction'],
  ])('after %s -> %s (%s)', (after, day, aspect) => {
    const next = nextAlignment(new Date(after), 'UTC');
    expect(next?.day).toBe(day);
    expect(next?.alignment.aspects[0]?.aspect).toBe(aspect);
  });
});
