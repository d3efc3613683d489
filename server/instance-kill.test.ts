import { TEST_JOURNAL_KEY } from '#server/test-support/test-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '#e2e/harness/app-server';
import { habits } from './db/schema/habits';
import { users } from './db/schema/users';
import { createSession } from '#server/sessions/session-repository';
import { openTestDatabase } from './test-support/test-database';

const SECRET = 'shared-secret-for-every-instance-0123456789';
const WORKERS = 8;
const LOAD_MS = 4_000;
const KILL_AFTER_MS = 1_500;

type Outcome = { instance: 'a' | 'b'; title: string; sentAt: number; acknowledged: boolean };

/**
 * Two instances on one PostgreSQL under a steady write load (creating habits, half through each);
 * one is SIGKILLed mid-load. The survivor keeps acknowledging writes, and every write acknowledged
 * by either instance before the kill is in the database.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('one of two instances killed during load', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let a: AppServer;
  let b: AppServer;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Instances on one database share their secrets, as a deployment's do (docs/deployment.md).
    const env = { DATABASE_URL: database.url ?? '', SESSION_SECRET: SECRET, JOURNAL_KEY: TEST_JOURNAL_KEY };
    [a, b] = await Promise.all([startAppServer(env), startAppServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database.close();
  });

  it(
    'the other instance keeps answering and no acknowledged write is lost',
    { timeout: 60_000 },
    async () => {
      const [user] = await database.db.insert(users).values({ email: 'load@example.com' }).returning();
      if (!user) throw new Error('user insert returned no row');
      const cookie = `abundance_session=${(await createSession(database.db, user.id)).token}`;

      const started = Date.now();
      let killedAt = Number.POSITIVE_INFINITY;
      const outcomes: Outcome[] = [];

      async function worker(index: number): Promise<void> {
        for (let sequence = 0; Date.now() - started < LOAD_MS; sequence += 1) {
          const instance = (index + sequence) % 2 === 0 ? 'a' : 'b';
          const title = `w${index}-${sequence}`;
          const sentAt = Date.now();
          let acknowledged = false;
          try {
            const response = await fetch(`${(instance === 'a' ? a : b).url}/api/wealth-habits`, {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json' },
              body: JSON.stringify({ title }),
              signal: AbortSignal.timeout(5_000),
            });
            acknowledged = response.status === 201;
          } catch {
            // Refused or reset: the killed instance. Not acknowledged, so the client would retry.
          }
          outcomes.push({ instance, title, sentAt, acknowledged });
        }
      }

      const kill = (async () => {
        await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
        killedAt = Date.now();
        await a.stop('SIGKILL');
      })();
      await Promise.all([...Array.from({ length: WORKERS }, (_, index) => worker(index)), kill]);

      const acknowledgedBeforeKill = outcomes.filter(
        (outcome) => outcome.acknowledged && outcome.sentAt < killedAt,
      );
      expect(acknowledgedBeforeKill.filter((outcome) => outcome.instance === 'a').length).toBeGreaterThan(0);
      // The survivor answered every request it got, during the kill and after it.
      const survivor = outcomes.filter((outcome) => outcome.instance === 'b');
      expect(survivor.every((outcome) => outcome.acknowledged)).toBe(true);
      expect(survivor.filter((outcome) => outcome.sentAt > killedAt).length).toBeGreaterThan(0);
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200);

      const stored = await database.db
        .select({ title: habits.title })
        .from(habits)
        .where(eq(habits.userId, user.id));
      const titles = new Set(stored.map((row) => row.title));
      expect(titles.size).toBe(stored.length);
      const lost = outcomes.filter((outcome) => outcome.acknowledged && !titles.has(outcome.title));
      expect(lost).toEqual([]);
    },
  );
});
