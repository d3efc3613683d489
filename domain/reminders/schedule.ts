import { addDays, localDay, type Day } from '#domain/shared/dates';
import { nextPeak, type PeakEvent } from '#domain/sky/sky';
import { startOfLocalDay } from '#domain/sky/moon';
import { instantAtLocalTime, nextLocalTime, type ReminderKind } from './reminders';

export type MoonReminder = { at: Date; peak: PeakEvent };

/**
 * The next moon reminder strictly after `after`: `time` on the member's local day of the next new
 * or full moon (a peak falling at 03:00 local is announced at that day's reminder time, even though
 * the instant itself has passed, because the day is what the member plans around).
 */
export function nextMoonReminder(after: Date, time: string, timeZone: string): MoonReminder | null {
  let from = startOfLocalDay(localDay(after, timeZone), timeZone);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const peak = nextPeak(from, timeZone);
    if (!peak) return null;
    const at = instantAtLocalTime(peak.day, time, timeZone);
    if (at.getTime() > after.getTime()) return { at, peak };
    from = startOfLocalDay(addDays(peak.day, 1), timeZone);
  }
  return null;
}

/** What a reminder is due by: its local time and the member's zone (kept with the row to spot changes). */
export type ReminderSpec = { kind: ReminderKind; time: string; timeZone: string };

export const specText = ({ kind, time, timeZone }: ReminderSpec): string => `${kind}|${time}|${timeZone}`;

/**
 * The next instant strictly after `after` at which a reminder is due: its local time each day for
 * the practice and habit reminders, that time on new and full moon days for the moon reminder.
 */
export function nextReminderAt(spec: ReminderSpec, after: Date): Date | null {
  if (spec.kind === 'moon') return nextMoonReminder(after, spec.time, spec.timeZone)?.at ?? null;
  return nextLocalTime(after, spec.time, spec.timeZone);
}

/** The new or full moon that falls on the member's local `day`, if one does. */
export function peakOnDay(day: Day, timeZone: string): PeakEvent | null {
  const peak = nextPeak(startOfLocalDay(day, timeZone), timeZone);
  return peak && peak.day === day ? peak : null;
}
