import { getTableName, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#server/db/client';
import type { PoolUser } from '#bench/targets';
import { seededRandom } from '#domain/shared/random';
import { stories, storyLikes } from '#server/db/schema/community';
import { energyReadings } from '#server/db/schema/energy';
import { goals } from '#server/db/schema/goals';
import { habitCompletions, habits } from '#server/db/schema/habits';
import { meditationSessions } from '#server/db/schema/meditation';
import { practiceLog } from '#server/db/schema/practice';
import { rituals } from '#server/db/schema/rituals';
import { rebuildPracticeTotals } from '#server/practice/practice-log';
import { bulkWriter, type BulkWriter } from './bulk';
import { withIndexesDeferred } from './deferred-indexes';
import { historiesOf, type SeededUser, type Seeder } from './context';
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

/** The tables that grow with members and days: loaded without their indexes, which are built after. */
const BULK_TABLES = [
  practiceLog,
  rituals,
  habitCompletions,
  habits,
  energyReadings,
  meditationSessions,
  goals,
  stories,
  storyLikes,
];

// Users per batch are as many as fit this many days of history (one member of three years, or 12 of
// 90 days): a batch's rows are garbage soon after they are encoded, so they never outlive V8's young
// generation, and collecting them stays cheap (a batch of 50 three-year histories, 650,000 row
// objects, made this process spend half its time in the garbage collector).
const BATCH_USER_DAYS = 1_100;
const PROGRESS_EVERY_MS = 30_000;
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
export type SeedResult = {
  pool: PoolUser[];
  veterans: PoolUser[];
  /** A member who signed up today: onboarding done, nothing else yet (the new member's dashboard). */
  newcomer: PoolUser | undefined;
  rows: number;
  seconds: number;
};

/** Every feature's data for `users`, a batch at a time; returns the rows written. */
export async function seedHistories(
  bulk: BulkWriter,
  random: () => number,
  users: readonly SeededUser[],
  historyDays: number,
  now: Date,
  log: (line: string) => void,
): Promise<number> {
  const batchUsers = Math.max(1, Math.floor(BATCH_USER_DAYS / historyDays));
  const historyOf = historiesOf(historyDays);
  let rows = 0;
  let logged = Date.now();
  for (let start = 0; start < users.length; start += batchUsers) {
    const batch = {
      bulk,
      random,
      users: users.slice(start, start + batchUsers),
      historyDays,
      historyOf,
      now,
    };
    for (const seeder of USER_SEEDERS) rows += await seeder.seedBatch(batch);
    if (Date.now() - logged >= PROGRESS_EVERY_MS) {
      logged = Date.now();
      log(`  seeded ${start + batch.users.length} of ${users.length} users (${rows} rows)`);
    }
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
  database: DatabaseHandle,
  options: SeedOptions,
  log: (line: string) => void,
): Promise<SeedResult> {
  const { db } = database;
  const started = Date.now();
  const took = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
  const random = seededRandom(20_261_124);
  const now = new Date();
  const bulk = bulkWriter(database);
  const tables = BULK_TABLES.map((table) => getTableName(table));
  const seeded = await withIndexesDeferred(
    database,
    tables,
    async () => {
      const users = await seedUsers(bulk, random, options.users, now);
      let rows = users.length + (await seedHistories(bulk, random, users, options.historyDays, now, log));
      const veterans = await seedUsers(bulk, random, options.veterans, now, 'bench-veteran');
      rows += veterans.length;
      rows += await seedHistories(bulk, random, veterans, options.veteranHistoryDays, now, () => undefined);
      log(`  seeded ${veterans.length} members with ${options.veteranHistoryDays} days of history`);
      const newcomers = await seedUsers(bulk, random, 1, now, 'bench-newcomer');
      rows += newcomers.length;
      rows += await seedStories(bulk, random, users, options.stories, now);
      // The first users span every seeded time zone.
      const signedIn = await seedSessions(bulk, users.slice(0, options.pool));
      const signedInVeterans = await seedSessions(bulk, veterans);
      const signedInNewcomers = await seedSessions(bulk, newcomers);
      rows += signedIn.length + signedInVeterans.length + signedInNewcomers.length;
      await bulk.flush();
      log(`  seeded ${options.stories} success stories (${rows} rows in ${took(started)})`);
      return { rows, signedIn, signedInVeterans, signedInNewcomers };
    },
    log,
  );
  // The seeders write the practice log directly; the running XP totals follow from it.
  const rebuilt = Date.now();
  await rebuildPracticeTotals(db);
  log(`  rebuilt the practice totals in ${took(rebuilt)}`);
  const vacuumed = Date.now();
  await db.execute(sql`vacuum analyze`);
  log(`  vacuumed and analysed in ${took(vacuumed)}`);
  return {
    pool: asPoolUsers(seeded.signedIn),
    veterans: asPoolUsers(seeded.signedInVeterans),
    newcomer: asPoolUsers(seeded.signedInNewcomers)[0],
    rows: seeded.rows,
    seconds: (Date.now() - started) / 1000,
  };
}
