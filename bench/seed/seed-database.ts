import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { PoolUser } from '#bench/targets';
import { seededRandom } from '#domain/random';
import { rebuildPracticeTotals } from '#server/practice/practice-log';
import type { SeededUser, Seeder } from './context';
import { energySeeder } from './energy';
import { goalSeeder, ritualSeeder } from './goals-rituals';
import { habitSeeder } from './habits';
import { meditationSeeder } from './meditation';
import { seedStories } from './stories';
import { seedSessions, seedUsers } from './users';

/** Per-user data, one seeder per feature that has landed. */
const USER_SEEDERS: readonly Seeder[] = [
  habitSeeder,
  energySeeder,
  meditationSeeder,
  goalSeeder,
  ritualSeeder,
];

const BATCH_USERS = 50;
// Plain http on loopback, so the app uses the cookie name without the __Host- prefix.
const COOKIE_NAME = 'abundance_session';

export type SeedOptions = {
  users: number;
  pool: number;
  historyDays: number;
  stories: number;
  /** Extra members with a long history of daily practice (the insights latency probe's). */
  veterans: number;
  veteranHistoryDays: number;
};
export type SeedResult = { pool: PoolUser[]; veterans: PoolUser[]; rows: number; seconds: number };

/** Every feature's data for `users`, a batch at a time; returns the rows written. */
async function seedHistories(
  db: Database,
  random: () => number,
  users: readonly SeededUser[],
  historyDays: number,
  now: Date,
  log: (line: string) => void,
): Promise<number> {
  let rows = 0;
  for (let start = 0; start < users.length; start += BATCH_USERS) {
    const batch = { db, random, users: users.slice(start, start + BATCH_USERS), historyDays, now };
    for (const seeder of USER_SEEDERS) rows += await seeder.seedBatch(batch);
    if ((start / BATCH_USERS) % 4 === 3)
      log(`  seeded ${start + batch.users.length} of ${users.length} users`);
  }
  return rows;
}

const asPoolUsers = (signedIn: ReadonlyArray<SeededUser & { token: string }>): PoolUser[] =>
  signedIn.map(({ id, today, token }) => ({ userId: id, today, cookie: `${COOKIE_NAME}=${token}` }));

/**
 * Fills a freshly migrated database with realistic data in bulk, straight through the Drizzle
 * tables, then vacuums and analyses as autovacuum would on a live database (so it does not start mid-run).
 */
export async function seedDatabase(
  db: Database,
  options: SeedOptions,
  log: (line: string) => void,
): Promise<SeedResult> {
  const started = Date.now();
  const random = seededRandom(20_261_124);
  const now = new Date();
  const users = await seedUsers(db, random, options.users, now);
  let rows = users.length + (await seedHistories(db, random, users, options.historyDays, now, log));
  const veterans = await seedUsers(db, random, options.veterans, now, 'bench-veteran');
  rows += veterans.length;
  rows += await seedHistories(db, random, veterans, options.veteranHistoryDays, now, () => undefined);
  log(`  seeded ${veterans.length} members with ${options.veteranHistoryDays} days of history`);
  rows += await seedStories(db, random, users, options.stories, now);
  log(`  seeded ${options.stories} success stories`);
  // The seeders write the practice log directly; the running XP totals follow from it.
  await rebuildPracticeTotals(db);
  // The first users span every seeded time zone.
  const signedIn = await seedSessions(db, users.slice(0, options.pool));
  const signedInVeterans = await seedSessions(db, veterans);
  rows += signedIn.length + signedInVeterans.length;
  await db.execute(sql`vacuum analyze`);
  return {
    pool: asPoolUsers(signedIn),
    veterans: asPoolUsers(signedInVeterans),
    rows,
    seconds: (Date.now() - started) / 1000,
  };
}
