import { describe, expect, it } from 'vitest';
import { cosmicDay, cosmicMonth, nextPeak, phaseTitle, todaysCosmicEnergy } from './sky';
import { localNoon, startOfLocalDay } from './moon';
import { addDays } from '#domain/shared/dates';

/**
 * Published new and full moons (UTC, to the minute; US Naval Observatory / timeanddate tables) for
 * 17 lunations, with the local date each falls on in three zones. Los Angeles and Tokyo move many of
 * them to a different date than UTC, and 13 April 2025 00:22 UTC tests the minutes after midnight.
 */
const PUBLISHED: [string, 'New Moon' | 'Full Moon', string, string, string][] = [
  // [instant UTC, phase, UTC date, America/Los_Angeles date, Asia/Tokyo date]
  ['2024-04-08T18:21Z', 'New Moon', '2024-04-08', '2024-04-08', '2024-04-09'],
  ['2024-04-23T23:49Z', 'Full Moon', '2024-04-23', '2024-04-23', '2024-04-24'],
  ['2024-12-15T09:02Z', 'Full Moon', '2024-12-15', '2024-12-15', '2024-12-15'],
  ['2024-12-30T22:27Z', 'New Moon', '2024-12-30', '2024-12-30', '2024-12-31'],
  ['2025-01-13T22:27Z', 'Full Moon', '2025-01-13', '2025-01-13', '2025-01-14'],
  ['2025-01-29T12:36Z', 'New Moon', '2025-01-29', '2025-01-29', '2025-01-29'],
  ['2025-02-12T13:53Z', 'Full Moon', '2025-02-12', '2025-02-12', '2025-02-12'],
  ['2025-02-28T00:45Z', 'New Moon', '2025-02-28', '2025-02-27', '2025-02-28'],
  ['2025-03-14T06:55Z', 'Full Moon', '2025-03-14', '2025-03-13', '2025-03-14'],
  ['2025-03-29T10:58Z', 'New Moon', '2025-03-29', '2025-03-29', '2025-03-29'],
  ['2025-04-13T00:22Z', 'Full Moon', '2025-04-13', '2025-04-12', '2025-04-13'],
  ['2025-04-27T19:31Z', 'New Moon', '2025-04-27', '2025-04-27', '2025-04-28'],
  ['2025-05-12T16:56Z', 'Full Moon', '2025-05-12', '2025-05-12', '2025-05-13'],
  ['2025-05-27T03:02Z', 'New Moon', '2025-05-27', '2025-05-26', '2025-05-27'],
  ['2025-06-11T07:44Z', 'Full Moon', '2025-06-11', '2025-06-11', '2025-06-11'],
  ['2025-06-25T10:31Z', 'New Moon', '2025-06-25', '2025-06-25', '2025-06-25'],
  ['2025-07-10T20:37Z', 'Full Moon', '2025-07-10', '2025-07-10', '2025-07-11'],
  ['2025-07-24T19:11Z', 'New Moon', '2025-07-24', '2025-07-24', '2025-07-25'],
  ['2025-08-09T07:55Z', 'Full Moon', '2025-08-09', '2025-08-09', '2025-08-09'],
  ['2025-08-23T06:06Z', 'New Moon', '2025-08-23', '2025-08-22', '2025-08-23'],
  ['2025-09-07T18:09Z', 'Full Moon', '2025-09-07', '2025-09-07', '2025-09-08'],
  ['2025-09-21T19:54Z', 'New Moon', '2025-09-21', '2025-09-21', '2025-09-22'],
  ['2025-10-07T03:48Z', 'Full Moon', '2025-10-07', '2025-10-06', '2025-10-07'],
  ['2025-10-21T12:25Z', 'New Moon', '2025-10-21', '2025-10-21', '2025-10-21'],
  ['2025-11-05T13:19Z', 'Full Moon', '2025-11-05', '2025-11-05', '2025-11-05'],
  ['2025-11-20T06:47Z', 'New Moon', '2025-11-20', '2025-11-19', '2025-11-20'],
  ['2025-12-04T23:14Z', 'Full Moon', '2025-12-04', '2025-12-04', '2025-12-05'],
  ['2025-12-20T01:43Z', 'New Moon', '2025-12-20', '2025-12-19', '2025-12-20'],
  ['2026-01-03T10:03Z', 'Full Moon', '2026-01-03', '2026-01-03', '2026-01-03'],
  ['2026-01-18T19:52Z', 'New Moon', '2026-01-18', '2026-01-18', '2026-01-19'],
  ['2026-02-01T22:09Z', 'Full Moon', '2026-02-01', '2026-02-01', '2026-02-02'],
  ['2026-02-17T12:01Z', 'New Moon', '2026-02-17', '2026-02-17', '2026-02-17'],
  ['2026-03-03T11:38Z', 'Full Moon', '2026-03-03', '2026-03-03', '2026-03-03'],
  ['2026-03-19T01:23Z', 'New Moon', '2026-03-19', '2026-03-18', '2026-03-19'],
];

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Tokyo'] as const;
const TWO_MINUTES = 2 * 60_000;

