import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { addDays, zonedInstant, type Day } from './dates';

// Zones with clock changes at midnight (Santiago, Havana, Beirut), half-hour changes (Lord Howe),
// odd offsets (Kathmandu, Chatham) and none at all (Tokyo, UTC).
const ZONES = [
  'UTC',
  'America/New_York',
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Europe/London',
  'Asia/Tokyo',
];

describe('zonedInstant: the instant of a local wall time', () => {
  it.each(ZONES)(
    '%s: the same instant as the time-zone library for every midnight and noon of 2024-2027',
    (zone) => {
      const mismatches: string[] = [];
      for (let day: Day = '2024-01-01'; day < '2028-01-01'; day = addDays(day, 1)) {
        for (const [hour, minute] of [
          [0, 0],
          [12, 0],
          [2, 30],
        ] as const) {
          const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
          const expected = new TZDate(year, month - 1, date, hour, minute, zone).getTime();
          const actual = zonedInstant(day, hour, minute, zone).getTime();
          if (actual !== expected) mismatches.push(`${day} ${hour}:${minute}`);
        }
      }
      expect(mismatches).toEqual([]);
    },
  );

  it.each([
    ['2025-03-09', 12, 0, 'America/New_York', '2025-03-09T16:00:00.000Z'],
    ['2025-11-02', 0, 0, 'America/New_York', '2025-11-02T04:00:00.000Z'],
    ['2025-06-01', 0, 0, 'Asia/Kathmandu', '2025-05-31T18:15:00.000Z'],
    ['2025-06-01', 12, 0, 'UTC', '2025-06-01T12:00:00.000Z'],
  ] as const)('%s %s:%s in %s is %s', (day, hour, minute, zone, iso) =>
    expect(zonedInstant(day, hour, minute, zone).toISOString()).toBe(iso),
  );
});
