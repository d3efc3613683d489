import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFFIRMATION_TEXT,
  AffirmationListSchema,
  AffirmationSchema,
  GenerateAffirmationsResultSchema,
  affirmationKey,
} from '#domain/affirmations/affirmations';
import { addDays, localDay } from '#domain/shared/dates';
import { affirmationSets } from '#server/db/schema/affirmations';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('affirmations API', () => {
  let t: TestApp;
  let maya: TestUser;
  let other: TestUser;
  const today = () => localDay(new Date(), 'UTC');

  beforeAll(async () => {
    t = await createTestApp();
    maya = await t.createUser({ firstName: 'Maya' });
    other = await t.createUser();
  });
  afterAll(() => t.close());

  const generate = (user: TestUser, url = '/api/affirmations/generate') =>
    t.as(user, { method: 'POST', url });
  const list = async (user: TestUser, query = '') =>
    AffirmationListSchema.parse(
      (await t.as(user, { method: 'GET', url: `/api/affirmations${query}` })).json(),
    );
  const setCount = async (userId: string) =>
    (await t.database.db.select().from(affirmationSets).where(eq(affirmationSets.userId, userId))).length;

  it('answers an empty list before the first set, and 401 without a session', async () => {
    expect(await list(maya)).toEqual([]);
    expect((await t.as(null, { method: 'GET', url: '/api/affirmations' })).statusCode).toBe(401);
  });

  it('generates one personalised set of three for today; four concurrent clicks make one set', async () => {
    const responses = await Promise.all([generate(maya), generate(maya), generate(maya), generate(maya)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const results = responses.map((r) => GenerateAffirmationsResultSchema.parse(r.json()));
    const created = results.find((r) => r.created);
    expect(created?.date).toBe(today());
    expect(created?.affirmations).toHaveLength(3);
    for (const result of results)
      expect(result.affirmations.map((a) => a.id)).toEqual(created?.affirmations.map((a) => a.id));
    for (const affirmation of created?.affirmations ?? []) {
      expect(affirmation).toMatchObject({ isLiked: false, batch: 1, day: today() });
      expect(['high', 'medium', 'low']).toContain(affirmation.coherenceLevel);
      expect(affirmation.frequency).toBeGreaterThanOrEqual(396);
    }
    // Lines come from the written library and never use the member's name.
    for (const affirmation of created?.affirmations ?? []) expect(affirmation.content).not.toContain('Maya');
    expect(await setCount(maya.id)).toBe(1);

    const third = await generate(maya);
    expect(third.statusCode).toBe(200);
    expect(third.json().created).toBe(false);
    expect(await setCount(maya.id)).toBe(1);
    expect(await list(maya)).toEqual(created?.affirmations);
    expect(await list(maya, `?date=${today()}`)).toEqual(created?.affirmations);
  });

  it('adds a second numbered set once the repeat guard has passed, with no line repeated', async () => {
    // Age the first set past the 10 s guard instead of waiting.
    await t.database.db
      .update(affirmationSets)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(affirmationSets.userId, maya.id));
    const response = await generate(maya);
    expect(response.statusCode).toBe(201);
    const all = GenerateAffirmationsResultSchema.parse(response.json()).affirmations;
    expect(all.map((a) => a.batch)).toEqual([2, 2, 2, 1, 1, 1]);
    expect(new Set(all.map((a) => affirmationKey(a.content))).size).toBe(6);
    expect(await list(maya)).toEqual(all);
  });

  it('likes and unlikes an affirmation; another user’s id is 404', async () => {
    const [target] = await list(maya);
    const url = `/api/affirmations/${target?.id}`;
    const liked = await t.as(maya, { method: 'PATCH', url, payload: { isLiked: true } });
    expect(liked.statusCode).toBe(200);
    expect(AffirmationSchema.parse(liked.json())).toEqual({ ...target, isLiked: true });
    expect((await list(maya)).find((a) => a.id === target?.id)?.isLiked).toBe(true);

    const stolen = await t.as(other, { method: 'PATCH', url, payload: { isLiked: false } });
    expect(stolen.statusCode).toBe(404);
    expect((await list(maya)).find((a) => a.id === target?.id)?.isLiked).toBe(true);
    expect(await list(other)).toEqual([]);

    const unliked = await t.as(maya, { method: 'PATCH', url, payload: { isLiked: false } });
    expect(unliked.json().isLiked).toBe(false);
    const missing = `/api/affirmations/${crypto.randomUUID()}`;
    expect((await t.as(maya, { method: 'PATCH', url: missing, payload: { isLiked: true } })).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ isLiked: 'yes' }, 'isLiked: must be true or false'],
    [{}, 'isLiked: must be true or false'],
    [{ isLiked: true, content: 'mine now' }, 'content'],
  ])('PATCH %o answers 400 naming the field', async (payload, message) => {
    const [target] = await list(maya);
    const response = await t.as(maya, { method: 'PATCH', url: `/api/affirmations/${target?.id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it.each([
    ['GET', '/api/affirmations?date=2026-02-30', 'querystring date: must be a date in the form YYYY-MM-DD'],
    ['GET', '/api/affirmations?date=today', 'querystring date: must be a date in the form YYYY-MM-DD'],
    ['PATCH', '/api/affirmations/not-an-id', 'params id: must be a valid id'],
    ['POST', `/api/affirmations/generate?date=2020-01-01`, 'querystring date: must be today'],
  ] as const)('%s %s answers 400: %s', async (method, url, message) => {
    const response = await t.as(maya, {
      method,
      url,
      ...(method === 'PATCH' ? { payload: { isLiked: true } } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a generate request with a body', async () => {
    const response = await t.as(maya, {
      method: 'POST',
      url: '/api/affirmations/generate',
      payload: { count: 10 },
    });
    expect(response.statusCode).toBe(400);
  });

  it('generates for the browser’s day when it is within a day of the stored zone’s today', async () => {
    const user = await t.createUser();
    const tomorrow = addDays(today(), 1);
    const response = await generate(user, `/api/affirmations/generate?date=${tomorrow}`);
    expect(response.statusCode).toBe(201);
    expect(response.json().date).toBe(tomorrow);
    expect(await list(user, `?date=${tomorrow}`)).toHaveLength(3);
    expect(await list(user)).toEqual([]);
  });

  it('keeps the spec texts in one place', () => {
    expect(AFFIRMATION_TEXT).toMatchObject({
      title: "Today's Quantum Affirmations",
      emptyTitle: 'No affirmations for today',
      emptyAction: 'Generate Your First Affirmations',
    });
  });
});
