import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#e2e/harness/app-server';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { users } from './db/schema/users';
import { createSession } from '#server/sessions/session-repository';
import { journalKeyring } from './privacy/journal-keyring';
import { TcpProxy } from './test-support/tcp-proxy';
import { createEmptyPostgresDatabase } from './test-support/test-database';
import type { FastifyInstance } from 'fastify';

/**
 * The app talks to PostgreSQL through a proxy the test cuts and restores: while the database is
 * unreachable, health says 503 within 2 s and requests fail fast with 503 JSON; when it is back,
 * the app recovers by itself.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('database outage', () => {
  let empty: { url: string; drop: () => Promise<void> };
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    const direct = new URL(empty.url);
    proxy = new TcpProxy(Number(direct.port || 5432), await freePort());
    await proxy.start();
    const viaProxy = new URL(empty.url);
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: viaProxy.href, dataDir: 'unused' });
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: viaProxy.href }),
      database,
      sessionSecret: 'outage-test-secret-outage-test-secret-01',
      journalKeys: journalKeyring(Buffer.alloc(32, 3).toString('base64')),
      logger: false,
    });
    await app.ready();
    const [user] = await database.db
      .insert(users)
      .values({ email: 'outage@example.com', firstName: 'Out' })
      .returning();
    if (!user) throw new Error('no user');
    cookie = `${app.sessions.cookieName}=${(await createSession(database.db, user.id)).token}`;
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    await proxy.stop();
    await empty.drop();
  });

  it('answers 503 quickly while the database is unreachable and recovers when it returns', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await proxy.stop();

    let started = Date.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);

    started = Date.now();
    const request = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${cookie}-uncached` },
    });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/subscription-status',
      headers: { cookie },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(request.statusCode).toBe(503);
    expect(request.json()).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
    expect(request.headers['retry-after']).toBe('2');
    expect(signedIn.statusCode).toBe(503);

    await proxy.start();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });
});
