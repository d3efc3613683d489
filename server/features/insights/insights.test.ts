import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { InsightsSchema, bucketStart } from '#domain/insights/insights';
import { energyReadings } from '#server/db/schema/energy';
import { habitCompletions, habits } from '#server/db/schema/habits';
import { practiceLog } from '#server/db/schema/practice';
import { rebuildPracticeTotals } from '#server/practice/practice-log';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('insights API', () => {
  let t: TestApp;
  let maya: TestUser;
  let ben: TestUser;
  let pro: TestUser;
  const today = localDay(new Date(), 'UTC');

  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
    maya = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    ben = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    pro = await t.createUser({ plan: 'pro' });
    const db = t.database.db;
    // Maya: 20 days in a row ending today, meditating 10 minutes on even days only, checking in
    // every day with energy 8 after meditation and 5 without; one ritual today.
    for (let back = 0; back < 20; back += 1) {
      const day = addDays(today, -back);
      const meditated = back % 2 === 0;
      if (meditated)
        await db.insert(practiceLog).values({
          userId: maya.id,
          day,
          kind: 'meditation',
          sourceId: `m-${day}`,
          minutes: 10,
          createdAt: new Date(`${day}T07:30:00Z`),
        });
      else
        await db.insert(practiceLog).values({
          userId: maya.id,
          day,
          kind: 'habit',
          sourceId: `h-${day}`,
          createdAt: new Date(`${day}T19:00:00Z`),
        });
      await db.insert(energyReadings).values({
        userId: maya.id,
        day,
        frequency: 528,
        coherence: 80,
        vibrationType: 'Wealth',
        feeling: 'calm',
        energyLevel: meditated ? 8 : 5,
      });
    }
    await db.insert(practiceLog).values({
      userId: maya.id,
      day: today,
      kind: 'ritual',
      sourceId: 'r-today',
      createdAt: new Date(`${today}T07:00:00Z`),
    });
    // A gap, then an older 3-day streak.
    for (const back of [30, 31, 32])
      await db.insert(practiceLog).values({
        userId: maya.id,
        day: addDays(today, -back),
        kind: 'ritual',
        sourceId: `old-${back}`,
        createdAt: new Date(`${addDays(today, -back)}T12:00:00Z`),
      });
    const [habit] = await db
      .insert(habits)
      .values({
        userId: maya.id,
        title: 'Review budget',
        category: 'financial',
        frequency: 'daily',
        startDay: addDays(today, -9),
      })
      .returning({ id: habits.id });
    if (!habit) throw new Error('no habit');
    for (const back of [0, 1, 2, 5, 8])
      await db.insert(habitCompletions).values({
        habitId: habit.id,
        userId: maya.id,
        periodKey: addDays(today, -back),
        day: addDays(today, -back),
      });
    // Ben's rows must never reach Maya's numbers.
    await db
      .insert(practiceLog)
      .values({ userId: ben.id, day: today, kind: 'meditation', sourceId: 'ben', minutes: 500 });
    // Written straight into the log, so the running totals (practice days, XP) follow from it.
    await rebuildPracticeTotals(db);
  });
  afterAll(() => t.close());

  const get = (user: TestUser, query: string) => t.as(user, { method: 'GET', url: `/api/insights${query}` });

  it('400s any range but 12w and 12m', async () => {
    for (const query of ['?range=7d', '?range=12W', '?range=']) {
      const response = await get(maya, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain('range');
    }
  });

  it('402s below Premium, naming Premium', async () => {
    const response = await get(pro, '?range=12w');
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(
      'Advanced analytics is part of the Premium plan. Upgrade to Premium to use it.',
    );
  });

  it('aggregates 12 weekly buckets of the member’s own practice and check-ins', async () => {
    const before = t.database.queryCount();
    const insights = InsightsSchema.parse((await get(maya, '?range=12w')).json());
    expect(t.database.queryCount() - before).toBeLessThanOrEqual(10);
    expect(insights.buckets).toHaveLength(12);
    expect(insights.buckets.at(-1)?.start).toBe(bucketStart(today, '12w'));
    const total = (key: 'meditationMinutes' | 'rituals' | 'habitCompletions' | 'checkIns') =>
      insights.buckets.reduce((sum, bucket) => sum + bucket[key], 0);
    expect(total('meditationMinutes')).toBe(100);
    expect(total('habitCompletions')).toBe(10);
    expect(total('checkIns')).toBe(20);
    expect(total('rituals')).toBe(4);
    expect(insights.buckets.find((bucket) => bucket.checkIns > 0)?.coherence).toBe(80);
  });

  it('finds the best time of day and compares energy with and without meditation', async () => {
    const insights = InsightsSchema.parse((await get(maya, '?range=12m')).json());
    expect(insights.buckets).toHaveLength(12);
    expect(insights.bestTimeOfDay).toBe('morning');
    expect(insights.timeOfDay.find((slot) => slot.name === 'evening')?.count).toBe(10);
    expect(insights.energyByMeditation).toEqual({
      withDays: 10,
      withoutDays: 10,
      withMean: 8,
      withoutMean: 5,
      difference: 3,
    });
  });

  it('rates each habit over its due periods and lists streaks newest first', async () => {
    const insights = InsightsSchema.parse((await get(maya, '?range=12w')).json());
    expect(insights.habits).toEqual([{ title: 'Review budget', done: 5, due: 10, rate: 50 }]);
    expect(insights.streaks).toEqual([
      { start: addDays(today, -19), end: today, days: 20 },
      { start: addDays(today, -32), end: addDays(today, -30), days: 3 },
    ]);
  });

  it('says too few days for a member with little data, and shows nobody else’s', async () => {
    const insights = InsightsSchema.parse((await get(ben, '?range=12w')).json());
    expect(insights.energyByMeditation.difference).toBeNull();
    expect(insights.buckets.reduce((sum, bucket) => sum + bucket.meditationMinutes, 0)).toBe(500);
    expect(insights.habits).toEqual([]);
  });

  it('is replayed from memory until the member changes something, then counts the change', async () => {
    const checkIns = async () =>
      InsightsSchema.parse((await get(ben, '?range=12w')).json()).buckets.reduce(
        (sum, bucket) => sum + bucket.checkIns,
        0,
      );
    const before = await checkIns();
    const queries = t.database.queryCount();
    expect(await checkIns()).toBe(before);
    expect(t.database.queryCount() - queries).toBeLessThanOrEqual(1);
    const checkIn = await t.as(ben, {
      method: 'POST',
      url: '/api/energy-readings',
      payload: { feeling: 'calm', energyLevel: 6, focus: 'Love' },
    });
    expect(checkIn.statusCode).toBe(201);
    await expect.poll(checkIns, { timeout: 2_000 }).toBe(before + 1);
  });

  it('never rates a habit above 100%, also when it was ticked on days before it was created', async () => {
    const zoe = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    const created = await t.as(zoe, {
      method: 'POST',
      url: '/api/wealth-habits',
      payload: { title: 'Check balance', category: 'financial', frequency: 'daily' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    // The date stepper lets a member tick the seven days before the habit existed, and today.
    for (let back = 7; back >= 0; back -= 1) {
      const toggled = await t.as(zoe, {
        method: 'POST',
        url: `/api/wealth-habits/${id}/toggle?completed=true&date=${addDays(today, -back)}`,
        payload: {},
      });
      expect(toggled.statusCode).toBe(200);
    }
    const insights = InsightsSchema.parse((await get(zoe, '?range=12w')).json());
    expect(insights.habits).toEqual([{ title: 'Check balance', done: 8, due: 8, rate: 100 }]);
  });
});
