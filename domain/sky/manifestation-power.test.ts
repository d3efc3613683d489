import { describe, expect, it } from 'vitest';
import { manifestationPower, phaseNameForDay, type PrincipalPhaseName } from './phases';

/**
 * Manifestation power for days of March 2026, computed by hand from docs/cosmic.md: the phase's
 * base (Full Moon 10, New Moon 8, waxing 7, waning 5) plus (boost - 5) on a day with a planetary
 * alignment, kept within 0-10. The principal phases fall on the days the almanacs give (Full Moon
 * 3 March 11:38 UTC, Last Quarter 11 March, New Moon 19 March, First Quarter 25 March); between
 * them the Moon's elongation from the Sun at noon (about 12.2 degrees a day) names the day.
 */
describe('manifestation power over a hand-computed month', () => {
  it.each<[string, number, PrincipalPhaseName | null, number | null, number]>([
    // Full Moon: 10; no alignment.
    ['3 March, Full Moon', 180, 'Full Moon', null, 10],
    // Four days after full: about 180 + 4 x 12.2 = 229 degrees, Waning Gibbous: 5; boost 8: 5 + 3 = 8.
    ['7 March, waning gibbous, an alignment of boost 8', 229, null, 8, 8],
    // Last Quarter: waning, 5; boost 9: 5 + 4 = 9.
    ['11 March, Last Quarter, an alignment of boost 9', 270, 'Last Quarter', 9, 9],
    // Three days before new: about 324 degrees, Waning Crescent: 5.
    ['16 March, waning crescent', 324, null, null, 5],
    // New Moon: 8; boost 7: 8 + 2 = 10.
    ['19 March, New Moon, an alignment of boost 7', 0, 'New Moon', 7, 10],
    // Three days after new: about 37 degrees, Waxing Crescent: 7.
    ['22 March, waxing crescent', 37, null, null, 7],
    // First Quarter: waxing, 7; boost 9: 7 + 4 = 11, capped at 10.
    ['25 March, First Quarter, an alignment of boost 9', 90, 'First Quarter', 9, 10],
    // Two and a half days after first quarter: about 120 degrees, Waxing Gibbous: 7.
    ['28 March, waxing gibbous', 120, null, null, 7],
  ])('%s -> %i', (_, elongation, principal, boost, expected) => {
    expect(manifestationPower(phaseNameForDay(elongation, principal), boost)).toBe(expected);
  });
});
