import { HOUR_MS, MINUTE_MS, daysEndingOn, type Day } from '#domain/shared/dates';
import type { BulkWriter } from './bulk';

export type SeededUser = { id: string; timeZone: string; today: Day };

/** What every seeder gets: the bulk writer, a deterministic random source and one batch of users. */
type SeedBatch = {
  bulk: BulkWriter;
  random: () => number;
  users: readonly SeededUser[];
  /** Days of history ending on each user's today. */
  historyDays: number;
  /** A user's history: `historyDays` days, oldest first, ending on their today. */
  historyOf: (user: SeededUser) => readonly Day[];
  now: Date;
};

/** One feature's bulk data, written straight into its Drizzle tables, a batch of users at a time. */
export type Seeder = { name: string; seedBatch: (batch: SeedBatch) => Promise<number> };

/**
 * Users' histories of `historyDays` days, each list built once: members share a handful of todays
 * (one per date the time zones are on), and the seeders walk them hundreds of millions of times.
 */
export function historiesOf(historyDays: number): (user: SeededUser) => readonly Day[] {
  const byToday = new Map<Day, Day[]>();
  return (user) => {
    let days = byToday.get(user.today);
    if (!days) {
      days = daysEndingOn(user.today, historyDays);
      byToday.set(user.today, days);
    }
    return days;
  };
}

// Midnight (UTC) of each day seen; a history has a few thousand days, so this never grows large.
const midnights = new Map<Day, number>();

/** A timestamp at a given local hour of a day (close enough for history: zones only shift the hour). */
export function atHour(day: Day, hour: number, minute = 0): Date {
  let midnight = midnights.get(day);
  if (midnight === undefined) {
    midnight = Date.parse(`${day}T00:00:00Z`);
    midnights.set(day, midnight);
  }
  return new Date(midnight + hour * HOUR_MS + minute * MINUTE_MS);
}
