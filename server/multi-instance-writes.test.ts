import { TEST_JOURNAL_KEY } from '#server/test-support/test-app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DashboardStatsSchema } from '#domain/dashboard/dashboard';
import { localDay } from '#domain/shared/dates';
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
    // Instances on one database share their secrets, as a deployment's do (docs/deployment.md).
    const env = { DATABASE_URL: database.url ?? '', SESSION_SECRET: SECRET, JOURNAL_KEY: TEST_JOURNAL_KEY };
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

  it("a story or like through one instance shows on the other's remembered first page, private state only to its owner", async () => {
    const [a, b] = pair();
    const author = await signedInUser(database, 'story-author@example.com');
    const reader = await signedInUser(database, 'story-reader@example.com');
    await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, author.id));
    const StoryPage = z.object({
      stories: z.array(
        z.object({ id: z.string(), likes: z.number(), likedByMe: z.boolean(), isMine: z.boolean() }),
      ),
      stats: z.object({ totalStories: z.number(), totalLikes: z.number() }),
    });
    const firstPage = async (instance: AppServer, cookie: string) =>
      StoryPage.parse(await (await send(instance, cookie, 'GET', '/api/success-stories')).json());
    // Within the time PostgreSQL takes to deliver the commit's notification to the other instance.
    const eventually = async (
      read: () => Promise<z.infer<typeof StoryPage>>,
      holds: (page: z.infer<typeof StoryPage>) => boolean,
    ) => {
      const deadline = Date.now() + 2_000;
      let page = await read();
      while (!holds(page) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        page = await read();
      }
      return page;
    };
    const story = {
      title: 'Shared across instances',
      content: 'A story long enough to pass validation, shared through one instance and read on the other.',
      manifestationType: 'wealth',
    };
    // Both instances remember their first page before anything is written.
    const before = await firstPage(b, reader.cookie);
    await firstPage(b, author.cookie);

    const shared = await send(a, author.cookie, 'POST', '/api/success-stories', { ...story, isPublic: true });
    expect(shared.status).toBe(201);
    const { id: publicId } = IdSchema.parse(await shared.json());
    const seen = await eventually(
      () => firstPage(b, reader.cookie),
      (page) => page.stories.some((row) => row.id === publicId),
    );
    expect(seen.stats.totalStories).toBe(before.stats.totalStories + 1);
    expect(seen.stories.find((row) => row.id === publicId)).toMatchObject({
      isMine: false,
      likedByMe: false,
    });

    const liked = await send(a, reader.cookie, 'POST', `/api/success-stories/${publicId}/like`, {});
    expect(liked.status).toBe(200);
    const afterLike = await eventually(
      () => firstPage(b, reader.cookie),
      (page) => page.stories.find((row) => row.id === publicId)?.likedByMe === true,
    );
    expect(afterLike.stories.find((row) => row.id === publicId)).toMatchObject({ likes: 1, likedByMe: true });
    // The author sees the like counted, but not as theirs.
    const authorView = await eventually(
      () => firstPage(b, author.cookie),
      (page) => page.stories.find((row) => row.id === publicId)?.likes === 1,
    );
    expect(authorView.stories.find((row) => row.id === publicId)).toMatchObject({
      isMine: true,
      likedByMe: false,
    });

    const secret = await send(a, author.cookie, 'POST', '/api/success-stories', {
      ...story,
      isPublic: false,
    });
    const { id: privateId } = IdSchema.parse(await secret.json());
    const ownView = await eventually(
      () => firstPage(b, author.cookie),
      (page) => page.stories.some((row) => row.id === privateId),
    );
    expect(ownView.stories.find((row) => row.id === privateId)).toMatchObject({ isMine: true });
    expect((await firstPage(b, reader.cookie)).stories.some((row) => row.id === privateId)).toBe(false);
    expect((await firstPage(a, reader.cookie)).stories.some((row) => row.id === privateId)).toBe(false);
  });

  async function completionsOf(habitId: string) {
    return database.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habitId));
  }
});
