import { describe, expect, it } from 'vitest';
import {
  MOON_PHASE_NAMES,
  MOON_PHASES,
  basePower,
  manifestationPower,
  phaseNameForDay,
  type MoonPhaseName,
  type PrincipalPhaseName,
} from './phases';

describe('the eight phases', () => {
  it('are named in cycle order', () => {
    expect(MOON_PHASE_NAMES).toEqual([
      'New Moon',
      'Waxing Crescent',
      'First Quarter',
      'Waxing Gibbous',
      'Full Moon',
      'Waning Gibbous',
      'Last Quarter',
      'Waning Crescent',
    ]);
  });

  it.each(MOON_PHASE_NAMES)(
    '%s has a manifestation type, an energy, a description and recommendations',
    (name) => {
      const profile = MOON_PHASES[name];
      expect(profile.name).toBe(name);
      expect(profile.manifestationType.length).toBeGreaterThan(3);
      expect(profile.energy.length).toBeGreaterThan(3);
      expect(profile.description.length).toBeGreaterThan(40);
      expect(profile.recommendations.length).toBeGreaterThanOrEqual(3);
    },
  );

  it('gives each phase its own manifestation type', () => {
    const types = MOON_PHASE_NAMES.map((name) => MOON_PHASES[name].manifestationType);
    expect(new Set(types).size).toBe(8);
  });
});

describe('phaseNameForDay', () => {
  const cases: [number, PrincipalPhaseName | null, MoonPhaseName][] = [
    // A principal phase owns the day its exact instant falls on, whatever the noon angle says.
    [358, 'New Moon', 'New Moon'],
    [6, 'New Moon', 'New Moon'],
    [84, 'First Quarter', 'First Quarter'],
    [187, 'Full Moon', 'Full Moon'],
    [266, 'Last Quarter', 'Last Quarter'],
    // Other days: the quadrant at local noon.
    [0.5, null, 'Waxing Crescent'],
    [45, null, 'Waxing Crescent'],
    [89.9, null, 'Waxing Crescent'],
    [90, null, 'Waxing Gibbous'],
    [179.9, null, 'Waxing Gibbous'],
    [180, null, 'Waning Gibbous'],
    [269.9, null, 'Waning Gibbous'],
    [270, null, 'Waning Crescent'],
    [359.9, null, 'Waning Crescent'],
    [360, null, 'Waxing Crescent'],
    [-10, null, 'Waning Crescent'],
  ];
  it.each(cases)('noon elongation %s with principal %s -> %s', (angle, principal, expected) =>
    expect(phaseNameForDay(angle, principal)).toBe(expected),
  );
});

describe('manifestation power (docs/sky.md)', () => {
  it.each([
    ['Full Moon', 10],
    ['New Moon', 8],
    ['Waxing Crescent', 7],
    ['First Quarter', 7],
    ['Waxing Gibbous', 7],
    ['Waning Gibbous', 5],
    ['Last Quarter', 5],
    ['Waning Crescent', 5],
  ] as const)('base power of %s is %i', (phase, power) => expect(basePower(phase)).toBe(power));

  // Columns: no alignment, Mars & Mercury (7), Venus & Jupiter (8), Saturn & Neptune (9).
  const table: [MoonPhaseName, number, number, number, number][] = [
    ['Full Moon', 10, 10, 10, 10],
    ['New Moon', 8, 10, 10, 10],
    ['Waxing Crescent', 7, 9, 10, 10],
    ['First Quarter', 7, 9, 10, 10],
    ['Waxing Gibbous', 7, 9, 10, 10],
    ['Waning Gibbous', 5, 7, 8, 9],
    ['Last Quarter', 5, 7, 8, 9],
    ['Waning Crescent', 5, 7, 8, 9],
  ];
  it.each(table)(
    '%s: %i plain, %i with boost 7, %i with boost 8, %i with boost 9',
    (phase, none, b7, b8, b9) => {
      expect(manifestationPower(phase, null)).toBe(none);
      expect(manifestationPower(phase, 7)).toBe(b7);
      expect(manifestationPower(phase, 8)).toBe(b8);
      expect(manifestationPower(phase, 9)).toBe(b9);
    },
  );

  it('is capped at 10 and floored at 0', () => {
    expect(manifestationPower('Full Moon', 15)).toBe(10);
    expect(manifestationPower('New Moon', 9)).toBe(10);
    expect(manifestationPower('Waning Crescent', 0)).toBe(0);
    expect(manifestationPower('Last Quarter', -4)).toBe(0);
    expect(manifestationPower('Waxing Gibbous', 1)).toBe(3);
  });
});
