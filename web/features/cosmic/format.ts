import { dayToDate, type Day } from '#domain/dates';
import { firstDayOfMonth, type CalendarMonth } from '#domain/cosmic-calendar';

/** Dates in the browser's language. Days are zone-free 'YYYY-MM-DD' strings, so they format in UTC. */
export function formatDay(day: Day, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' }).format(dayToDate(day));
}

export function formatMonth(month: CalendarMonth): string {
  return formatDay(firstDayOfMonth(month), { month: 'long', year: 'numeric' });
}

/** An exact instant in the user's zone, e.g. "Fri, Mar 14, 6:55 AM". */
export function formatInstant(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(at);
}

export function formatTime(at: Date, timeZone: string): string {
  return formatInstant(at, timeZone, { hour: 'numeric', minute: '2-digit' });
}

export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
