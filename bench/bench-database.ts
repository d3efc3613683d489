import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { createEmptyPostgresDatabase } from '#server/test-support/test-database';

export type BenchDatabase = {
  kind: 'postgres' | 'pglite';
  /** Environment that points the app at this database. */
  appEnv: Record<string, string>;
  /** Opens (and migrates) the database for seeding; close it before the app starts. */
  open: () => Promise<DatabaseHandle>;
  drop: () => Promise<void>;
};

/**
 * A database of the run's own: a new one on the DATABASE_URL server (dropped afterwards), or a
 * PGlite directory in a temporary folder when no server is configured.
 */
export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (serverUrl) {
    const created = await createEmptyPostgresDatabase(serverUrl, 'bench');
    return {
      kind: 'postgres',
      appEnv: { DATABASE_URL: created.url },
      // No time limit per statement: on the large dataset a COPY or the final VACUUM takes minutes.
      open: () =>
        openDatabase({ databaseUrl: created.url, dataDir: 'unused', poolSize: 4, queryTimeoutMs: 0 }),
      drop: created.drop,
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abundance-bench-'));
  return {
    kind: 'pglite',
    appEnv: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
