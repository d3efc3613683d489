import { describe, expect, it } from 'vitest';
import { apsidesBetween, ingressesBetween, voidsBetween } from './lunar';

const TWO_MINUTES = 120_000;
const DAY = 86_400_000;

/**
 * Published Moon sign ingresses, converted to UTC: Moon Tracks' October 2014 UTC table, Atlas
 * Astrology (February 2015), a March 2015 column in EST, an ephemeris screenshot (February 2020) and
 * daily columns in US Eastern time (August 2021, 2023).
 */
const INGRESSES: [string, string][] = [
  ['2014-10-01T04:40Z', 'Capricorn'],
  ['2014-10-03T08:00Z', 'Aquarius'],
  ['2014-10-05T09:24Z', 'Pisces'],
  ['2014-10-07T10:07Z', 'Aries'],
  ['2014-10-09T11:44Z', 'Taurus'],
  ['2014-10-11T15:51Z', 'Gemini'],
  ['2014-10-13T23:30Z', 'Cancer'],
  ['2014-10-16T10:29Z', 'Leo'],
  ['2015-02-10T07:05Z', 'Scorpio'],
  ['2015-03-01T23:34Z', 'Leo'],
  ['2020-02-01T00:28Z', 'Taurus'],
  ['2021-08-09T14:56Z', 'Virgo'],
  ['2021-08-11T20:08Z', 'Libra'],
  ['2021-08-14T00:01Z', 'Scorpio'],
  ['2021-08-16T03:12Z', 'Sagittarius'],
  ['2023-03-01T02:40Z', 'Cancer'],
  ['2023-05-11T02:05Z', 'Aquarius'],
  ['2023-05-24T14:35Z', 'Leo'],
  ['2023-08-01T03:57Z', 'Aquarius'],
  ['2023-08-19T11:53Z', 'Libra'],
  ['2023-08-24T08:07Z', 'Sagittarius'],
  ['2023-08-26T13:05Z', 'Capricorn'],
];

describe('the Moon enters each sign at the published minute', () => {
  it.each(INGRESSES)('%s Moon enters %s', (instant, sign) => {
    const at = Date.parse(instant);
    const found = ingressesBetween(new Date(at - DAY / 2), new Date(at + DAY / 2));
    expect(found).toHaveLength(1);
    expect(found[0]?.sign).toBe(sign);
    expect(Math.abs((found[0]?.at.getTime() ?? 0) - at)).toBeLessThan(TWO_MINUTES);
  });
});

/** Void-of-course starts from the same tables (last exact major aspect to the Sun or Mercury-Pluto). */
const VOIDS: [string, string, string, string][] = [
  ['2014-10-02T16:18Z', 'Capricorn', 'Saturn', 'sextile'],
  ['2014-10-04T18:32Z', 'Aquarius', 'Saturn', 'square'],
  ['2014-10-06T19:38Z', 'Pisces', 'Saturn', 'trine'],
  ['2014-10-08T14:20Z', 'Aries', 'Jupiter', 'trine'],
  ['2014-10-11T00:48Z', 'Taurus', 'Saturn', 'opposition'],
  ['2014-10-13T17:58Z', 'Gemini', 'Mercury', 'trine'],
  ['2014-10-15T23:27Z', 'Cancer', 'Mercury', 'square'],
  ['2015-02-09T11:58Z', 'Libra', 'Sun', 'trine'],
  ['2015-02-12T05:32Z', 'Scorpio', 'Mars', 'trine'],
];

describe('void-of-course periods start at the published minute', () => {
  it.each(VOIDS)('%s Moon void in %s after %s %s', (instant, sign, body, aspect) => {
    const at = Date.parse(instant);
    const found = voidsBetween(new Date(at - 60_000), new Date(at + 60_000));
    expect(found).toHaveLength(1);
    const period = found[0];
    expect(period?.sign).toBe(sign);
    expect(Math.abs((period?.start.getTime() ?? 0) - at)).toBeLessThan(TWO_MINUTES);
    expect(period?.lastAspect).toMatchObject({ body, aspect });
    expect(period && period.end > period.start).toBe(true);
  });
});

describe('perigee and apogee', () => {
  it('March 2025: perigee 1 March, apogee 17 March, perigee 30 March', () => {
    const found = apsidesBetween(new Date('2025-03-01T00:00Z'), new Date('2025-04-01T00:00Z'));
    expect(found.map((event) => [event.kind, event.at.toISOString().slice(0, 10)])).toEqual([
      ['perigee', '2025-03-01'],
      ['apogee', '2025-03-17'],
      ['perigee', '2025-03-30'],
    ]);
    expect(found[1]?.distanceKm).toBeGreaterThan(400_000);
  });
});
