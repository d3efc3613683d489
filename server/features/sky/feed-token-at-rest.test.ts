import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '#server/sessions/session-repository';
import { columnsHolding } from '#server/test-support/database-scan';
import { tableRows } from '#server/test-support/table-dump';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const tokenOf = (url: string) => new URL(url).pathname.split('/').pop() ?? '';

describe('calendar feed tokens at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const feedUrl = async (user: Awaited<ReturnType<TestApp['createUser']>>) => {
    const response = await t.as(user, { method: 'GET', url: '/api/calendar-feed' });
    expect(response.statusCode).toBe(200);
    return String(response.json().url);
  };
  const feed = (token: string) => t.app.inject({ method: 'GET', url: `/api/calendar-feed/${token}` });

  it('stores only the hash (and a sealed copy): the URL is found by its hash and shown again to its owner', async () => {
    const user = await t.createUser();
    const url = await feedUrl(user);
    const token = tokenOf(url);
    expect(await columnsHolding(t.database.db, [token])).toEqual([]);
    const [row] = (await tableRows(t.database.db, 'calendar_feeds')).filter((r) => r.user_id === user.id);
    expect(row?.token_hash).toBe(hashToken(token));
    expect((await feed(token)).statusCode).toBe(200);
    expect(await feedUrl(user)).toBe(url);
  });

  it('hashes a plain token from before in the migration (built-in sha256) and seals it at start', async () => {
    const Rows = z.object({ rows: z.array(z.object({ hash: z.string() })) });
    const probe = Rows.parse(
      await t.database.db.execute(
        sql`select encode(sha256(convert_to('plain-token', 'UTF8')), 'hex') as hash`,
      ),
    );
    expect(probe.rows[0]?.hash).toBe(hashToken('plain-token'));

    const user = await t.createUser();
    const legacy = 'Legacy_token_from_before_0123456';
    // The row as the migration leaves a feed made before: the plain token and its hash.
    await t.database.db.execute(sql`insert into calendar_feeds (user_id, token, token_hash)
      values (${user.id}, ${legacy}, encode(sha256(convert_to(${legacy}, 'UTF8')), 'hex'))`);
    expect((await feed(legacy)).statusCode).toBe(200);

    const restarted = await createTestApp({}, undefined, { database: t.database });
    await restarted.close();
    expect(await columnsHolding(t.database.db, [legacy])).toEqual([]);
    expect((await feed(legacy)).statusCode).toBe(200);
    expect(tokenOf(await feedUrl(user))).toBe(legacy);
  });
});
