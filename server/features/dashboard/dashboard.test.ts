import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { DashboardStatsSchema } from '#domain/dashboard/dashboard';
import { recordPractice } from '#server/practice/practice-log';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('GET /api/dashboard-stats', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const stats = async (user: TestUser) => {
    const response = await t.as(user, { method: 'GET', url: '/api/dashboard-stats' });
    expect(response.statusCode).toBe(200);
    return DashboardStatsSchema.parse(response.json());
  };
  const practise = (
    userId: string,
    day: string,
    kind: 'ritual' | 'habit' | 'meditation' = 'ritual',
    minutes = 0,
  ) => recordPractice(t.database.db, { userId, day, kind, sourceId: randomUUID(), minutes });

  it('needs a session', async () => {
    const response = await t.as(null, { method: 'GET', url: '/api/dashboard-stats' });
    expect(response.statusCode).toBe(401);
  });

  it('answers a new user with coherence 0 (not the 87 fallback), streak 0 and their profile', async () => {
    const user = await t.createUser({ firstName: 'Ann', lastName: 'Lee' });
    const body = await stats(user);
    expect(body.dailyStats).toEqual({
      coherence: 0,
      streak: 0,
      freezesBanked: 0,
      freezeUsedOn: null,
      restToday: false,
    });
    expect(body.user).toMatchObject({ id: user.id, firstName: 'Ann', quantumLevel: 1, levelProgress: 0 });
    expect(body.weeklyPractice).toMatchObject({
      minutesMeditated: 0,
      ritualsCompleted: 0,
      habitsCompleted: 0,
    });
    expect(body.today).toBe(localDay(new Date(), 'UTC'));
  });

  it('counts streak, coherence, level and the week from the practice log', async () => {
    const user = await t.createUser();
    const today = localDay(new Date(), 'UTC');
    await practise(user.id, today, 'ritual');
    await practise(user.id, today, 'meditation', 15);
    await practise(user.id, addDays(today, -1), 'habit');
    await practise(user.id, addDays(today, -2), 'ritual');
    await practise(user.id, addDays(today, -10), 'ritual');
    const body = await stats(user);
    // Coherence (domain/practice/coherence.ts), no ritual rows or habits, so each day's parts are what it logged:
    // day -10 half done (a ritual, no meditation): 35; seven missed days: 0; day -2 half: 35;
    // day -1 half (a habit): max(36, round(35 + 65 / 8) = 43, 35) = 43; today a ritual and a
    // meditation, complete: max(45, 57, round(70 + 30 / 7) = 74) = 74.
    expect(body.dailyStats).toEqual({
      streak: 3,
      coherence: 74,
      freezesBanked: 0,
      freezeUsedOn: null,
      restToday: false,
    });
    expect(body.weeklyPractice).toMatchObject({
      minutesMeditated: 15,
      ritualsCompleted: 2,
      habitsCompleted: 1,
      activeDays: [false, false, false, false, true, true, true],
    });
    // XP: 10 + (20 + 15) today, 15, 10 and 10 before: 80 of the 100 that level 2 needs.
    expect(body.user).toMatchObject({ quantumLevel: 1, levelProgress: 80 });
  });

  it("uses the user's own time zone for today, across midnight", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-11-21 04:30 UTC is still 2026-11-20 in New York and already 17:30 on the 21st in Auckland.
    vi.setSystemTime(new Date('2026-11-21T04:30:00Z'));
    const newYork = await t.createUser({ timeZone: 'America/New_York' });
    const auckland = await t.createUser({ timeZone: 'Pacific/Auckland' });
    for (const user of [newYork, auckland]) await practise(user.id, '2026-11-20');

    expect((await stats(newYork)).today).toBe('2026-11-20');
    expect((await stats(newYork)).dailyStats.streak).toBe(1);
    expect((await stats(auckland)).today).toBe('2026-11-21');
    expect((await stats(auckland)).dailyStats.streak).toBe(1);

    // A day later the Auckland user has missed 2026-11-21 entirely: the streak is broken.
    vi.setSystemTime(new Date('2026-11-22T04:30:00Z'));
    expect((await stats(auckland)).dailyStats.streak).toBe(0);
    expect((await stats(newYork)).dailyStats.streak).toBe(1);
  });

  it('keeps a streak across a daylight-saving change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-09T03:30:00Z')); // 23:30 on 2026-03-08 in New York (EDT)
    const user = await t.createUser({ timeZone: 'America/New_York' });
    for (const day of ['2026-03-06', '2026-03-07', '2026-03-08']) await practise(user.id, day);
    const body = await stats(user);
    expect(body.today).toBe('2026-03-08');
    expect(body.dailyStats.streak).toBe(3);
  });

  it('remembers the answer, and drops it as soon as the user completes a ritual', async () => {
    const user = await t.createUser();
    const today = localDay(new Date(), 'UTC');
    expect((await stats(user)).weeklyPractice.ritualsCompleted).toBe(0);
    const before = t.database.queryCount();
    await stats(user);
    expect(t.database.queryCount() - before).toBe(0);
    const rituals = await t.as(user, { method: 'GET', url: `/api/daily-rituals?date=${today}` });
    const [ritual] = rituals.json<Array<{ id: string }>>();
    const done = await t.as(user, {
      method: 'PATCH',
      url: `/api/daily-rituals/${ritual?.id}`,
      payload: { isCompleted: true },
    });
    expect(done.statusCode).toBe(200);
    const after = await stats(user);
    expect(after.weeklyPractice.ritualsCompleted).toBe(1);
    expect(after.dailyStats.streak).toBe(1);
  });

  it('answers from at most three statements once the session is cached', async () => {
    const user = await t.createUser();
    const today = localDay(new Date(), 'UTC');
    for (let n = 0; n < 30; n += 1) await practise(user.id, addDays(today, -n));
    await stats(user);
    const before = t.database.queryCount();
    await stats(user);
    expect(t.database.queryCount() - before).toBeLessThanOrEqual(2);

    const fresh = await t.createUser();
    await stats(fresh);
    const beforeEmpty = t.database.queryCount();
    await stats(fresh);
    expect(t.database.queryCount() - beforeEmpty).toBeLessThanOrEqual(3);
  });
});
