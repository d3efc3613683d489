import type { Day } from '#domain/dates';
import type { Database } from '#server/db/client';

export type SeededUser = { id: string; timeZone: string; today: Day };

/** What every seeder gets: the database, a deterministic random source and one batch of users. */
export type SeedBatch = {
  db: Database;
  random: () => number;
  users: readonly SeededUser[];
  /** Days of history ending on each user's today. */
  historyDays: number;
  now: Date;
};

/** One feature's bulk data, written straight into its Drizzle tables, a batch of users at a time. */
export type Seeder = { name: string; seedBatch: (batch: SeedBatch) => Promise<number> };

/** A timestamp at a given local hour of a day (close enough for history: zones only shift the hour). */
export function atHour(day: Day, hour: number, minute = 0): Date {
  return new Date(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
}