describe('new and full moons land on the published local dates', () => {
  const cases = PUBLISHED.flatMap(([instant, phase, ...days]) =>
    ZONES.map((zone, index) => [phase, instant, zone, days[index] ?? ''] as const),
  );
  it.each(cases)('%s of %s is on the local day in %s: %s', (phase, instant, zone, day) => {
    const result = cosmicDay(day, zone);
    expect(result.moonPhase.name).toBe(phase);
    expect(Math.abs((result.moonPhase.exactAt?.getTime() ?? 0) - Date.parse(instant))).toBeLessThan(
      TWO_MINUTES,
    );
    // The neighbouring days are not that phase: one day per new or full moon.
    expect(cosmicDay(addDays(day, -1), zone).moonPhase.name).not.toBe(phase);
    expect(cosmicDay(addDays(day, 1), zone).moonPhase.name).not.toBe(phase);
  });

  it('gives a full moon day nearly all of the disc lit and a new moon day almost none', () => {
    const full = cosmicDay('2025-03-14', 'UTC');
    expect(full.moonPhase.illumination).toBeGreaterThan(99);
    expect(full.moonPhase.phaseFraction).toBeCloseTo(0.5, 1);
    const fresh = cosmicDay('2025-03-29', 'UTC');
    expect(fresh.moonPhase.illumination).toBeLessThan(1);
    expect([fresh.moonPhase.phaseFraction < 0.05, fresh.moonPhase.phaseFraction > 0.95]).toContain(true);
  });
});

describe('all eight phases on the days of a published month (March 2025, UTC)', () => {
  // First quarter 6th 16:32, full 14th 06:55, last quarter 22nd 11:29, new 29th 10:58 (UTC).
  it.each([
    ['2025-03-01', 'Waxing Crescent', 'Momentum Building'],
    ['2025-03-05', 'Waxing Crescent', 'Momentum Building'],
    ['2025-03-06', 'First Quarter', 'Decisive Action'],
    ['2025-03-07', 'Waxing Gibbous', 'Refinement'],
    ['2025-03-13', 'Waxing Gibbous', 'Refinement'],
    ['2025-03-14', 'Full Moon', 'Culmination'],
    ['2025-03-15', 'Waning Gibbous', 'Gratitude and Sharing'],
    ['2025-03-21', 'Waning Gibbous', 'Gratitude and Sharing'],
    ['2025-03-22', 'Last Quarter', 'Release'],
    ['2025-03-23', 'Waning Crescent', 'Rest and Surrender'],
    ['2025-03-28', 'Waning Crescent', 'Rest and Surrender'],
    ['2025-03-29', 'New Moon', 'Intention Setting'],
    ['2025-03-30', 'Waxing Crescent', 'Momentum Building'],
  ])('%s is %s (%s)', (day, name, manifestationType) => {
    const result = cosmicDay(day, 'UTC');
    expect(result.moonPhase.name).toBe(name);
    expect(result.moonPhase.manifestationType).toBe(manifestationType);
  });

  it('lights half the disc at the quarters and follows the cycle fraction', () => {
    const first = cosmicDay('2025-03-06', 'UTC').moonPhase;
    const last = cosmicDay('2025-03-22', 'UTC').moonPhase;
    expect(first.illumination).toBeGreaterThan(40);
    expect(first.illumination).toBeLessThan(60);
    expect(first.phaseFraction).toBeCloseTo(0.25, 1);
    expect(last.illumination).toBeGreaterThan(40);
    expect(last.illumination).toBeLessThan(60);
    expect(last.phaseFraction).toBeCloseTo(0.75, 1);
  });
});

