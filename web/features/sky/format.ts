import { MINUTE_MS, dayToDate, type Day } from '#domain/shared/dates';
import { firstDayOfMonth, type CalendarMonth } from '#domain/sky/calendar';

/** Dates in the browser's language. Days are zone-free 'YYYY-MM-DD' strings, so they format in UTC. */
export function formatDay(day: Day, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(dayToDate(day));
}

export function formatMonth(month: CalendarMonth): string {
  return formatDay(firstDayOfMonth(month), { month: 'long', year: 'numeric' });
}

/**
 * An exact instant in the user's zone, e.g. "Fri, Mar 14, 6:55 AM": to the nearest minute, as
 * almanacs print phase times (Intl would cut the seconds off, so 06:54:35 would read 6:54).
 */
export function formatInstant(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const shown =
    options.second === undefined ? new Date(Math.round(at.getTime() / MINUTE_MS) * MINUTE_MS) : at;
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(shown);
}

export function formatTime(at: Date, timeZone: string): string {
  return formatInstant(at, timeZone, { hour: 'numeric', minute: '2-digit' });
}

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
