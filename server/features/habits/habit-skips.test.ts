import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { HABIT_SKIP_MESSAGES } from '#domain/habits/habits';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('skipping a habit period', () => {
  let t: TestApp;
  const today = localDay(new Date(), 'UTC');
  const month = addDays(today, 40).slice(0, 7);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const newHabit = async (user: TestUser, date = addDays(today, -10)) =>
    (
      await t.as(user, {
        method: 'POST',
        url: '/api/wealth-habits',
        payload: { title: 'Review spending', date },
      })
    ).json();
  const skip = (user: TestUser, id: string, date: string) =>
    t.as(user, { method: 'POST', url: `/api/wealth-habits/${id}/skips`, payload: { date } });
  const toggle = (user: TestUser, id: string, date: string) =>
    t.as(user, { method: 'POST', url: `/api/wealth-habits/${id}/toggle?date=${date}` });

  it('a skipped day is transparent to the streak, and can be undone', async () => {
    const user = await t.createUser();
    const habit = await newHabit(user);
    await toggle(user, habit.id, addDays(today, -2));
    const skipped = await skip(user, habit.id, addDays(today, -1));
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json()).toMatchObject({ isSkipped: true, streak: 1 });
    expect((await toggle(user, habit.id, today)).json()).toMatchObject({ streak: 2 });
    const undone = await t.as(user, {
      method: 'DELETE',
      url: `/api/wealth-habits/${habit.id}/skips/${addDays(today, -1)}`,
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ isSkipped: false, streak: 1 });
  });

  it('refuses a done period, days before yesterday, a fifth skip in a month, and other members', async () => {
    const user = await t.createUser();
    const habit = await newHabit(user);
    await toggle(user, habit.id, today);
    const done = await skip(user, habit.id, today);
    expect([done.statusCode, done.json().message]).toEqual([409, HABIT_SKIP_MESSAGES.done]);
    const old = await skip(user, habit.id, addDays(today, -2));
    expect([old.statusCode, old.json().message]).toEqual([400, HABIT_SKIP_MESSAGES.tooLate]);
    for (const day of ['01', '02', '03', '04'])
      expect((await skip(user, habit.id, `${month}-${day}`)).statusCode).toBe(200);
    const fifth = await skip(user, habit.id, `${month}-05`);
    expect([fifth.statusCode, fifth.json().message]).toEqual([409, HABIT_SKIP_MESSAGES.monthFull]);
    const other = await t.createUser();
    expect((await skip(other, habit.id, `${month}-06`)).statusCode).toBe(404);
    const bad = await t.as(user, {
      method: 'POST',
      url: `/api/wealth-habits/${habit.id}/skips`,
      payload: { date: 'x' },
    });
    expect(bad.json().message).toMatch(/^date: /);
  });
});
