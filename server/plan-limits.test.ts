import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affirmationSets } from './db/schema/affirmations';
import { users } from './db/schema/users';
import { createTestApp, type TestApp } from './test-support/test-app';
import { StorySubmissionSchema } from '#domain/community/community';
import { CreateHabitSchema } from '#domain/habits/habits';
import { shareStory } from '#server/features/community/service';
import { createGoal } from '#server/features/goals/service';
import { createHabit } from '#server/features/habits/service';

const story = {
  title: 'My first raise',
  content: 'I wrote my number every morning for forty days, then I asked for it, and it came through.',
  manifestationType: 'career',
};

/** The plan limits as each feature's endpoint enforces them (ENFORCE_PLAN_LIMITS without Stripe). */
describe('plan limits in the features', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  const goal = (title: string) => ({ title, manifestationDate: '2027-12-31' });

  it('Free: one quantum goal, then 402 naming Pro; concurrent creates cannot both take the slot', async () => {
    const user = await t.createUser();
    const [first, second] = await Promise.all([
      t.as(user, { method: 'POST', url: '/api/quantum-goals', payload: goal('Debt free') }),
      t.as(user, { method: 'POST', url: '/api/quantum-goals', payload: goal('New studio') }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 402]);
    const refused = [first, second].find((response) => response.statusCode === 402);
    expect(refused?.json().message).toMatch(/Pro/);
    expect((await t.as(user, { method: 'GET', url: '/api/quantum-goals' })).json()).toHaveLength(1);
  });

  it('Pro: five goals, the sixth is refused naming Premium', async () => {
    const user = await t.createUser({ plan: 'pro' });
    for (let i = 1; i <= 5; i += 1) {
      expect(
        (await t.as(user, { method: 'POST', url: '/api/quantum-goals', payload: goal(`Goal ${i}`) }))
          .statusCode,
      ).toBe(201);
    }
    const sixth = await t.as(user, { method: 'POST', url: '/api/quantum-goals', payload: goal('Goal 6') });
    expect(sixth.statusCode).toBe(402);
    expect(sixth.json().message).toMatch(/Premium/);
  });

  it('Free: wealth habits and story sharing need Pro; Pro may use both', async () => {
    const free = await t.createUser();
    const pro = await t.createUser({ plan: 'pro' });
    const habit = { title: 'Review spending', category: 'financial', frequency: 'daily' };
    const freeHabit = await t.as(free, { method: 'POST', url: '/api/wealth-habits', payload: habit });
    expect(freeHabit.statusCode).toBe(402);
    expect(freeHabit.json().message).toMatch(/Pro/);
    expect(
      (await t.as(free, { method: 'POST', url: '/api/success-stories', payload: story })).statusCode,
    ).toBe(402);
    expect((await t.as(pro, { method: 'POST', url: '/api/wealth-habits', payload: habit })).statusCode).toBe(
      201,
    );
    expect(
      (await t.as(pro, { method: 'POST', url: '/api/success-stories', payload: story })).statusCode,
    ).toBeLessThan(300);
  });

  it('Free: 3 AI affirmations a day (one set), then 402; Pro keeps generating', async () => {
    for (const [plan, expected] of [
      ['free', 402],
      ['pro', 201],
    ] as const) {
      const user = await t.createUser({ plan });
      const first = await t.as(user, { method: 'POST', url: '/api/affirmations/generate', payload: {} });
      expect(first.statusCode).toBe(201);
      expect(first.json().affirmations).toHaveLength(3);
      // Step past the double-click window so the next request asks for a genuinely new set.
      await t.database.db
        .update(affirmationSets)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(affirmationSets.userId, user.id));
      const second = await t.as(user, { method: 'POST', url: '/api/affirmations/generate', payload: {} });
      expect(second.statusCode).toBe(expected);
    }
  });

  it('leaves everything unlocked on an install without payments or the flag', async () => {
    const open = await createTestApp();
    try {
      const user = await open.createUser();
      await open.database.db.update(users).set({ plan: 'free' }).where(eq(users.id, user.id));
      for (const title of ['One', 'Two']) {
        expect(
          (await open.as(user, { method: 'POST', url: '/api/quantum-goals', payload: goal(title) }))
            .statusCode,
        ).toBe(201);
      }
      expect(
        (await open.as(user, { method: 'POST', url: '/api/success-stories', payload: story })).statusCode,
      ).toBeLessThan(300);
    } finally {
      await open.close();
    }
  });
});

/**
 * One way to enforce a limit (docs/architecture.md): inside each feature's service, in the insert's
 * transaction, so no caller (a route, a job, an import) can create past the plan by skipping a step.
 */
describe('plan limits enforced by the services themselves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  it('refuses a Free member’s habit and story with 402 when called without any route', async () => {
    const user = await t.createUser();
    const habit = CreateHabitSchema.parse({
      title: 'Review spending',
      category: 'financial',
      frequency: 'daily',
    });
    await expect(createHabit(t.database.db, t.config, user.id, habit)).rejects.toMatchObject({
      statusCode: 402,
    });
    await expect(
      shareStory(
        t.database.db,
        t.config,
        { userId: user.id, isAdmin: false, emailVerified: true },
        StorySubmissionSchema.parse(story),
      ),
    ).rejects.toMatchObject({ statusCode: 402 });
  });

  it('lets only one of two concurrent service calls take a Free member’s last goal slot', async () => {
    const user = await t.createUser();
    const goal = (title: string) => ({ title, manifestationDate: '2027-12-31' });
    const results = await Promise.allSettled([
      createGoal(t.database.db, t.config, user.id, goal('Debt free')),
      createGoal(t.database.db, t.config, user.id, goal('New studio')),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });
});
