import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DashboardStatsSchema } from '#domain/dashboard';
import { localDay } from '#domain/dates';
import { startAppServer, type AppServer } from '#e2e/harness/app-server';
import { habitCompletions } from './db/schema/habits';
import { practiceLog } from './db/schema/practice';
import { users } from './db/schema/users';
import { createSession } from '#server/sessions/session-repository';
import { openTestDatabase } from './test-support/test-database';

type Database = Awaited<ReturnType<typeof openTestDatabase>>;

const IdSchema = z.object({ id: z.string() });
const SECRET = 'shared-secret-for-every-instance-0123456789';

/** A user with a live session, written straight into the shared database. */
async function signedInUser(database: Database, email: string): Promise<{ id: string; cookie: string }> {
  const [row] = await database.db.insert(users).values({ email, firstName: 'Twin' }).returning();
  if (!row) throw new Error('user insert returned no row');
  return { id: row.id, cookie: `abundance_session=${(await createSession(database.db, row.id)).token}` };
}

function send(instance: AppServer, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${instance.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * Writes through two app processes on one PostgreSQL: racing toggles of the same habit through both
 * instances end in exactly the state their number implies, with the practice log in step, and a
 * change made through one instance replaces what the other remembers.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('writes through several instances', () => {
  let database: Database;
  let instances: AppServer[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const env = { DATABASE_URL: database.url ?? '', SESSION_SECRET: SECRET };
    instances = await Promise.all([startAppServer(env), startAppServer(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.close();
  });

  const pair = () => {
    const [a, b] = instances;
    if (!a || !b) throw new Error('two instances expected');
    return [a, b] as const;
  };

  it('racing habit toggles through both instances land once each', async () => {
    const [a, b] = pair();
    const user = await signedInUser(database, 'habit-twin@example.com');
    const created = await send(a, user.cookie, 'POST', '/api/wealth-habits', { title: 'Pay myself first' });
    expect(created.status).toBe(201);
    const { id: habitId } = IdSchema.parse(await created.json());
    const today = localDay(new Date(), 'UTC');

    // Rounds of simultaneous toggles, half through each instance: an even round must end undone,
    // an odd one done, exactly as if the toggles had arrived one after another.
    for (const count of [6, 5, 4, 3]) {
      const before = await completionsOf(habitId);
      const responses = await Promise.all(
        Array.from({ length: count }, (_, index) =>
          send(index % 2 ? b : a, user.cookie, 'POST', `/api/wealth-habits/${habitId}/toggle?date=${today}`),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(count).fill(200));
      const expectedDone = (before.length + count) % 2 === 1;
      const after = await completionsOf(habitId);
      expect(after).toHaveLength(expectedDone ? 1 : 0);
      const logged = await database.db
        .select({ sourceId: practiceLog.sourceId })
        .from(practiceLog)
        .where(and(eq(practiceLog.userId, user.id), eq(practiceLog.kind, 'habit')));
      expect(logged.map((row) => row.sourceId)).toEqual(after.map((row) => row.id));
      const seen = await send(b, user.cookie, 'GET', `/api/wealth-habits?date=${today}`);
      expect((await seen.json())[0]).toMatchObject({ id: habitId, isCompleted: expectedDone });
    }
  }, 60_000);

  it("a check-in through one instance replaces the other instance's remembered latest reading", async () => {
    const [a, b] = pair();
    const user = await signedInUser(database, 'energy-twin@example.com');
    const checkIn = (instance: AppServer, energyLevel: number) =>
      send(instance, user.cookie, 'POST', '/api/energy-readings', {
        feeling: 'calm',
        energyLevel,
        focus: 'Wealth',
      });
    const latestOn = async (instance: AppServer) =>
      (await send(instance, user.cookie, 'GET', '/api/energy-readings/latest')).json();

    const first = IdSchema.parse(await (await checkIn(a, 5)).json());
    expect(await latestOn(b)).toMatchObject({ id: first.id });
    expect(await latestOn(b)).toMatchObject({ id: first.id });
    const second = IdSchema.parse(await (await checkIn(a, 9)).json());
    // Within the time PostgreSQL takes to deliver the commit's notification to the other instance.
    const deadline = Date.now() + 2_000;
    let seen = await latestOn(b);
    while (seen?.id !== second.id && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await latestOn(b);
    }
    expect(seen).toMatchObject({ id: second.id });
    expect(await latestOn(a)).toMatchObject({ id: second.id });
  });

  it("racing ritual updates through both instances land once, and the other instance's dashboard follows", async () => {
    const [a, b] = pair();
    const user = await signedInUser(database, 'ritual-twin@example.com');
    const today = localDay(new Date(), 'UTC');
    const list = await send(a, user.cookie, 'GET', `/api/daily-rituals?date=${today}`);
    const [ritual] = z.array(IdSchema).parse(await list.json());
    if (!ritual) throw new Error('no ritual');
    const ritualsOnDashboard = async (instance: AppServer) =>
      DashboardStatsSchema.parse(
        await (await send(instance, user.cookie, 'GET', '/api/dashboard-stats')).json(),
      ).weeklyPractice.ritualsCompleted;
    const eventually = async (instance: AppServer, expected: number) => {
      const deadline = Date.now() + 2_000;
      while ((await ritualsOnDashboard(instance)) !== expected && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await ritualsOnDashboard(instance)).toBe(expected);
    };
    const logged = async () =>
      database.db
        .select({ id: practiceLog.id })
        .from(practiceLog)
        .where(and(eq(practiceLog.kind, 'ritual'), eq(practiceLog.sourceId, ritual.id)));
    expect(await ritualsOnDashboard(b)).toBe(0);

    for (const isCompleted of [true, false, true]) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          send(index % 2 ? b : a, user.cookie, 'PATCH', `/api/daily-rituals/${ritual.id}`, { isCompleted }),
        ),
      );
      const bodies = await Promise.all(responses.map((response) => response.json()));
      expect(responses.map((response) => response.status)).toEqual(Array(6).fill(200));
      // Completing keeps the first completion's time: every racer reports the same one.
      expect(new Set(bodies.map((body) => body.completedAt)).size).toBe(1);
      expect(bodies[0]).toMatchObject({ isCompleted });
      expect(await logged()).toHaveLength(isCompleted ? 1 : 0);
      await eventually(b, isCompleted ? 1 : 0);
      await eventually(a, isCompleted ? 1 : 0);
    }
  }, 60_000);

  async function completionsOf(habitId: string) {
    return database.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habitId));
  }
});
