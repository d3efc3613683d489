import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays, differenceInCalendarDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  MAX_CACHED_ZONES,
  TimeZoneSchema,
  cachedZoneCount,
  addDays,
  dayFromNumber,
  dayNumber,
  dayToDate,
  daysBetween,
  daysEndingOn,
  isValidDay,
  isValidTimeZone,
  localDay,
  localHour,
  localTime,
  nextLocalMidnight,
} from './dates';

describe('isValidDay', () => {
  it.each([
    ['2026-11-21', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['21/11/2026', false],
    ['', false],
  ])('%s -> %s', (value, expected) => expect(isValidDay(value)).toBe(expected));
});

describe('isValidTimeZone', () => {
  it.each([
    ['Europe/Paris', true],
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%s -> %s', (value, expected) => expect(isValidTimeZone(value)).toBe(expected));
});

describe('localDay at midnight and daylight-saving boundaries', () => {
  it.each([
    ['2026-11-21T04:59:59Z', 'America/New_York', '2026-11-20'],
    ['2026-11-21T05:00:00Z', 'America/New_York', '2026-11-21'],
    ['2026-11-21T10:59:59Z', 'Pacific/Auckland', '2026-11-21'],
    ['2026-11-21T11:00:00Z', 'Pacific/Auckland', '2026-11-22'],
    // New York springs forward on 2026-03-08 at 02:00 (UTC-5 -> UTC-4).
    ['2026-03-08T06:59:00Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T03:59:00Z', 'America/New_York', '2026-03-08'],
    ['2026-03-09T04:00:00Z', 'America/New_York', '2026-03-09'],
    // Paris falls back on 2026-10-25 at 03:00 (UTC+2 -> UTC+1).
    ['2026-10-25T22:59:00Z', 'Europe/Paris', '2026-10-25'],
    ['2026-10-25T23:00:00Z', 'Europe/Paris', '2026-10-26'],
    ['2026-06-30T23:30:00Z', 'UTC', '2026-06-30'],
  ])('%s in %s is %s', (instant, zone, expected) => expect(localDay(new Date(instant), zone)).toBe(expected));

  it('answers within one UTC minute from memory, and turns the day on the minute it turns', () => {
    // Kathmandu is UTC+5:45: its midnight falls at 18:15 UTC, a quarter past a UTC hour.
    const asked = [
      ['2026-03-01T18:14:00.000Z', '2026-03-01'],
      ['2026-03-01T18:14:59.999Z', '2026-03-01'],
      ['2026-03-01T18:15:00.000Z', '2026-03-02'],
      ['2026-03-01T18:15:30.000Z', '2026-03-02'],
      ['2026-03-01T18:14:30.000Z', '2026-03-01'],
      // Before 1973 offsets had seconds (Liberia, -0:44:30 until 1972): never answered from memory.
      ['1970-06-01T00:44:29.000Z', '1970-05-31'],
      ['1970-06-01T00:44:30.000Z', '1970-06-01'],
    ] as const;
    for (const [instant, day] of asked.slice(0, 5))
      expect(localDay(new Date(instant), 'Asia/Kathmandu')).toBe(day);
    for (const [instant, day] of asked.slice(5))
      expect(localDay(new Date(instant), 'Africa/Monrovia')).toBe(day);
  });

  it('reads the local hour', () => {
    expect(localHour(new Date('2026-07-01T10:30:00Z'), 'Europe/Paris')).toBe(12);
    expect(localHour(new Date('2026-01-01T10:30:00Z'), 'Europe/Paris')).toBe(11);
  });

  it('reads the local wall-clock time, across daylight saving and half-hour zones', () => {
    expect(localTime(new Date('2026-07-01T10:05:00Z'), 'Europe/Paris')).toBe('12:05');
    expect(localTime(new Date('2026-01-01T10:05:00Z'), 'Europe/Paris')).toBe('11:05');
    expect(localTime(new Date('2026-03-15T13:12:00Z'), 'America/New_York')).toBe('09:12');
    expect(localTime(new Date('2026-03-15T23:50:00Z'), 'Asia/Kolkata')).toBe('05:20');
    expect(localTime(new Date('2026-03-15T00:00:00Z'), 'UTC')).toBe('00:00');
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2026-03-07', 1, '2026-03-08'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-11-21', -30, '2026-10-22'],
  ])('%s %+d -> %s', (day, amount, expected) => expect(addDays(day, amount)).toBe(expected));

  it('counts whole days across daylight saving and years', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('lists the days ending on a day, oldest first', () => {
    expect(daysEndingOn('2026-01-02', 3)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
  });
});

describe('day numbers agree with date-fns calendar maths', () => {
  it('numbers 1970-01-01 as 0 and round-trips', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayFromNumber(dayNumber('2024-02-29'))).toBe('2024-02-29');
  });

  it.each([
    { day: '0001-01-01', number: -719_162 },
    { day: '1600-02-29', number: -135_081 },
    { day: '1900-03-01', number: -25_508 },
    { day: '2000-02-29', number: 11_016 },
    { day: '2026-11-23', number: 20_780 },
    { day: '2100-02-28', number: 47_540 },
    { day: '2100-03-01', number: 47_541 },
    { day: '9999-12-31', number: 2_932_896 },
  ])('numbers $day as $number, and back', ({ day, number }) => {
    expect(dayNumber(day)).toBe(number);
    expect(dayFromNumber(number)).toBe(day);
  });

  it('agrees with the Date object on every day from 1800 to 2300', () => {
    const DAY_MS = 86_400_000;
    const disagreements: string[] = [];
    for (let number = -62_091; number <= 120_529; number += 1) {
      const day = new Date(number * DAY_MS).toISOString().slice(0, 10);
      if (dayFromNumber(number) !== day || dayNumber(day) !== number) disagreements.push(day);
    }
    expect(disagreements).toEqual([]);
  });

  it('adds and subtracts days like date-fns over twelve years', () => {
    for (let offset = 0; offset < 12 * 366; offset += 1) {
      const day = format(addCalendarDays(dayToDate('2019-01-01'), offset), 'yyyy-MM-dd');
      for (const amount of [-400, -31, -1, 1, 7, 366]) {
        expect(addDays(day, amount)).toBe(format(addCalendarDays(dayToDate(day), amount), 'yyyy-MM-dd'));
      }
      expect(daysBetween('2019-01-01', day)).toBe(
        differenceInCalendarDays(dayToDate(day), dayToDate('2019-01-01')),
      );
    }
  });
});

describe('localDay and localHour agree with date-fns on TZDate', () => {
  const zones = [
    'UTC',
    'America/New_York',
    'Europe/Paris',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'Pacific/Kiritimati',
  ];
  it.each(zones)('%s, every 97 minutes over two years', (zone) => {
    for (let time = Date.UTC(2025, 0, 1); time < Date.UTC(2027, 0, 1); time += 97 * 60_000) {
      const zoned = new TZDate(time, zone);
      expect(localDay(new Date(time), zone)).toBe(format(zoned, 'yyyy-MM-dd'));
      expect(localHour(new Date(time), zone)).toBe(zoned.getHours());
    }
  });
});

describe("nextLocalMidnight: when the member's next day begins", () => {
  it.each([
    ['an ordinary UTC evening', '2026-11-22T18:00:00Z', 'UTC', '2026-11-23T00:00:00.000Z'],
    ['exactly at midnight: the following one', '2026-11-23T00:00:00Z', 'UTC', '2026-11-24T00:00:00.000Z'],
    ['Paris in winter (UTC+1)', '2026-11-22T12:00:00Z', 'Europe/Paris', '2026-11-22T23:00:00.000Z'],
    ['Paris, the night clocks go back', '2026-10-25T12:00:00Z', 'Europe/Paris', '2026-10-25T23:00:00.000Z'],
    ['Kolkata, half-hour offset', '2026-11-22T20:00:00Z', 'Asia/Kolkata', '2026-11-23T18:30:00.000Z'],
    ['Kiritimati, UTC+14', '2026-11-22T09:00:00Z', 'Pacific/Kiritimati', '2026-11-22T10:00:00.000Z'],
    [
      'New York, the eve of spring forward',
      '2026-03-07T12:00:00Z',
      'America/New_York',
      '2026-03-08T05:00:00.000Z',
    ],
    ['New York, a 23-hour day', '2026-03-08T12:00:00Z', 'America/New_York', '2026-03-09T04:00:00.000Z'],
    ['New York, a 25-hour day', '2026-11-01T12:00:00Z', 'America/New_York', '2026-11-02T05:00:00.000Z'],
    // Havana springs forward at midnight: 00:00 does not exist, the day begins at 01:00 (UTC-4).
    ['Havana, a day without midnight', '2026-03-07T20:00:00Z', 'America/Havana', '2026-03-08T05:00:00.000Z'],
  ])('%s', (_case, instant, zone, expected) => {
    expect(nextLocalMidnight(new Date(instant), zone).toISOString()).toBe(expected);
  });

  it.each(['UTC', 'Europe/London', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Tehran', 'Pacific/Apia'])(
    'in %s the day changes exactly then, every day of a year',
    (zone) => {
      let instant = new Date('2026-01-01T10:00:00Z');
      for (let day = 0; day < 366; day += 1) {
        const turn = nextLocalMidnight(instant, zone);
        expect(turn.getTime()).toBeGreaterThan(instant.getTime());
        expect(localDay(turn, zone)).toBe(addDays(localDay(instant, zone), 1));
        expect(localDay(new Date(turn.getTime() - 1), zone)).toBe(localDay(instant, zone));
        instant = turn;
      }
    },
  );
});

describe('time zones in canonical form, with a bounded formatter cache', () => {
  it.each([
    ['europe/paris', 'Europe/Paris'],
    ['EUROPE/PARIS', 'Europe/Paris'],
    ['utc', 'UTC'],
    ['America/New_York', 'America/New_York'],
  ])('stores %s as %s', (input, canonical) => {
    expect(TimeZoneSchema.parse(input)).toBe(canonical);
  });

  it('never caches more formatters than its bound, however many spellings arrive', () => {
    const letters = 'europe/paris';
    for (let mask = 0; mask < 2 ** letters.length; mask += 1) {
      const spelling = [...letters]
        .map((char, index) => ((mask >> index) & 1 ? char.toUpperCase() : char))
        .join('');
      localDay(new Date('2026-03-01T12:00:00Z'), spelling);
    }
    expect(cachedZoneCount()).toBeLessThanOrEqual(MAX_CACHED_ZONES);
  });
});
