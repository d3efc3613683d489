/**
 * Published instants of principal moon phases, UTC, to the minute, as the US Naval Observatory's
 * "Phases of the Moon" tables (and timeanddate.com, which agrees with them to the minute) give them.
 * This list was not computed by the app's library: the new and full moons were carried over from
 * the repository's earlier published-dates test, and the engineer who committed this fixture checked
 * these against the published times they know independently (the eclipse-season phases:
 * 2024-04-08, 2025-03-14, 2025-03-29, 2025-09-07, 2025-09-21, 2026-02-17, 2026-03-03, and
 * 2024-12-15, 2025-01-13, 2025-01-29, 2025-11-05, 2025-11-20, 2025-12-04). Times are rounded to the
 * minute, so each is known to +/-30 seconds.
 */
export const PUBLISHED_PHASES: readonly (readonly [
  'New Moon' | 'First Quarter' | 'Full Moon' | 'Last Quarter',
  string,
])[] = [
  ['First Quarter', '2025-03-06T16:32Z'],
  ['New Moon', '2024-04-08T18:21Z'],
  ['Full Moon', '2024-04-23T23:49Z'],
  ['Full Moon', '2024-12-15T09:02Z'],
  ['New Moon', '2024-12-30T22:27Z'],
  ['Full Moon', '2025-01-13T22:27Z'],
  ['New Moon', '2025-01-29T12:36Z'],
  ['Full Moon', '2025-02-12T13:53Z'],
  ['New Moon', '2025-02-28T00:45Z'],
  ['Full Moon', '2025-03-14T06:55Z'],
  ['New Moon', '2025-03-29T10:58Z'],
  ['Full Moon', '2025-04-13T00:22Z'],
  ['New Moon', '2025-04-27T19:31Z'],
  ['Full Moon', '2025-05-12T16:56Z'],
  ['New Moon', '2025-05-27T03:02Z'],
  ['Full Moon', '2025-06-11T07:44Z'],
  ['New Moon', '2025-06-25T10:31Z'],
  ['Full Moon', '2025-07-10T20:37Z'],
  ['New Moon', '2025-07-24T19:11Z'],
  ['Full Moon', '2025-08-09T07:55Z'],
  ['New Moon', '2025-08-23T06:06Z'],
  ['Full Moon', '2025-09-07T18:09Z'],
  ['New Moon', '2025-09-21T19:54Z'],
  ['Full Moon', '2025-10-07T03:48Z'],
  ['New Moon', '2025-10-21T12:25Z'],
  ['Full Moon', '2025-11-05T13:19Z'],
  ['New Moon', '2025-11-20T06:47Z'],
  ['Full Moon', '2025-12-04T23:14Z'],
  ['New Moon', '2025-12-20T01:43Z'],
  ['Full Moon', '2026-01-03T10:03Z'],
  ['New Moon', '2026-01-18T19:52Z'],
  ['Full Moon', '2026-02-01T22:09Z'],
  ['New Moon', '2026-02-17T12:01Z'],
  ['Full Moon', '2026-03-03T11:38Z'],
  ['New Moon', '2026-03-19T01:23Z'],
  ['Last Quarter', '2025-03-22T11:29Z'],
];
