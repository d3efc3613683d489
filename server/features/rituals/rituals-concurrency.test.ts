import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { MAX_RITUALS_PER_DAY } from '#domain/rituals/rituals';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

/** The per-day cap holds when many adds arrive at once (several tabs, instances, retries). */
describe('parallel ritual adds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`never lets a day hold more than ${MAX_RITUALS_PER_DAY} rituals`, async () => {
    const user = await t.createUser();
    const date = localDay(new Date(), 'UTC');
    const responses = await Promise.all(
      Array.from({ length: MAX_RITUALS_PER_DAY + 5 }, (_unused, index) =>
        t.as(user, {
          method: 'POST',
          url: '/api/daily-rituals',
          payload: { title: `Ritual number ${index}`, date },
        }),
      ),
    );
    expect(responses.every((response) => [200, 201, 400].includes(response.statusCode))).toBe(true);
    const day = await t.as(user, { method: 'GET', url: `/api/daily-rituals?date=${date}` });
    expect(day.json<unknown[]>().length).toBe(MAX_RITUALS_PER_DAY);
  });
});
