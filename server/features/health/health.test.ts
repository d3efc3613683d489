import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STORAGE_MESSAGES } from '#server/db/storage-errors';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { WRITE_PROBE_EVERY_MS, writeProbe } from './write-probe';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database ok, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('answers 503 when the database no longer answers', async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', db: 'unreachable' });
    await other.app.close();
  });

  it.each([
    ['53100', 'full', STORAGE_MESSAGES.full],
    ['25006', 'read-only', STORAGE_MESSAGES['read-only']],
  ] as const)(
    'answers degraded and refuses writes with 503 when the storage fails (%s: %s)',
    async (sqlState, storage, message) => {
      const failing = await createTestApp({ ENFORCE_PLAN_LIMITS: 'false' });
      try {
        const user = await failing.createUser();
        // The database refuses writes the way a full or read-only disk makes it refuse them.
        await failing.database.rawQuery(
          `create function refuse_writes() returns trigger language plpgsql as $$
             begin raise exception 'could not write: storage %', '${storage}' using errcode = '${sqlState}'; end $$`,
          [],
        );
        for (const table of ['health_probe', 'habits'])
          await failing.database.rawQuery(
            `create trigger refuse_writes before insert or update on ${table} for each row execute function refuse_writes()`,
            [],
          );
        const health = await failing.app.inject({ method: 'GET', url: '/api/health' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'degraded', db: 'ok', storage });
        const write = await failing.as(user, {
          method: 'POST',
          url: '/api/wealth-habits',
          payload: { title: 'Review my budget' },
        });
        expect(write.statusCode).toBe(503);
        expect(write.json()).toEqual({ message });
        expect(write.headers['retry-after']).toBe('60');
        // Reads still work.
        expect((await failing.as(user, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
      } finally {
        await failing.close();
      }
    },
  );
});

describe('writeProbe', () => {
  it('writes at most every 10 s and remembers the answer in between', async () => {
    const t = await createTestApp();
    try {
      let now = Date.parse('2026-11-26T12:00:00Z');
      let writes = 0;
      t.database.watchQueries((query) => {
        if (query.includes('health_probe')) writes += 1;
      });
      const probe = writeProbe(t.database.db, () => now);
      expect(await probe.check()).toBeNull();
      now += 9_000;
      expect(await probe.check()).toBeNull();
      expect(writes).toBe(1);
      now += WRITE_PROBE_EVERY_MS;
      expect(await probe.check()).toBeNull();
      await vi.waitFor(() => expect(writes).toBe(2));
      t.database.watchQueries();
    } finally {
      await t.close();
    }
  });

  it('answers from the last write while a due one runs, and reports the new answer once it is in', async () => {
    const t = await createTestApp();
    try {
      let now = Date.parse('2026-11-26T12:00:00Z');
      const probe = writeProbe(t.database.db, () => now);
      expect(await probe.check()).toBeNull();
      await t.database.rawQuery(
        `create function refuse_probe() returns trigger language plpgsql as $$
           begin raise exception 'could not write' using errcode = '53100'; end $$`,
        [],
      );
      await t.database.rawQuery(
        'create trigger refuse_probe before update on health_probe for each row execute function refuse_probe()',
        [],
      );
      now += WRITE_PROBE_EVERY_MS;
      // Due: the write starts, and this answer is the last one (the disk was fine then).
      expect(await probe.check()).toBeNull();
      await vi.waitFor(async () => expect(await probe.check()).toBe('full'));
    } finally {
      await t.close();
    }
  });
});
