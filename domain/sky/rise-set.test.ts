import { describe, expect, it } from 'vitest';
import { cityAt, CITIES } from './cities';
import { LatitudeSchema, isSouthern, roundCoordinate } from './location';
import { riseSetForDay } from './rise-set';

const THREE_MINUTES = 3 * 60_000;

describe('sunrise and sunset on the June 2025 solstice (published almanac times)', () => {
  it.each([
    ['London', 'Europe/London', '2025-06-21T03:43Z', '2025-06-21T20:21Z'],
    ['New York', 'America/New_York', '2025-06-21T09:25Z', '2025-06-22T00:31Z'],
  ])('%s', (name, zone, sunrise, sunset) => {
    const city = CITIES.find((entry) => entry.name === name);
    if (!city) throw new Error(name);
    const times = riseSetForDay('2025-06-21', zone, city);
    expect(Math.abs((times.sunrise?.getTime() ?? 0) - Date.parse(sunrise))).toBeLessThan(THREE_MINUTES);
    expect(Math.abs((times.sunset?.getTime() ?? 0) - Date.parse(sunset))).toBeLessThan(THREE_MINUTES);
  });
});

describe('moonrise and moonset', () => {
  it('the full moon of 14 March 2025 rises near sunset in Paris (13 March local evening)', () => {
    const paris = CITIES.find((entry) => entry.name === 'Paris');
    if (!paris) throw new Error('Paris');
    const times = riseSetForDay('2025-03-13', 'Europe/Paris', paris);
    expect(times.moonrise && times.sunset).toBeTruthy();
    const gap = Math.abs((times.moonrise?.getTime() ?? 0) - (times.sunset?.getTime() ?? 0));
    expect(gap).toBeLessThan(90 * 60_000);
  });

  it('reports a missing moonrise as null on the day the Moon skips one', () => {
    const london = CITIES.find((entry) => entry.name === 'London');
    if (!london) throw new Error('London');
    let skipped = 0;
    for (let date = 1; date <= 31; date += 1) {
      const day = `2025-03-${String(date).padStart(2, '0')}`;
      if (riseSetForDay(day, 'Europe/London', london).moonrise === null) skipped += 1;
    }
    expect(skipped).toBe(1);
  });
});

describe('location rules', () => {
  it('rounds to two decimals and refuses impossible latitudes', () => {
    expect(roundCoordinate(48.85661)).toBe(48.86);
    expect(LatitudeSchema.parse(-33.8688)).toBe(-33.87);
    expect(LatitudeSchema.safeParse(91).success).toBe(false);
  });

  it('names a stored city and knows the southern hemisphere', () => {
    expect(cityAt({ latitude: 48.86, longitude: 2.35 })?.name).toBe('Paris');
    expect(cityAt({ latitude: 48.87, longitude: 2.35 })).toBeNull();
    expect(isSouthern({ latitude: -33.87, longitude: 151.21 })).toBe(true);
    expect(isSouthern(null)).toBe(false);
  });
});