describe('cosmicMonth', () => {
  it('lists the exact instant of each principal phase in the month (published: March 2025 UTC)', () => {
    const march = cosmicMonth({ year: 2025, month: 3 }, 'UTC', 1);
    const events = march.phaseEvents.map((event) => [event.phase, event.at.getTime()]);
    const published = [
      ['First Quarter', '2025-03-06T16:32Z'],
      ['Full Moon', '2025-03-14T06:55Z'],
      ['Last Quarter', '2025-03-22T11:29Z'],
      ['New Moon', '2025-03-29T10:58Z'],
    ] as const;
    expect(events.map(([phase]) => phase)).toEqual(published.map(([phase]) => phase));
    events.forEach(([, at], index) =>
      expect(Math.abs(Number(at) - Date.parse(published[index]?.[1] ?? ''))).toBeLessThan(TWO_MINUTES),
    );
  });

  it('files an event under its local month, even when the UTC month differs (new moon 2024-12-01 06:21 UTC)', () => {
    const phases = (year: number, month: number, zone: string) =>
      cosmicMonth({ year, month }, zone, 0).phaseEvents.map((event) => event.phase);
    // Los Angeles: 30 November 22:21, so November holds two new moons and December none at its start.
    expect(phases(2024, 11, 'America/Los_Angeles')).toEqual([
      'New Moon',
      'First Quarter',
      'Full Moon',
      'Last Quarter',
      'New Moon',
    ]);
    expect(phases(2024, 12, 'America/Los_Angeles')[0]).toBe('First Quarter');
    expect(phases(2024, 11, 'UTC')).toHaveLength(4);
    expect(phases(2024, 12, 'UTC')).toEqual([
      'New Moon',
      'First Quarter',
      'Full Moon',
      'Last Quarter',
      'New Moon',
    ]);
  });

  it('has 42 cells, marks the days of the month, and scores every cell with the power table', () => {
    const month = cosmicMonth({ year: 2025, month: 3 }, 'America/Los_Angeles', 0);
    expect(month.cells).toHaveLength(42);
    expect(month.cells.filter((cell) => cell.inMonth)).toHaveLength(31);
    expect(month.cells[0]?.day).toBe('2025-02-23');
    // No exact aspect of the three pairs in March 2025: the power is the Moon's alone.
    expect(month.cells.filter((cell) => cell.inMonth && cell.alignment)).toEqual([]);
    const full = month.cells.find((cell) => cell.day === '2025-03-13');
    expect(full?.moonPhase.name).toBe('Full Moon');
    expect(full?.manifestationPower).toBe(10);
    for (const cell of month.cells) {
      expect(cell.manifestationPower).toBeGreaterThanOrEqual(5);
      expect(cell.manifestationPower).toBeLessThanOrEqual(10);
    }
  });
});

