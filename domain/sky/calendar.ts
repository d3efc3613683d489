import { addDays, dayNumber, type Day } from '#domain/shared/dates';

/**
 * The month grid: always 42 cells (six weeks, docs/sky.md) so the calendar never changes height
 * between months, starting on the week's first day for the user's locale.
 */

export const CALENDAR_CELLS = 42;

/** 0 Sunday ... 6 Saturday, as Date#getDay and date-fns count. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type CalendarMonth = { year: number; month: number };

export function monthOfDay(day: Day): CalendarMonth {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function firstDayOfMonth({ year, month }: CalendarMonth): Day {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function isSameMonth(a: CalendarMonth, b: CalendarMonth): boolean {
  return a.year === b.year && a.month === b.month;
}

export function weekdayOf(day: Day): Weekday {
  // 1 January 1970, day number 0, was a Thursday.
  return toWeekday(dayNumber(day) + 4);
}

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Any whole number of days as a weekday (8 is Monday, -1 is Saturday). */
function toWeekday(value: number): Weekday {
  return WEEKDAYS[((value % 7) + 7) % 7] ?? 0;
}

/** The 42 days shown for a month: the week holding the 1st, then five more weeks. */
export function monthGrid(month: CalendarMonth, weekStartsOn: Weekday): Day[] {
  const first = firstDayOfMonth(month);
  const lead = (weekdayOf(first) - weekStartsOn + 7) % 7;
  const start = addDays(first, -lead);
  return Array.from({ length: CALENDAR_CELLS }, (_, index) => addDays(start, index));
}

/** The seven weekdays in grid order, starting on weekStartsOn. */
export function weekdayOrder(weekStartsOn: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, index) => toWeekday(weekStartsOn + index));
}

// CLDR 48 week data (supplemental weekData, firstDay; the ICU in Node 20 and current browsers): the regions whose weeks do not start on Monday.
const SUNDAY_FIRST = new Set(
  (
    'AG AS BD BR BS BT BW BZ CA CO DM DO ET GT GU HK HN ID IL IN IS JM JP KE KH KR LA MH MM MO MT ' +
    'MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'
  ).split(' '),
);
const SATURDAY_FIRST = new Set('AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));
const FRIDAY_FIRST = new Set(['MV']);

/**
 * First day of the week for a region when the browser cannot tell us (Intl.Locale week info is
 * missing in Firefox): CLDR's table, and Monday (ISO 8601, most of the world) for any other region
 * or when the locale names no region at all.
 */
export function weekStartForRegion(region: string | undefined): Weekday {
  const code = region?.toUpperCase() ?? '';
  if (SUNDAY_FIRST.has(code)) return 0;
  if (SATURDAY_FIRST.has(code)) return 6;
  if (FRIDAY_FIRST.has(code)) return 5;
  return 1;
}

/** Intl week info counts 1 Monday ... 7 Sunday. */
export function weekdayFromIsoDay(isoDay: number): Weekday {
  return toWeekday(isoDay % 7);
}
