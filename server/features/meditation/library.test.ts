import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDITATION_LIBRARY, MeditationListSchema } from '#domain/meditation/library';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const nightTide = { type: 'ambient', duration: 30, title: 'Night Tide', meditationId: 'night-tide' };
const freeOne = {
  type: 'guided',
  duration: 15,
  title: 'Abundance Alignment',
  meditationId: 'abundance-alignment',
};

describe('/api/meditations with plan limits on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  it('refuses a visitor', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/meditations' })).statusCode).toBe(401);
  });

  it('shows a Free member the whole library with the Pro sessions locked, the free ones first', async () => {
    const user = await t.createUser();
    const response = await t.as(user, { method: 'GET', url: '/api/meditations' });
    expect(response.statusCode).toBe(200);
    const list = MeditationListSchema.parse(response.json());
    expect(list.map((item) => item.id)).toEqual(MEDITATION_LIBRARY.map((session) => session.id));
    // The spec's four catalogue sessions, then the five-minute beginners' session, all free.
    expect(list.slice(0, 5).map((item) => item.locked)).toEqual([false, false, false, false, false]);
    expect(list[4]?.id).toBe('first-breath');
    expect(list.slice(5).every((item) => item.locked && item.plan === 'pro')).toBe(true);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(
      ['description', 'duration', 'id', 'locked', 'plan', 'theme', 'title', 'type'].sort(),
    );
  });

  it.each(['pro', 'premium'] as const)('unlocks everything for a %s member', async (plan) => {
    const user = await t.createUser({ plan });
    const list = MeditationListSchema.parse(
      (await t.as(user, { method: 'GET', url: '/api/meditations' })).json(),
    );
    expect(list.some((item) => item.locked)).toBe(false);
    const recorded = await t.as(user, {
      method: 'POST',
      url: '/api/meditation-sessions',
      payload: nightTide,
    });
    expect(recorded.statusCode).toBe(201);
  });

  it('refuses to record a locked session for a Free member (402 naming Pro), by id or by title', async () => {
    const user = await t.createUser();
    const byId = await t.as(user, { method: 'POST', url: '/api/meditation-sessions', payload: nightTide });
    expect(byId.statusCode).toBe(402);
    expect(byId.json().message).toMatch(/Upgrade to Pro/);
    const { meditationId: _id, ...withoutId } = nightTide;
    const byTitle = await t.as(user, { method: 'POST', url: '/api/meditation-sessions', payload: withoutId });
    expect(byTitle.statusCode).toBe(402);
    const free = await t.as(user, { method: 'POST', url: '/api/meditation-sessions', payload: freeOne });
    expect(free.statusCode).toBe(201);
    expect((await t.as(user, { method: 'GET', url: '/api/meditation-sessions' })).json()).toHaveLength(1);
  });
});

describe('/api/meditations with limits off (no payments configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('unlocks the whole library for everyone and records any session', async () => {
    const user = await t.createUser();
    const list = MeditationListSchema.parse(
      (await t.as(user, { method: 'GET', url: '/api/meditations' })).json(),
    );
    expect(list.some((item) => item.locked)).toBe(false);
    const recorded = await t.as(user, {
      method: 'POST',
      url: '/api/meditation-sessions',
      payload: nightTide,
    });
    expect(recorded.statusCode).toBe(201);
  });
});