describe('the Moon in the zodiac', () => {
  it('14 March 2025 is the Full Moon in Virgo with power 10, leaving Virgo for Libra that evening (UTC)', () => {
    const day = cosmicDay('2025-03-14', 'UTC');
    expect(phaseTitle(day.moonPhase)).toBe('Full Moon in Virgo');
    expect(day.manifestationPower).toBe(10);
    expect(day.moonSign.atStart).toBe('Virgo');
    expect(day.moonSign.ingress?.sign).toBe('Libra');
    expect(day.voids).toHaveLength(1);
    expect(day.voids[0]?.lastAspect?.body).toBe('Neptune');
    expect(day.voids[0]?.end.getTime()).toBe(day.moonSign.ingress?.at.getTime());
  });

  it('names only principal phase days with a sign', () => {
    expect(phaseTitle(cosmicDay('2025-03-15', 'UTC').moonPhase)).toBe('Waning Gibbous');
    expect(phaseTitle(cosmicDay('2025-03-29', 'UTC').moonPhase)).toBe('New Moon in Aries');
  });

  it('marks perigee and apogee days and waxing or waning', () => {
    expect(cosmicDay('2025-03-17', 'UTC').apsis?.kind).toBe('apogee');
    expect(cosmicDay('2025-03-30', 'UTC').apsis?.kind).toBe('perigee');
    expect(cosmicDay('2025-03-10', 'UTC').moonPhase.waxing).toBe(true);
    expect(cosmicDay('2025-03-20', 'UTC').moonPhase.waxing).toBe(false);
  });

  it('carries the real Venus-Jupiter conjunction on 12 August 2025 with the boost added', () => {
    const day = cosmicDay('2025-08-12', 'UTC');
    expect(day.alignment?.planets).toEqual(['Venus', 'Jupiter']);
    expect(day.alignment?.aspects[0]?.aspect).toBe('conjunction');
    // Waning gibbous (5) + (8 - 5) = 8.
    expect(day.moonPhase.name).toBe('Waning Gibbous');
    expect(day.manifestationPower).toBe(8);
    expect(day.recommendations.length).toBe(3 + 2);
    expect(cosmicDay('2025-07-08', 'UTC').alignment).toBeNull();
  });
});

describe('local days across daylight saving', () => {
  it('starts and judges days in the zone, including the 23-hour spring-forward day', () => {
    expect(startOfLocalDay('2025-03-09', 'America/Los_Angeles').toISOString()).toBe(
      '2025-03-09T08:00:00.000Z',
    );
    expect(startOfLocalDay('2025-03-10', 'America/Los_Angeles').toISOString()).toBe(
      '2025-03-10T07:00:00.000Z',
    );
    expect(localNoon('2025-03-09', 'America/Los_Angeles').toISOString()).toBe('2025-03-09T19:00:00.000Z');
    expect(localNoon('2025-06-01', 'Asia/Tokyo').toISOString()).toBe('2025-06-01T03:00:00.000Z');
  });
});

describe("today's cosmic energy", () => {
  it('is the local day in the user zone, with one recommendation and the next new or full moon', () => {
    // 2025-03-14 03:00 UTC is still 13 March in Los Angeles, hours before the full moon.
    const now = new Date('2025-03-14T03:00:00Z');
    const la = todaysCosmicEnergy(now, 'America/Los_Angeles');
    expect(la.day).toBe('2025-03-13');
    expect(la.moonPhase.name).toBe('Full Moon');
    expect(la.manifestationPower).toBe(10);
    expect(la.recommendation).toBe(la.recommendations[0]);
    expect(la.nextPeak?.phase).toBe('Full Moon');
    expect(la.nextPeak?.day).toBe('2025-03-13');
    const tokyo = todaysCosmicEnergy(now, 'Asia/Tokyo');
    expect(tokyo.day).toBe('2025-03-14');
    expect(tokyo.moonPhase.name).toBe('Full Moon');
  });

  it('finds the next new moon once the full moon has passed', () => {
    const peak = nextPeak(new Date('2025-03-15T00:00:00Z'), 'Asia/Tokyo');
    expect(peak?.phase).toBe('New Moon');
    expect(peak?.day).toBe('2025-03-29');
  });
});
