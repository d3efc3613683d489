import type { AspectName } from '#domain/cosmic-aspects';

/**
 * Exact aspect instants (UTC) of the app's three alignment pairs, each with where it comes from.
 * None was computed with astronomy-engine, the library the app uses. Two kinds of source:
 * - published: a page or table that prints the instant, named in each entry (times given in a
 *   local zone are converted to UTC here; the conversion is stated);
 * - COMPUTED: found with the complete VSOP87B planetary theory (Bretagnon and Francou, every term,
 *   from the astronomia 4.2.0 package) reduced to apparent ecliptic longitude as in Meeus'
 *   Astronomical Algorithms, by scripts/sky-aspect-fixture.ts (domain/sky-fixtures/
 *   reference-ephemeris.ts), rounded to the minute. No printed almanac of these was at hand.
 * The tolerance is 10 minutes (issue 32).
 */

export type PublishedAspect = {
  bodies: readonly [string, string];
  aspect: AspectName;
  /** The instant, or the first and last minute of a published range. */
  at: string | readonly [string, string];
  source: string;
};

const COMPUTED =
  'computed: complete VSOP87B (astronomia 4.2.0) with Meeus reduction, scripts/sky-aspect-fixture.ts';
const KILMORE =
  'astrologyrealm.blogspot.com (exact time printed for Kilmore, Victoria; converted from Australian Eastern time)';

const entry = (
  a: string,
  b: string,
  aspect: AspectName,
  at: string | readonly [string, string],
  source: string,
): PublishedAspect => ({ bodies: [a, b], aspect, at, source });

export const PUBLISHED_ASPECTS: readonly PublishedAspect[] = [
  entry(
    'Saturn',
    'Neptune',
    'conjunction',
    ['2026-02-20T16:53Z', '2026-02-20T16:58Z'],
    'published range 16:53-16:58 UTC as cited in issue 32',
  ),
  entry(
    'Venus',
    'Jupiter',
    'conjunction',
    '2023-03-02T05:36Z',
    'turningoftheages.com, Daniel Giamario, 27 Feb 2023: "March 1, at 9:36pm PST"',
  ),
  entry(
    'Venus',
    'Jupiter',
    'square',
    '2022-07-25T06:14Z',
    'easy-psychics.com: "July 25, 2022, at 8:14 am CET", read as Central European summer time (UTC+2)',
  ),
  entry('Venus', 'Jupiter', 'square', '2010-05-17T10:57Z', `${KILMORE}: 17 May 2010 8.57pm AEST`),
  entry('Venus', 'Jupiter', 'square', '2009-11-23T22:02Z', `${KILMORE}: 24 Nov 2009 9.02am AEDT`),
  entry('Mars', 'Mercury', 'conjunction', '2010-11-20T18:53Z', `${KILMORE}: 21 Nov 2010 5.53am AEDT`),
  entry(
    'Venus',
    'Jupiter',
    'sextile',
    '2022-06-29T03:51Z',
    'an astrology calendar printing UTC, carried over from domain/cosmic-aspects.test.ts (the calendar is not named there)',
  ),
  entry(
    'Mars',
    'Mercury',
    'square',
    '2024-10-06T06:37Z',
    'an astrology calendar printing UTC, carried over from domain/cosmic-aspects.test.ts (the calendar is not named there)',
  ),
  // Saturn-Neptune around its stations, where the angle barely moves: the hardest cases.
  entry('Saturn', 'Neptune', 'trine', '2013-06-11T23:18Z', COMPUTED),
  entry('Saturn', 'Neptune', 'trine', '2013-07-19T13:28Z', COMPUTED),
  entry('Saturn', 'Neptune', 'square', '2016-06-18T03:24Z', COMPUTED),
  entry('Saturn', 'Neptune', 'square', '2016-09-10T13:09Z', COMPUTED),
  entry('Saturn', 'Neptune', 'sextile', '2019-01-31T14:20Z', COMPUTED),
  entry('Saturn', 'Neptune', 'sextile', '2019-06-18T11:41Z', COMPUTED),
  entry('Saturn', 'Neptune', 'sextile', '2019-11-09T02:51Z', COMPUTED),
  entry('Saturn', 'Neptune', 'sextile', '2031-06-27T09:17Z', COMPUTED),
  entry('Saturn', 'Neptune', 'square', '2033-09-16T10:20Z', COMPUTED),
  entry('Saturn', 'Neptune', 'square', '2034-01-13T15:59Z', COMPUTED),
  entry('Saturn', 'Neptune', 'square', '2034-06-25T15:12Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2024-01-29T01:02Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2024-02-25T04:01Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2024-03-24T16:37Z', COMPUTED),
  entry('Venus', 'Jupiter', 'conjunction', '2024-05-23T08:29Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2024-07-21T20:43Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2024-08-19T05:53Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2024-09-15T05:34Z', COMPUTED),
  entry('Venus', 'Jupiter', 'opposition', '2024-11-03T15:25Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2024-12-20T02:11Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2025-01-14T19:48Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2025-06-05T02:32Z', COMPUTED),
  entry('Venus', 'Jupiter', 'conjunction', '2025-08-12T05:30Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2025-10-08T11:41Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2025-11-02T23:17Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2025-11-26T16:31Z', COMPUTED),
  entry('Venus', 'Jupiter', 'opposition', '2026-01-09T17:35Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2026-02-22T20:02Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2026-03-18T16:09Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2026-04-13T08:21Z', COMPUTED),
  entry('Venus', 'Jupiter', 'conjunction', '2026-06-09T19:59Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2026-08-17T16:16Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2026-11-04T10:31Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2026-11-28T12:05Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2027-01-03T17:56Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2027-01-29T02:13Z', COMPUTED),
  entry('Venus', 'Jupiter', 'opposition', '2027-03-16T12:05Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2027-05-04T18:16Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2027-05-31T14:47Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2027-06-28T18:44Z', COMPUTED),
  entry('Venus', 'Jupiter', 'conjunction', '2027-08-26T03:00Z', COMPUTED),
  entry('Venus', 'Jupiter', 'sextile', '2027-10-23T04:51Z', COMPUTED),
  entry('Venus', 'Jupiter', 'square', '2027-11-20T03:35Z', COMPUTED),
  entry('Venus', 'Jupiter', 'trine', '2027-12-16T20:53Z', COMPUTED),
  entry('Mars', 'Mercury', 'conjunction', '2024-01-27T14:59Z', COMPUTED),
  entry('Mars', 'Mercury', 'sextile', '2024-06-21T16:23Z', COMPUTED),
];
