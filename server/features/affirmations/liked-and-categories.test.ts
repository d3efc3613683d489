import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AffirmationCategoriesSchema,
  GenerateAffirmationsResultSchema,
  LikedAffirmationsSchema,
  type Affirmation,
} from '#domain/affirmations/affirmations';
import { affirmationLibrary } from '#domain/affirmations/library';
import { addDays, localDay } from '#domain/shared/dates';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('GET /api/affirmations/categories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every library category with its count of written lines; 401 without a session', async () => {
    const user = await t.createUser();
    const response = await t.as(user, { method: 'GET', url: '/api/affirmations/categories' });
    expect(response.statusCode).toBe(200);
    const categories = AffirmationCategoriesSchema.parse(response.json());
    expect(categories.length).toBeGreaterThanOrEqual(12);
    expect(categories.find((category) => category.id === 'saving')).toEqual({
      id: 'saving',
      name: 'Saving',
      count: 48,
    });
    expect(categories.reduce((sum, category) => sum + category.count, 0)).toBe(
      affirmationLibrary().categories.reduce((sum, category) => sum + category.lines.length, 0),
    );
    expect((await t.as(null, { method: 'GET', url: '/api/affirmations/categories' })).statusCode).toBe(401);
  });
});

describe('GET /api/affirmations/liked ("My affirmations")', () => {
  let t: TestApp;
  let member: TestUser;
  let other: TestUser;
  const lines: Affirmation[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.createUser();
    other = await t.createUser();
    // Three days of sets give nine lines to like.
    const today = localDay(new Date(), 'UTC');
    for (const day of [addDays(today, -1), today, addDays(today, 1)]) {
      const response = await t.as(member, { method: 'POST', url: `/api/affirmations/generate?date=${day}` });
      lines.push(...GenerateAffirmationsResultSchema.parse(response.json()).affirmations);
    }
  });
  afterAll(() => t.close());

  const like = (user: TestUser, id: string, isLiked = true) =>
    t.as(user, { method: 'PATCH', url: `/api/affirmations/${id}`, payload: { isLiked } });
  const liked = async (user: TestUser, query = '') => {
    const response = await t.as(user, { method: 'GET', url: `/api/affirmations/liked${query}` });
    expect(response.statusCode).toBe(200);
    return LikedAffirmationsSchema.parse(response.json());
  };

  it('lists liked lines, most recently liked first, page by page until nextCursor is null', async () => {
    expect(await liked(member)).toEqual({ affirmations: [], nextCursor: null });
    const chosen = lines.slice(0, 7);
    for (const line of chosen) expect((await like(member, line.id)).statusCode).toBe(200);
    // Liking again (a double click) does not move a line to the top.
    await like(member, chosen[0]?.id ?? '');

    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const page = await liked(member, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      pages.push(page.affirmations.map((affirmation) => affirmation.id));
      for (const affirmation of page.affirmations) expect(affirmation.isLiked).toBe(true);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat()).toEqual(chosen.map((line) => line.id).reverse());
  });

  it('drops a line when it is unliked, and never shows another member’s likes', async () => {
    const [first] = lines;
    await like(member, first?.id ?? '', false);
    const all = await liked(member, '?limit=50');
    expect(all.affirmations.map((affirmation) => affirmation.id)).not.toContain(first?.id);
    expect(all.affirmations).toHaveLength(6);
    expect(await liked(other)).toEqual({ affirmations: [], nextCursor: null });
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=51', 'limit'],
    ['?limit=two', 'limit'],
    ['?cursor=not-a-cursor', 'cursor'],
    [`?cursor=${Buffer.from('{"t":"2026-01-01T00:00:00.000Z","i":"x"}').toString('base64url')}`, 'cursor'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await t.as(member, { method: 'GET', url: `/api/affirmations/liked${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('answers 401 without a session', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/affirmations/liked' })).statusCode).toBe(401);
  });
});
