import type { Agent } from 'node:https';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '#server/app';
import { loadConfig, type AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { users } from '#server/db/schema/users';
import { journalKeyring } from '#server/privacy/journal-keyring';
import { createSession } from '#server/sessions/session-repository';
import { openTestDatabase } from './test-database';

export type TestUser = { id: string; email: string; cookie: string };

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /**
   * Creates a user straight in the database with a live, freshly signed-in session (no password
   * hashing, no rate limits). The address counts as verified unless `emailVerifiedAt: null` is given.
   */
  createUser: (fields?: Partial<typeof users.$inferInsert>) => Promise<TestUser>;
  /** app.inject as the given user (JSON bodies are sent as JSON). */
  as: (user: TestUser | null, options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

let userCounter = 0;

/** The journal key every test app holds unless the test passes its own JOURNAL_KEY. */
export const TEST_JOURNAL_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * Boots the real app on a fresh real database (PGlite, or PostgreSQL when TEST_DB=postgres).
 * Pass environment overrides to exercise configuration, e.g. { ADMIN_EMAILS: 'a@b.c' }.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  beforeReady?: (app: FastifyInstance) => void,
  options: {
    /** Another instance's database: two apps on one database stand for two instances. */
    database?: DatabaseHandle;
    pushAgent?: Agent;
    webhookAgent?: Agent;
    clock?: () => number;
    /** The app's real logger, writing here at LOG_LEVEL (default silent) instead of nowhere. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const ownsDatabase = options.database === undefined;
  // Stand-in services (push, mail, payments) listen on loopback, which the outbound guard would
  // refuse; one test turns it back on with OUTBOUND_ALLOW_PRIVATE: 'false'.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    OUTBOUND_ALLOW_PRIVATE: 'true',
    JOURNAL_KEY: TEST_JOURNAL_KEY,
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    journalKeys: journalKeyring(config.JOURNAL_KEY ?? TEST_JOURNAL_KEY, config.JOURNAL_KEY_PREVIOUS),
    ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
    ...(options.webhookAgent ? { webhookAgent: options.webhookAgent } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  beforeReady?.(app);
  await app.ready();

  const cookieName = app.sessions.cookieName;
  return {
    app,
    database,
    config,
    async createUser(fields = {}) {
      userCounter += 1;
      const email = fields.email ?? `user${userCounter}-${Date.now()}@example.com`;
      const [row] = await database.db
        .insert(users)
        .values({
          firstName: 'Test',
          lastName: `User${userCounter}`,
          emailVerifiedAt: new Date(),
          ...fields,
          email,
        })
        .returning({ id: users.id, email: users.email });
      if (!row) throw new Error('user insert returned no row');
      const { token } = await createSession(database.db, row.id);
      return { id: row.id, email: row.email, cookie: `${cookieName}=${token}` };
    },
    as(user, options) {
      const headers = { ...(options.headers ?? {}), ...(user ? { cookie: user.cookie } : {}) };
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}
