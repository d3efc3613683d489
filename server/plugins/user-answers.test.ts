import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { goals } from '#server/db/schema/goals';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

/**
 * Opted-in GET answers are replayed from memory per member until that member changes something:
 * a row written behind the app's back is not seen (proof of the replay), the member's own write is.
 */
describe('member answers kept in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const goalCount = async (user: Parameters<TestApp['as']>[0]) =>
    (await t.as(user, { method: 'GET', url: '/api/quantum-goals' })).json<unknown[]>().length;

  it('replays an answer until the member writes, and keeps members apart', async () => {
    const member = await t.createUser();
    const other = await t.createUser();
    expect(await goalCount(member)).toBe(0);
    expect(await goalCount(other)).toBe(0);
    const manifestationDate = addDays(localDay(new Date(), 'UTC'), 30);
    await t.database.db
      .insert(goals)
      .values({ userId: member.id, title: 'Behind the back', manifestationDate, setOn: manifestationDate });
    expect(await goalCount(member)).toBe(0);

    const created = await t.as(member, {
      method: 'POST',
      url: '/api/quantum-goals',
      payload: { title: 'Through the API', manifestationDate },
    });
    expect(created.statusCode).toBeLessThan(300);
    expect(await goalCount(member)).toBe(2);
    expect(await goalCount(other)).toBe(0);
  });
});
