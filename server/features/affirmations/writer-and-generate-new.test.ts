import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AffirmationListSchema, GenerateAffirmationsResultSchema } from '#domain/affirmations/affirmations';
import { addDays, localDay } from '#domain/shared/dates';
import { affirmationSets } from '#server/db/schema/affirmations';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

/**
 * docs/affirmations.md: labels say "AI" only when a chat model writes the lines, so the writer is
 * public (the landing page asks too); "Generate New" is the same request as the first set, three
 * more lines counted against the same daily limit.
 */
describe('GET /api/affirmations/writer', () => {
  it('answers library without a chat model and model with one, to anyone', async () => {
    for (const [env, writer] of [
      [{}, 'library'],
      [{ AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'test-model' }, 'model'],
    ] as const) {
      const app = await createTestApp(env);
      try {
        const response = await app.as(null, { method: 'GET', url: '/api/affirmations/writer' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ writer });
      } finally {
        await app.close();
      }
    }
  });
});

describe('Generate New on the Free plan with limits on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  const generate = (user: TestUser, query = '') =>
    t.as(user, { method: 'POST', url: `/api/affirmations/generate${query}` });
  const list = async (user: TestUser, query = '') =>
    AffirmationListSchema.parse(
      (await t.as(user, { method: 'GET', url: `/api/affirmations${query}` })).json(),
    );
  // Step past the double-click window, so the next request asks for a genuinely new set.
  const later = (user: TestUser) =>
    t.database.db
      .update(affirmationSets)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(affirmationSets.userId, user.id));

  it('draws three more lines for Pro, and is refused for Free once the day’s three are drawn', async () => {
    const pro = await t.createUser({ plan: 'pro' });
    const first = GenerateAffirmationsResultSchema.parse((await generate(pro)).json());
    await later(pro);
    const again = await generate(pro);
    expect(again.statusCode).toBe(201);
    const second = GenerateAffirmationsResultSchema.parse(again.json());
    expect(second.created).toBe(true);
    // The answer is the day's list: the first three and three new ones.
    const texts = second.affirmations.map((line) => line.content);
    expect(texts).toHaveLength(6);
    expect(new Set(texts).size).toBe(6);
    for (const line of first.affirmations) expect(texts).toContain(line.content);
    expect(second.affirmations.map((line) => line.batch).sort()).toEqual([1, 1, 1, 2, 2, 2]);
    expect(await list(pro)).toHaveLength(6);

    const free = await t.createUser({ plan: 'free' });
    expect((await generate(free)).statusCode).toBe(201);
    await later(free);
    const refused = await generate(free);
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toMatch(/Pro/);
    expect(await list(free)).toHaveLength(3);
  });

  it('counts per day: the next day brings its own three', async () => {
    const free = await t.createUser({ plan: 'free', timeZone: 'UTC' });
    expect((await generate(free)).statusCode).toBe(201);
    await later(free);
    expect((await generate(free)).statusCode).toBe(402);
    const tomorrow = addDays(localDay(new Date(), 'UTC'), 1);
    const next = await generate(free, `?date=${tomorrow}`);
    expect(next.statusCode).toBe(201);
    expect(await list(free, `?date=${tomorrow}`)).toHaveLength(3);
  });
});
