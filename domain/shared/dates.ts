import { TZDate, tzOffset } from '@date-fns/tz';
import { z } from 'zod';
import { schemaOnFirstUse } from './schema-on-first-use';

/**
 * Calendar days are plain 'YYYY-MM-DD' strings in the user's own time zone: the browser sends the
 * day it shows, and the server derives "today" from the zone stored on the user. Day arithmetic runs
 * on UTC-anchored dates so no daylight-saving shift can move a day.
 */
export type Day = string;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date: 2026-02-30 is refused, not rolled over. */
export function isValidDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const DaySchema = schemaOnFirstUse(() =>
  z.string().refine(isValidDay, { message: 'must be a date in the form YYYY-MM-DD' }),
);

// Zones and formatters cached by spelling are bounded, so odd spellings or offsets a client sends
// cannot grow them without end (IANA has about 600 zones).
export const MAX_CACHED_ZONES = 1_000;
// Zones already found valid. Checking one builds an Intl formatter, which costs a few milliseconds on
// a phone, and a page's widgets ask on every render (docs/performance.md, "The signed-in dashboard").
const validZones = new Set<string>();

export function isValidTimeZone(value: string): boolean {
  if (validZones.has(value)) return true;
  if (value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  if (validZones.size >= MAX_CACHED_ZONES) validZones.clear();
  validZones.add(value);
  return true;
}

/**
 * The zone's canonical spelling ('europe/PARIS' -> 'Europe/Paris', 'utc' -> 'UTC'), so one zone is
 * stored, compared and cached under one name however a browser or client spells it.
 */
function canonicalTimeZone(value: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
}

export const TimeZoneSchema = schemaOnFirstUse(() =>
  z
    .string()
    .refine(isValidTimeZone, { message: 'must be an IANA time zone such as Europe/Paris' })
    .transform(canonicalTimeZone),
);

// One formatter per zone, built once: Intl formatters are costly to create and cheap to reuse, and
// reading a day through them avoids loading date-fns on the server (about 20 MB of modules).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** How many zone formatters are cached (for the bound's test). */
export const cachedZoneCount = () => formatters.size;

function partsIn(instant: Date, timeZone: string): Readonly<Record<string, string>> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    if (formatters.size >= MAX_CACHED_ZONES) {
      const oldest = formatters.keys().next();
      if (!oldest.done) {
        formatters.delete(oldest.value);
        recentParts.delete(oldest.value);
      }
    }
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const minute = Math.floor(instant.getTime() / MINUTE_MS);
  const recent = recentParts.get(timeZone);
  if (recent?.minute === minute) return recent.parts;
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = part.value;
  if (minute >= WHOLE_MINUTE_OFFSETS_SINCE) recentParts.set(timeZone, { minute, parts });
  return parts;
}

export const MINUTE_MS = 60_000;
// Every zone's offset from UTC has been a whole number of minutes since 1973 (Liberia's -0:44:30
// was the last exception), so within one UTC minute a zone's date and hour cannot change. Each
// zone remembers its latest minute's answer: a server asking "what day is it for this member"
// thousands of times a second formats once per zone per minute. Bounded like the formatters.
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1973, 0, 1) / MINUTE_MS;
const recentParts = new Map<string, { minute: number; parts: Readonly<Record<string, string>> }>();

