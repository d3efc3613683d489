import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startAppServer } from '#e2e/harness/app-server';
import { openTestDatabase } from './test-support/test-database';

/**
 * The real server as a child process: SIGTERM lets an in-flight request finish, exits 0, and every
 * write acknowledged before the signal is there after a restart (PGlite flushes on close).
 */
describe('graceful shutdown', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'abundance-shutdown-'));
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function databaseEnv(): Promise<Record<string, string>> {
    if (process.env.TEST_DB !== 'postgres') return { DATA_DIR: dataDir };
    const database = await openTestDatabase();
    cleanups.push(database.close);
    return { DATA_DIR: dataDir, DATABASE_URL: database.url ?? '' };
  }

  // Two cold starts of a file-backed PGlite: allow for a busy machine.
  it(
    'finishes in-flight requests on SIGTERM and keeps acknowledged writes across a restart',
    { timeout: 120_000 },
    async () => {
      const env = await databaseEnv();
      const first = await startAppServer(env);
      const signUp = await fetch(`${first.url}/api/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'durable@example.com', password: 'long enough', firstName: 'Before' }),
      });
      expect(signUp.status).toBe(201);
      const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const renamed = await fetch(`${first.url}/api/user`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ firstName: 'Durable' }),
      });
      expect(renamed.status).toBe(200);

      // A sign-in spends ~100 ms hashing; the signal lands while it is in flight.
      const inFlight = fetch(`${first.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'durable@example.com', password: 'long enough' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      const exitCode = first.stop('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await exitCode).toBe(0);

      const second = await startAppServer(env);
      try {
        const me = await fetch(`${second.url}/api/user`, { headers: { cookie } });
        expect(me.status).toBe(200);
        expect(await me.json()).toMatchObject({ email: 'durable@example.com', firstName: 'Durable' });
      } finally {
        await second.stop();
      }
    },
  );
});
