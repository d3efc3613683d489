import { describe, expect, it } from 'vitest';
import { aspectInOrb, exactAspectsBetween } from './aspects';
import type { SkyBody } from './positions';

const DAY = 86_400_000;

/**
 * Published exact aspects (geocentric ecliptic longitude). Dates from almanac and sky-watching
 * columns; the rows with a minute are from astrology calendars that print the exact UTC/BST time.
 */
const PUBLISHED: [SkyBody, SkyBody, string, string, string | null][] = [
  // [body, body, aspect, UTC day, UTC minute when published]
  ['Venus', 'Jupiter', 'conjunction', '2025-08-12', null],
  ['Saturn', 'Neptune', 'conjunction', '2026-02-20', null],
  ['Venus', 'Jupiter', 'sextile', '2022-06-29', '2022-06-29T03:51Z'],
  ['Mars', 'Mercury', 'square', '2024-10-06', '2024-10-06T06:37Z'],
  ['Saturn', 'Neptune', 'conjunction', '1989-03-03', null],
  ['Saturn', 'Neptune', 'conjunction', '1989-06-24', null],
  ['Saturn', 'Neptune', 'conjunction', '1989-11-13', null],
  ['Venus', 'Jupiter', 'conjunction', '2015-07-01', null],
  ['Venus', 'Jupiter', 'conjunction', '2016-08-27', null],
  ['Venus', 'Jupiter', 'conjunction', '2023-03-02', null],
  ['Venus', 'Jupiter', 'conjunction', '2022-04-30', null],
];

describe('exact aspects match published dates', () => {
  it.each(PUBLISHED)('%s-%s %s on %s', (a, b, aspect, day, minute) => {
    const midnight = Date.parse(`${day}T00:00Z`);
    const found = exactAspectsBetween(a, b, new Date(midnight - 3 * DAY), new Date(midnight + 4 * DAY));
    const match = found.find((event) => event.aspect === aspect);
    expect(match?.at.toISOString().slice(0, 10)).toBe(day);
    if (minute && match) expect(Math.abs(match.at.getTime() - Date.parse(minute))).toBeLessThan(120_000);
  });
});

describe('the search finds nothing where the sky has nothing', () => {
  it('Venus and Jupiter were 32 degrees apart on 8 July 2025: no aspect that week', () => {
    const found = exactAspectsBetween('Venus', 'Jupiter', new Date('2025-07-05'), new Date('2025-07-12'));
    expect(found).toEqual([]);
    expect(aspectInOrb('Venus', 'Jupiter', new Date('2025-07-08T12:00Z'))).toBeNull();
  });

  it('Saturn and Neptune make exactly one exact conjunction in 2026', () => {
    const found = exactAspectsBetween('Saturn', 'Neptune', new Date('2026-01-01'), new Date('2027-01-01'));
    expect(found.map((event) => event.aspect)).toEqual(['conjunction']);
  });
});

describe('aspectInOrb', () => {
  it('names the aspect within its orb and how far from exact', () => {
    const near = aspectInOrb('Venus', 'Jupiter', new Date('2025-08-12T05:28Z'));
    expect(near?.aspect).toBe('conjunction');
    expect(near?.offBy).toBeLessThan(0.01);
  });
});