/** The calendar day an instant falls on in a time zone. */
export function localDay(instant: Date, timeZone: string): Day {
  const { year = '', month = '', day = '' } = partsIn(instant, timeZone);
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The hour (0-23) of an instant in a time zone. */
export function localHour(instant: Date, timeZone: string): number {
  return Number(partsIn(instant, timeZone).hour);
}

export const HOUR_MS = 3_600_000;

/** The wall-clock time ('HH:MM', 24-hour) of an instant in a time zone. */
export function localTime(instant: Date, timeZone: string): string {
  const wall = new Date(instant.getTime() + tzOffset(timeZone, instant) * MINUTE_MS);
  return wall.toISOString().slice(11, 16);
}

/**
 * The instant a local wall-clock time occurs in a time zone. Away from a clock change (no change
 * within three hours) it is the wall time less the zone's one offset, found with three cached
 * offset look-ups; near a change, where a time can happen twice or not at all, the time-zone
 * library decides, as it did everywhere before (a calendar month reads 84 such instants, and the
 * library's constructor costs several times more).
 */
export function zonedInstant(day: Day, hour: number, minute: number, timeZone: string): Date {
  const wall = dayNumber(day) * DAY_MS + (hour * 60 + minute) * MINUTE_MS;
  const offset = tzOffset(timeZone, new Date(wall));
  const instant = wall - offset * MINUTE_MS;
  if (
    tzOffset(timeZone, new Date(instant - 3 * HOUR_MS)) === offset &&
    tzOffset(timeZone, new Date(instant + 3 * HOUR_MS)) === offset
  )
    return new Date(instant);
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, hour, minute, timeZone).getTime());
}

/** A day as a midnight-UTC date, for date-fns calendar maths that must not see daylight saving. */
export function dayToDate(day: Day): TZDate {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new TZDate(year, month - 1, date, 'UTC');
}

/** A calendar day's length in milliseconds: the one day-length constant (UTC has no daylight saving). */
export const DAY_MS = 86_400_000;

/**
 * Days since 1970-01-01 of a calendar day, by the proleptic Gregorian calendar's arithmetic
 * (H. Hinnant's days-from-civil: years counted from March, so the leap day ends the year). No Date
 * objects: a calendar day has no time zone, and hot paths such as a habit's streak walk look up
 * hundreds of periods per request.
 */
export function dayNumber(day: Day): number {
  return civilDayNumber(Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10)));
}

/** dayNumber of the calendar day (year, month 1-12, date), without spelling it first. */
export function civilDayNumber(year: number, month: number, date: number): number {
  const marchYear = year - (month <= 2 ? 1 : 0);
  const era = Math.floor(marchYear / 400);
  const yearOfEra = marchYear - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));

/** The calendar day `value` days after 1970-01-01 (the inverse of dayNumber, by the same arithmetic). */
export function dayFromNumber(value: number): Day {
  const shifted = value + 719_468;
  const era = Math.floor(shifted / 146_097);
  const dayOfEra = shifted - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const date = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(date)}`;
}

export function addDays(day: Day, amount: number): Day {
  return dayFromNumber(dayNumber(day) + amount);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: Day, to: Day): number {
  return dayNumber(to) - dayNumber(from);
}

/** The `count` days ending on `last`, oldest first. */
export function daysEndingOn(last: Day, count: number): Day[] {
  return Array.from({ length: count }, (_, index) => addDays(last, index - count + 1));
}

// Wider than any zone's offset from UTC (-12 h to +14 h), so the search below always brackets the turn.
const SEARCH_MARGIN_MS = 15 * 3_600_000;

/**
 * The instant the member's next day begins: the first moment after `instant` whose local day in
 * `timeZone` is the next calendar day. Usually local midnight; on a day whose clocks spring forward
 * at midnight (Santiago, Havana, Beirut...) midnight does not exist and the day begins at 01:00.
 * Found by bisection on localDay, so it needs no table of offsets and is exact to the millisecond.
 */
export function nextLocalMidnight(instant: Date, timeZone: string): Date {
  const tomorrow = addDays(localDay(instant, timeZone), 1);
  const utcMidnight = dayNumber(tomorrow) * DAY_MS;
  let before = Math.max(instant.getTime(), utcMidnight - SEARCH_MARGIN_MS);
  let after = utcMidnight + SEARCH_MARGIN_MS;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (localDay(new Date(middle), timeZone) >= tomorrow) after = middle;
    else before = middle;
  }
  return new Date(after);
}
