import type { FastifyInstance } from 'fastify';
import { freePort } from '#e2e/harness/app-server';
import { buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { users } from '#server/db/schema/users';
import { journalKeyring } from '#server/privacy/journal-keyring';
import { createSession } from '#server/sessions/session-repository';
import { TcpProxy } from './tcp-proxy';
import { createEmptyPostgresDatabase } from './test-database';

export type AppBehindProxy = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Between the app and PostgreSQL: cut, freeze and restore it to play an outage. */
  proxy: TcpProxy;
  /** A signed-in Pro member's cookie. */
  cookie: string;
  /** Cuts the proxy first (closing a silent connection would wait for an answer), then the rest. */
  close: () => Promise<void>;
};

/**
 * The app on a new PostgreSQL database (TEST_DATABASE_URL's server) reached only through a loopback
 * proxy, with one signed-in Pro member: for tests of what the app does when the database goes away.
 */
export async function startAppBehindProxy(
  pool: { poolSize?: number; queryTimeoutMs?: number } = {},
): Promise<AppBehindProxy> {
  const empty = await createEmptyPostgresDatabase();
  const proxy = new TcpProxy(Number(new URL(empty.url).port || 5432), await freePort());
  await proxy.start();
  const viaProxy = new URL(empty.url);
  viaProxy.port = String(proxy.port);
  const database = await openDatabase({ databaseUrl: viaProxy.href, dataDir: 'unused', ...pool });
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: viaProxy.href }),
    database,
    sessionSecret: 'behind-proxy-secret-behind-proxy-secret',
    journalKeys: journalKeyring(Buffer.alloc(32, 3).toString('base64')),
    logger: false,
  });
  await app.ready();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'outage@example.com', firstName: 'Out', plan: 'pro' })
    .returning();
  if (!user) throw new Error('no user');
  const cookie = `${app.sessions.cookieName}=${(await createSession(database.db, user.id)).token}`;
  return {
    app,
    database,
    proxy,
    cookie,
    close: async () => {
      await proxy.stop();
      await app.close();
      await database.close();
      await empty.drop();
    },
  };
}
