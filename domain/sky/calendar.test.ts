import { describe, expect, it } from 'vitest';
import {
  CALENDAR_CELLS,
  monthGrid,
  shiftMonth,
  weekStartForRegion,
  weekdayFromIsoDay,
  weekdayOf,
  weekdayOrder,
  type Weekday,
} from './calendar';
import { addDays } from '#domain/shared/dates';

// 2026 months whose 1st falls on each weekday: Sun Feb, Mon Jun, Tue Sep, Wed Apr, Thu Jan, Fri May, Sat Aug.
const MONTHS_BY_FIRST_WEEKDAY: [string, number, number, Weekday][] = [
  ['Sunday', 2026, 2, 0],
  ['Monday', 2026, 6, 1],
  ['Tuesday', 2026, 9, 2],
  ['Wednesday', 2026, 4, 3],
  ['Thursday', 2026, 1, 4],
  ['Friday', 2026, 5, 5],
  ['Saturday', 2026, 8, 6],
];

describe('monthGrid: 42 cells for months starting on each weekday', () => {
  const weekStarts: Weekday[] = [0, 1, 6];
  const cases = MONTHS_BY_FIRST_WEEKDAY.flatMap(([label, year, month, firstWeekday]) =>
    weekStarts.map((weekStartsOn) => [label, year, month, firstWeekday, weekStartsOn] as const),
  );
  it.each(cases)('%s %i-%i, weeks from weekday %i', (_label, year, month, firstWeekday, weekStartsOn) => {
    const first = `${year}-${String(month).padStart(2, '0')}-01`;
    expect(weekdayOf(first)).toBe(firstWeekday);
    const cells = monthGrid({ year, month }, weekStartsOn);
    expect(cells).toHaveLength(CALENDAR_CELLS);
    expect(weekdayOf(cells[0] ?? '')).toBe(weekStartsOn);
    cells.forEach((day, index) => expect(day).toBe(addDays(cells[0] ?? '', index)));
    // The 1st sits in the first row, right after the days it needs from the month before.
    expect(cells.indexOf(first)).toBe((firstWeekday - weekStartsOn + 7) % 7);
    const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const inMonth = cells.filter((day) => day.startsWith(first.slice(0, 8)));
    expect(inMonth).toHaveLength(daysInMonth);
  });

  it.each([
    // A 28-day February starting on the week's first day still fills six rows with March.
    [{ year: 2015, month: 2 }, 0, '2015-02-01', '2015-03-14'],
    // A 31-day month starting on the week's last day needs all six rows.
    [{ year: 2026, month: 8 }, 0, '2026-07-26', '2026-09-05'],
    [{ year: 2026, month: 3 }, 1, '2026-02-23', '2026-04-05'],
    [{ year: 2024, month: 2 }, 1, '2024-01-29', '2024-03-10'],
  ] as const)('%j from weekday %i runs %s to %s', (month, weekStartsOn, first, last) => {
    const cells = monthGrid(month, weekStartsOn);
    expect(cells[0]).toBe(first);
    expect(cells.at(-1)).toBe(last);
  });
});

describe('shiftMonth', () => {
  it.each([
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 5 }, 0, { year: 2026, month: 5 }],
    [{ year: 2026, month: 5 }, -17, { year: 2024, month: 12 }],
  ])('%j %i -> %j', (month, by, expected) => expect(shiftMonth(month, by)).toEqual(expected));
});

describe('week start', () => {
  it('orders weekdays from the first day of the week', () => {
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekdayOrder(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
  });

  it.each([
    [1, 1],
    [6, 6],
    [7, 0],
  ])('Intl week info day %i is weekday %i', (iso, weekday) => expect(weekdayFromIsoDay(iso)).toBe(weekday));

  it.each([
    ['US', 0],
    ['CA', 0],
    ['JP', 0],
    ['BR', 0],
    ['GB', 1],
    ['DE', 1],
    ['FR', 1],
    ['AU', 1],
    ['EG', 6],
    ['AE', 1],
    ['IR', 6],
    ['MV', 5],
    [undefined, 1],
  ] as const)('fallback for region %s is weekday %i', (region, weekday) =>
    expect(weekStartForRegion(region)).toBe(weekday),
  );

  // Node ships ICU's CLDR week data: the fallback must agree with it wherever Node can tell.
  const regions =
    'US CA MX BR AR CL CO PE GB IE FR DE ES PT IT NL BE CH AT PL SE NO FI DK RU UA TR IL SA AE EG IR IQ IN PK BD CN IS HK TW JP KR TH VN ID PH SG MY AU NZ ZA NG KE MV'.split(
      ' ',
    );
  it.each(regions)('fallback matches Intl week info for %s', (region) => {
    const locale = new Intl.Locale(`und-${region}`);
    const info: unknown = Reflect.get(locale, 'weekInfo') ?? Reflect.get(locale, 'getWeekInfo')?.call(locale);
    if (
      typeof info !== 'object' ||
      info === null ||
      !('firstDay' in info) ||
      typeof info.firstDay !== 'number'
    )
      return;
    expect(weekStartForRegion(region)).toBe(weekdayFromIsoDay(info.firstDay));
  });
});
