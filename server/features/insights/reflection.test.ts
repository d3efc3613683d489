import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { ReflectionSchema } from '#domain/insights/reflection';
import { meditationSessions } from '#server/db/schema/meditation';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('GET /api/insights/reflection', () => {
  let t: TestApp;
  let maya: TestUser;
  let noisy: TestUser;
  let pro: TestUser;
  const today = localDay(new Date(), 'UTC');

  const journal = (user: TestUser, day: string, mood: number) =>
    t.as(user, { method: 'POST', url: '/api/journal', payload: { day, mood } });
  const meditated = (userId: string, day: string, moodBefore: number | null, moodAfter: number | null) => ({
    userId,
    type: 'guided' as const,
    duration: 10,
    title: 'Morning calm',
    completed: true,
    completedAt: new Date(`${day}T08:10:00Z`),
    completedDay: day,
    moodBefore,
    moodAfter,
    createdAt: new Date(`${day}T08:00:00Z`),
  });
  const reflection = async (user: TestUser) => {
    const response = await t.as(user, { method: 'GET', url: '/api/insights/reflection' });
    expect(response.statusCode, response.body).toBe(200);
    return ReflectionSchema.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
    maya = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    noisy = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    pro = await t.createUser({ plan: 'pro', timeZone: 'UTC' });
    // Maya, 30 days: on the 15 days she meditates her journal mood is 4 or 5, on the others 2 or 3.
    const sessions = [];
    for (let index = 1; index <= 30; index += 1) {
      const day = addDays(today, -index);
      const practised = index % 2 === 0;
      expect(
        (await journal(maya, day, practised ? 4 + (index % 4 === 0 ? 1 : 0) : 2 + (index % 4 === 1 ? 1 : 0)))
          .statusCode,
      ).toBe(201);
      if (practised) sessions.push(meditated(maya.id, day, 3, 4));
    }
    // Noisy: the same spread of moods on both kinds of day.
    for (let index = 1; index <= 30; index += 1) {
      const day = addDays(today, -index);
      expect((await journal(noisy, day, [2, 4, 4, 2, 3, 5, 5, 3][index % 8] ?? 3)).statusCode).toBe(201);
      if (index % 4 < 2) sessions.push(meditated(noisy.id, day, null, null));
    }
    await t.database.db.insert(meditationSessions).values(sessions);
  });
  afterAll(() => t.close());

  it('reports the effect in Maya’s own days', async () => {
    const result = await reflection(maya);
    expect(result.enough).toBe(true);
    expect(result.missing).toEqual([]);
    expect(result.days).toBe(30);
    expect(result.moodByPractice.practised).toEqual({ days: 15, meanMood: 4.47 });
    expect(result.moodByPractice.other).toEqual({ days: 15, meanMood: 2.53 });
    expect(result.practiceEffect).toMatchObject({ sessions: 15, meanChange: 1 });
    expect(result.moodByMoonPhase).toHaveLength(8);
    expect(result.moodByMoonPhase.reduce((sum, row) => sum + row.days, 0)).toBe(30);
    for (const row of result.moodByMoonPhase) if (row.days < 5) expect(row.meanMood).toBeNull();
  });

  it('reports noise as not enough, saying what is missing', async () => {
    const result = await reflection(noisy);
    expect(result.enough).toBe(false);
    expect(result.missing[0]).toMatch(/usual ups and downs/);
    expect(result.practiceEffect).toEqual({ sessions: 0, meanChange: null, interval: null });
  });

  it('claims nothing for a member with too few days', async () => {
    const fresh = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    await journal(fresh, today, 4);
    const result = await reflection(fresh);
    expect(result).toMatchObject({
      enough: false,
      days: 1,
      missing: ['13 more days with a mood (you have 1 of 14)'],
    });
  });

  it('answers 402 where the plan lacks advanced analytics, and 401 signed out', async () => {
    const response = await t.as(pro, { method: 'GET', url: '/api/insights/reflection' });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toMatch(/Premium/);
    expect((await t.as(null, { method: 'GET', url: '/api/insights/reflection' })).statusCode).toBe(401);
  });

  it('lets a Free member journal and chart their mood (journaling is in every plan)', async () => {
    const free = await t.createUser({ plan: 'free', timeZone: 'UTC' });
    expect((await journal(free, today, 3)).statusCode).toBe(201);
    const mood = await t.as(free, { method: 'GET', url: `/api/mood?from=${today}&to=${today}` });
    expect(mood.json()).toEqual([{ period: today, meanMood: 3, count: 1 }]);
  });
});
