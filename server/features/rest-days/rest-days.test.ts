import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { REST_DAY_MESSAGES } from '#domain/rest-days/rest-days';
import { practiceLog } from '#server/db/schema/practice';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('/api/rest-days', () => {
  let t: TestApp;
  const today = localDay(new Date(), 'UTC');
  // A month wholly ahead, so every day of it may be planned.
  const month = addDays(today, 40).slice(0, 7);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mark = (user: TestUser, date: unknown) =>
    t.as(user, { method: 'POST', url: '/api/rest-days', payload: { date } });

  it('marks, lists and unmarks rest days; a double submit adds nothing', async () => {
    const user = await t.createUser();
    expect((await mark(user, today)).statusCode).toBe(201);
    expect((await mark(user, today)).statusCode).toBe(200);
    expect((await mark(user, addDays(today, -1))).statusCode).toBe(201);
    const list = await t.as(user, {
      method: 'GET',
      url: `/api/rest-days?from=${addDays(today, -7)}&to=${addDays(today, 7)}`,
    });
    expect(list.json()).toEqual([{ date: addDays(today, -1) }, { date: today }]);
    const removed = await t.as(user, { method: 'DELETE', url: `/api/rest-days/${today}` });
    expect(removed.statusCode).toBe(204);
    const again = await t.as(user, { method: 'DELETE', url: `/api/rest-days/${today}` });
    expect(again.statusCode).toBe(404);
  });

  it('refuses days before yesterday and malformed dates, naming the field', async () => {
    const user = await t.createUser();
    const old = await mark(user, addDays(today, -2));
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(REST_DAY_MESSAGES.tooLate);
    const bad = await mark(user, '2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^date: /);
    const missing = await t.as(user, { method: 'POST', url: '/api/rest-days', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^date: /);
    const range = await t.as(user, { method: 'GET', url: `/api/rest-days?from=${today}` });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toMatch(/to/);
  });

  it('allows four a calendar month and refuses the fifth with a clear message', async () => {
    const user = await t.createUser();
    for (const date of ['01', '02', '03', '04'])
      expect((await mark(user, `${month}-${date}`)).statusCode).toBe(201);
    const fifth = await mark(user, `${month}-05`);
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json().message).toBe(REST_DAY_MESSAGES.monthFull);
    // Another month has its own four.
    expect((await mark(user, addDays(`${month}-01`, 40))).statusCode).toBe(201);
  });

  it('refuses a concurrent fifth: of several racing requests only the month’s room is used', async () => {
    const user = await t.createUser();
    await mark(user, `${month}-10`);
    await mark(user, `${month}-11`);
    const racing = await Promise.all(['12', '13', '14', '15'].map((day) => mark(user, `${month}-${day}`)));
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409]);
  });

  it('keeps another member’s rest days out of reach', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    await mark(owner, today);
    expect((await t.as(other, { method: 'DELETE', url: `/api/rest-days/${today}` })).statusCode).toBe(404);
    const list = await t.as(other, { method: 'GET', url: `/api/rest-days?from=${today}&to=${today}` });
    expect(list.json()).toEqual([]);
  });

  it('holds the dashboard streak over a rest day and reports a freeze used on a missed day', async () => {
    const user = await t.createUser();
    // Nine practice days in a row ending three days ago, a missed day, then a rest day yesterday.
    const practised = Array.from({ length: 9 }, (_, n) => addDays(today, -3 - n));
    await t.database.db
      .insert(practiceLog)
      .values(
        practised.map((day) => ({ userId: user.id, day, kind: 'ritual' as const, sourceId: randomUUID() })),
      );
    await mark(user, addDays(today, -1));
    // Two days ago is missed: 9 days in a row earned one freeze, which covers it.
    const stats = (await t.as(user, { method: 'GET', url: '/api/dashboard-stats' })).json();
    expect(stats.dailyStats).toMatchObject({
      streak: 9,
      freezesBanked: 0,
      freezeUsedOn: addDays(today, -2),
      restToday: false,
    });
  });
});
