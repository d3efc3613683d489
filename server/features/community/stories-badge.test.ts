import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryListSchema } from '#domain/community/list';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const STORY = {
  title: 'Debt free at last',
  content: 'Twelve months of small, steady payments and a calm morning practice made it happen.',
  manifestationType: 'wealth',
  isPublic: true,
};

describe('VIP badge on stories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
  });
  afterAll(() => t.close());

  it('carries authorBadge vip for Premium authors, null for others, to every viewer', async () => {
    const vip = await t.createUser({ plan: 'premium', firstName: 'Vera' });
    const pro = await t.createUser({ plan: 'pro', firstName: 'Paul' });
    const viewer = await t.createUser();
    for (const author of [vip, pro])
      expect(
        (await t.as(author, { method: 'POST', url: '/api/success-stories', payload: STORY })).statusCode,
      ).toBe(201);
    const list = StoryListSchema.parse(
      (await t.as(viewer, { method: 'GET', url: '/api/success-stories' })).json(),
    );
    const badges = Object.fromEntries(list.stories.map((story) => [story.authorName, story.authorBadge]));
    expect(badges).toEqual({ 'Vera U.': 'vip', 'Paul U.': null });
  });
});
