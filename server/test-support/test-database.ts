import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client';

/**
 * A new, empty database on a PostgreSQL server (TEST_DATABASE_URL's unless another is given; the
 * benchmark passes DATABASE_URL), and a function that drops it.
 */
export async function createEmptyPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = 't',
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped on close, so files run in parallel.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const empty = await createEmptyPostgresDatabase();
  const handle = await openDatabase({ databaseUrl: empty.url, dataDir: 'unused' });
  return {
    ...handle,
    url: empty.url,
    close: async () => {
      await handle.close();
      await empty.drop();
    },
  };
}
