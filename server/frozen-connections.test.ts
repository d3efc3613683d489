import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { freePort } from '#e2e/harness/app-server';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { users } from './db/schema/users';
import { journalKeyring } from './privacy/journal-keyring';
import { createSession } from '#server/sessions/session-repository';
import { TcpProxy } from './test-support/tcp-proxy';
import { createEmptyPostgresDatabase } from './test-support/test-database';

const POOL_SIZE = 10;
const QUERY_TIMEOUT_MS = 1_000;

/**
 * Every open connection to PostgreSQL goes silent at once (the proxy stops forwarding and closes
 * nothing: a partition, or backends that never answer), while new connections still get through.
 * The requests caught on a silent connection answer 503 once their statement times out, and the
 * silent connections are never lent again: the very next requests are served.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('silent PostgreSQL connections', () => {
  let empty: { url: string; drop: () => Promise<void> };
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    proxy = new TcpProxy(Number(new URL(empty.url).port || 5432), await freePort());
    await proxy.start();
    const viaProxy = new URL(empty.url);
    viaProxy.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: viaProxy.href,
      dataDir: 'unused',
      poolSize: POOL_SIZE,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: viaProxy.href }),
      database,
      sessionSecret: 'frozen-test-secret-frozen-test-secret-01',
      journalKeys: journalKeyring(Buffer.alloc(32, 5).toString('base64')),
      logger: false,
    });
    await app.ready();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'frozen@example.com', firstName: 'Still', plan: 'pro' })
      .returning();
    if (!user) throw new Error('no user');
    cookie = `${app.sessions.cookieName}=${(await createSession(database.db, user.id)).token}`;
  });

  afterAll(async () => {
    // The silent connections are cut first: closing a connection waits for an answer they never send.
    await proxy?.stop();
    await app?.close();
    await database?.close();
    await empty?.drop();
  });

  const createHabits = (count: number, wave: string) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/wealth-habits',
          headers: { cookie },
          payload: { title: `${wave} habit ${index}`, requestId: randomUUID() },
        }),
      ),
    );

  /** Every slot of the pool holds an open connection, idle. */
  const fillThePool = () =>
    Promise.all(Array.from({ length: POOL_SIZE }, () => database.rawQuery('select pg_sleep(0.2)', [])));

  /** Connections lent out: after every request has answered, none may stay lent for good. */
  const settledInUse = async () => {
    const deadline = Date.now() + 3 * QUERY_TIMEOUT_MS;
    while (Date.now() < deadline && (database.poolStats?.().inUse ?? 0) > 0)
      await new Promise((resolve) => setTimeout(resolve, 50));
    return database.poolStats?.().inUse;
  };

  it('answers 503 for the requests caught on them', { timeout: 30_000 }, async () => {
    await fillThePool();
    proxy.freeze();

    const caught = await createHabits(POOL_SIZE, 'caught');
    expect(caught.map((answer) => answer.statusCode)).toEqual(Array(POOL_SIZE).fill(503));
    for (const answer of caught) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    expect(await settledInUse()).toBe(0);
  });

  it(
    'lends them to no one after, whether they went silent inside a transaction or before its BEGIN',
    { timeout: 30_000 },
    async () => {
      await fillThePool();
      // Half the connections are inside a transaction when they go silent, half idle in the pool.
      const half = POOL_SIZE / 2;
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      let inside = 0;
      let allInside = () => {};
      const everyoneInside = new Promise<void>((resolve) => (allInside = resolve));
      const heldOpen = Array.from({ length: half }, () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if ((inside += 1) === half) allInside();
          await gate;
          await tx.execute(sql`select 2`);
        }),
      );
      await everyoneInside;
      proxy.freeze();
      openGate();
      const begun = Array.from({ length: half }, () =>
        database.db.transaction((tx) => tx.execute(sql`select 3`)),
      );
      const outcomes = await Promise.allSettled([...heldOpen, ...begun]);
      expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(POOL_SIZE).fill('rejected'));
      expect(await settledInUse()).toBe(0);

      // The next writes and health checks get new connections, not the silent ones.
      const after = await createHabits(POOL_SIZE, 'after');
      expect(after.map((answer) => answer.statusCode)).toEqual(Array(POOL_SIZE).fill(201));
      const started = Date.now();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(QUERY_TIMEOUT_MS);
    },
  );
});
