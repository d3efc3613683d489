import { Body, Illumination } from 'astronomy-engine';
import { describe, expect, it } from 'vitest';
import { moonAt } from './moon';
import {
  degreeInSign,
  exactLongitude,
  findCrossing,
  longitude,
  normalize180,
  signOf,
  type SkyBody,
} from './positions';

describe('signOf and degreeInSign', () => {
  it.each([
    [0, 'Aries', '0°00′'],
    [29.99, 'Aries', '29°59′'],
    [173.95, 'Virgo', '23°57′'],
    [359.5, 'Pisces', '29°30′'],
    [-10, 'Pisces', '20°00′'],
  ])('%f is %s %s', (lon, sign, degree) => {
    expect(signOf(lon)).toBe(sign);
    expect(degreeInSign(lon)).toBe(degree);
  });
});

describe('interpolated outer planets stay on the ephemeris', () => {
  const bodies: SkyBody[] = ['Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
  it.each(bodies)('%s within 0.002 degrees over two years', (body) => {
    for (let i = 0; i < 300; i += 1) {
      const at = new Date(Date.UTC(2025, 0, 1) + i * 2.43 * 86_400_000);
      expect(Math.abs(normalize180(longitude(body, at) - exactLongitude(body, at)))).toBeLessThan(0.002);
    }
  });
});

describe('moonAt', () => {
  it('lit share within 0.5 points of the full illumination model', () => {
    for (let i = 0; i < 120; i += 1) {
      const at = new Date(Date.UTC(2025, 0, 1) + i * 0.83 * 86_400_000);
      const model = Illumination(Body.Moon, at).phase_fraction * 100;
      expect(Math.abs(moonAt(at).illumination - model)).toBeLessThan(0.5);
    }
  });
});

describe('findCrossing', () => {
  it('finds a crossing either way and refuses a bracket without one', () => {
    const from = new Date(0);
    const to = new Date(100_000_000);
    const rising = (at: Date) => at.getTime() / 1000 - 40_000;
    expect(Math.abs((findCrossing(rising, from, to)?.getTime() ?? 0) - 40_000_000)).toBeLessThan(1000);
    const falling = (at: Date) => 40_000 - at.getTime() / 1000;
    expect(Math.abs((findCrossing(falling, from, to)?.getTime() ?? 0) - 40_000_000)).toBeLessThan(1000);
    expect(findCrossing((at) => at.getTime() + 1, from, to)).toBeNull();
  });
});
