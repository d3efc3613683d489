import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '#server/db/client';

/**
 * A new database on a PostgreSQL server (TEST_DATABASE_URL's unless another is given; the
 * benchmark passes DATABASE_URL), empty or a copy of `template`, and a function that drops it.
 */
export async function createEmptyPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = 't',
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"${template ? ` template "${template}"` : ''}`);
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
 * What the API suite's global setup made once for the run (see pglite-snapshot-setup.ts and
 * postgres-template-setup.ts); nothing outside Vitest or without that setup. Vitest is imported
 * here, not at the top, because the benchmark imports this module outside Vitest.
 */
async function migratedOnce(): Promise<{ pgliteSnapshot?: string; postgresTemplate?: string }> {
  if (!process.env.VITEST) return {};
  const { inject } = await import('vitest');
  return { pgliteSnapshot: inject('pgliteSnapshot'), postgresTemplate: inject('postgresTemplate') };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or (TEST_DB=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped on close, so files run in parallel. Under the
 * API suite it starts as a copy of the run's migrated snapshot or template, so openDatabase's own
 * migrate step finds nothing left to apply; otherwise it is migrated from empty.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const { pgliteSnapshot, postgresTemplate } = await migratedOnce();
  if (process.env.TEST_DB !== 'postgres') {
    const loadDataDir = pgliteSnapshot ? new Blob([await readFile(pgliteSnapshot)]) : undefined;
    return openDatabase({ dataDir: 'memory://', ...(loadDataDir ? { loadDataDir } : {}) });
  }
  const fresh = await createEmptyPostgresDatabase(undefined, 't', postgresTemplate);
  const handle = await openDatabase({ databaseUrl: fresh.url, dataDir: 'unused' });
  return {
    ...handle,
    url: fresh.url,
    close: async () => {
      await handle.close();
      await fresh.drop();
    },
  };
}
