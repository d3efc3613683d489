import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { createEmptyPostgresDatabase } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database on the TEST_DATABASE_URL server that each API test file clones. */
    postgresTemplate?: string;
  }
}

/**
 * Vitest global setup of the API suite on PostgreSQL: migrates one template database the way the
 * app does, once per run; each test file then clones it (CREATE DATABASE ... TEMPLATE), which
 * copies files instead of replaying every migration. Dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  const template = await createEmptyPostgresDatabase(adminUrl, 'tmpl');
  const migrated = await openDatabase({ databaseUrl: template.url, dataDir: 'unused' });
  await migrated.close();
  const name = new URL(template.url).pathname.slice(1);
  // Cloning needs no session on the template: refusing connections keeps it that way.
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`alter database "${name}" with allow_connections false`);
  await admin.end();
  project.provide('postgresTemplate', name);
  return template.drop;
}
