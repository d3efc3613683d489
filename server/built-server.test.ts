import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER, startAppServer, type AppServer } from '#e2e/harness/app-server';
import { createEmptyPostgresDatabase } from './test-support/test-database';

/**
 * The compiled server (`npm run build` -> dist/server/main.js, what `npm run serve` runs) boots
 * without tsx, finds its migrations and the built client from dist/, and answers the API. Skipped
 * when there is no build in this checkout.
 */
describe.skipIf(!existsSync(BUILT_SERVER))('the compiled server (dist/server/main.js)', () => {
  let server: AppServer;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (process.env.TEST_DB === 'postgres') {
      // Empty, not the suite's migrated template: the built server must apply its migrations.
      const database = await createEmptyPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    server = await startAppServer(env, { built: true });
  });
  afterAll(async () => {
    await server?.stop();
    for (const cleanup of cleanups) await cleanup();
  });

  it('runs as plain Node: no TypeScript loader in the process', () => {
    expect(server.process.spawnargs.join(' ')).not.toContain('tsx');
  });

  it('serves the built landing page and its hashed assets', async () => {
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const script = await fetch(`${server.url}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toContain('immutable');
  });

  it('signs up and reads the member through the API (migrations applied from dist/)', async () => {
    const signUp = await fetch(`${server.url}/api/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'built@example.com', password: 'long enough', firstName: 'Built' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const user = await fetch(`${server.url}/api/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: 'built@example.com', firstName: 'Built' });
    const missing = await fetch(`${server.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
  });
});

const BUILT_REENCRYPT = path.join(path.dirname(BUILT_SERVER), 'reencrypt-journal.js');

/** The journal key rotation's command runs from the build too, where tsx may be pruned away. */
describe.skipIf(!existsSync(BUILT_REENCRYPT))('the compiled re-encrypt command', () => {
  it('re-encrypts a database as plain Node (dist/server/reencrypt-journal.js)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'abundance-reencrypt-'));
    // A fresh PGlite database in its own data directory, with a journal key generated there.
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.JOURNAL_KEY;
    delete env.JOURNAL_KEY_PREVIOUS;
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [BUILT_REENCRYPT], {
        cwd: path.dirname(path.dirname(path.dirname(BUILT_SERVER))),
        env,
        timeout: 150_000,
      });
      expect(stdout).toMatch(
        /^Sealed again, under the current key and bound to their rows: 0 journal_entries, 0 habit_day_notes, 0 coach_messages, 0 webhooks, 0 calendar_feeds rows; the journal key is now \S+\.$/m,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
