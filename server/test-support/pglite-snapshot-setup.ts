import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a freshly migrated PGlite data directory; each API test file starts from it. */
    pgliteSnapshot?: string;
  }
}

/**
 * Vitest global setup of the API suite on PGlite: migrates one database the way the app does
 * (openDatabase on a data directory) and dumps it, once per run. Starting each file's in-memory
 * PGlite from that dump costs a fraction of creating one and applying every migration again.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'abundance-pglite-snapshot-'));
  const dataDir = path.join(folder, 'data');
  const migrated = await openDatabase({ dataDir });
  await migrated.close();
  // Loaded only here, like in openDatabase: the dump is PGlite's own format.
  const { PGlite } = await import('@electric-sql/pglite');
  const reopened = await PGlite.create(path.join(dataDir, 'pglite'));
  const dump = await reopened.dumpDataDir('none');
  await reopened.close();
  const snapshot = path.join(folder, 'migrated.tar');
  writeFileSync(snapshot, new Uint8Array(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', snapshot);
  return () => rmSync(folder, { recursive: true, force: true });
}
