import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { habitCompletions, habits } from '#server/db/schema/habits';
import { practiceDays, practiceLog } from '#server/db/schema/practice';
import { users } from '#server/db/schema/users';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const today = () => localDay(new Date(), 'UTC');

describe('wealth habits: create, list, edit, archive, delete', () => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [ann, bob] = await Promise.all([t.createUser(), t.createUser()]);
  });
  afterAll(() => t.close());

  const create = (user: TestUser, payload: Record<string, unknown>) =>
    t.as(user, { method: 'POST', url: '/api/wealth-habits', payload });

  it('creates a habit with the spec defaults, an empty unit stored as null', async () => {
    const response = await create(ann, { title: '  Review my budget ', unit: '' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      title: 'Review my budget',
      description: '',
      category: 'financial',
      frequency: 'daily',
      targetValue: null,
      unit: null,
      date: today(),
      isCompleted: false,
      streak: 0,
      totalCompletions: 0,
      isArchived: false,
      isSkipped: false,
      reminderTime: null,
      recentCompletions: [],
    });
  });

  it('keeps every field it is given', async () => {
    const response = await create(ann, {
      title: 'Invest',
      description: 'Index funds',
      category: 'learning',
      frequency: 'monthly',
      targetValue: 250.5,
      unit: 'USD',
      date: addDays(today(), -3),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      category: 'learning',
      frequency: 'monthly',
      targetValue: 250.5,
      unit: 'USD',
      date: addDays(today(), -3),
    });
  });

  it.each([
    [{ title: '   ' }, 'title: must not be blank'],
    [{ title: 'x'.repeat(101) }, 'title: must be at most 100 characters'],
    [
      { title: 'ok', category: 'crypto' },
      'category: must be one of financial, mindset, business, learning, networking',
    ],
    [{ title: 'ok', frequency: 'hourly' }, 'frequency: must be one of daily, weekly, monthly'],
    [{ title: 'ok', targetValue: '12' }, 'targetValue: must be a number or null'],
    [{ title: 'ok', date: '2026-02-30' }, 'date: must be a date in the form YYYY-MM-DD'],
    [{ title: 'ok', date: addDays(localDay(new Date(), 'UTC'), 3) }, 'date: cannot be in the future'],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await create(ann, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('refuses a bad date in the query with 400 naming it', async () => {
    const response = await t.as(ann, { method: 'GET', url: '/api/wealth-habits?date=2026-13-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^querystring date: /);
    const analytics = await t.as(ann, { method: 'GET', url: '/api/wealth-habits/analytics?date=yesterday' });
    expect(analytics.statusCode).toBe(400);
    expect(analytics.json().message).toMatch(/^querystring date: /);
  });

  it('needs a session', async () => {
    const response = await t.as(null, { method: 'GET', url: '/api/wealth-habits' });
    expect(response.statusCode).toBe(401);
  });

  it("lists only the user's own habits, oldest first", async () => {
    await create(bob, { title: "Bob's habit" });
    const list = await t.as(ann, { method: 'GET', url: `/api/wealth-habits?date=${today()}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((habit: { title: string }) => habit.title)).toEqual([
      'Review my budget',
      'Invest',
    ]);
  });

  it('edits and archives a habit, and refuses a frequency change', async () => {
    const { id } = (await create(ann, { title: 'Call a mentor', category: 'networking' })).json();
    const edited = await t.as(ann, {
      method: 'PATCH',
      url: `/api/wealth-habits/${id}`,
      payload: { title: 'Call two mentors', unit: 'calls', targetValue: 2 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Call two mentors', unit: 'calls', targetValue: 2 });
    const archived = await t.as(ann, {
      method: 'PATCH',
      url: `/api/wealth-habits/${id}`,
      payload: { isArchived: true },
    });
    expect(archived.json()).toMatchObject({ isArchived: true, title: 'Call two mentors' });
    const toggle = await t.as(ann, { method: 'POST', url: `/api/wealth-habits/${id}/toggle` });
    expect(toggle.statusCode).toBe(409);
    const frequency = await t.as(ann, {
      method: 'PATCH',
      url: `/api/wealth-habits/${id}`,
      payload: { frequency: 'weekly' },
    });
    expect(frequency.statusCode).toBe(400);
    const empty = await t.as(ann, { method: 'PATCH', url: `/api/wealth-habits/${id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it("answers 404 for another user's habit on every route", async () => {
    const { id } = (await create(bob, { title: 'Private' })).json();
    const attempts = await Promise.all([
      t.as(ann, { method: 'PATCH', url: `/api/wealth-habits/${id}`, payload: { title: 'Mine now' } }),
      t.as(ann, { method: 'POST', url: `/api/wealth-habits/${id}/toggle` }),
      t.as(ann, { method: 'DELETE', url: `/api/wealth-habits/${id}` }),
    ]);
    expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404]);
    const still = await t.as(bob, { method: 'GET', url: '/api/wealth-habits' });
    expect(still.json().find((habit: { id: string }) => habit.id === id)).toMatchObject({ title: 'Private' });
  });

  it('answers 400 for an id that is not a uuid', async () => {
    const response = await t.as(ann, { method: 'DELETE', url: '/api/wealth-habits/42' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params id: /);
  });

  it('deletes a habit with its completions, the practice they recorded and the XP it earned', async () => {
    const { db } = t.database;
    const totals = async () => ({
      experience: (await db.select({ xp: users.experience }).from(users).where(eq(users.id, ann.id)))[0]?.xp,
      days: (
        await db
          .select()
          .from(practiceDays)
          .where(and(eq(practiceDays.userId, ann.id), gt(practiceDays.earned, 0)))
      ).map((row) => row.day),
    });
    const before = await totals();
    const { id } = (await create(ann, { title: 'Temporary' })).json();
    for (const day of [today(), addDays(today(), -1)])
      await t.as(ann, { method: 'POST', url: `/api/wealth-habits/${id}/toggle?date=${day}` });
    expect((await totals()).experience).toBe((before.experience ?? 0) + 30);
    const completionIds = (
      await db
        .select({ id: habitCompletions.id })
        .from(habitCompletions)
        .where(eq(habitCompletions.habitId, id))
    ).map((row) => row.id);
    expect(completionIds).toHaveLength(2);

    const response = await t.as(ann, { method: 'DELETE', url: `/api/wealth-habits/${id}` });
    expect(response.statusCode).toBe(204);
    expect(await db.select().from(habits).where(eq(habits.id, id))).toEqual([]);
    expect(await db.select().from(habitCompletions).where(eq(habitCompletions.habitId, id))).toEqual([]);
    const practice = await db.select().from(practiceLog).where(eq(practiceLog.userId, ann.id));
    expect(practice.filter((row) => completionIds.includes(row.sourceId))).toEqual([]);
    expect(await totals()).toEqual(before);
    const again = await t.as(ann, { method: 'DELETE', url: `/api/wealth-habits/${id}` });
    expect(again.statusCode).toBe(404);
  });
});
