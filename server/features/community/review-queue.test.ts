import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewQueueSchema } from '#domain/community/review';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

const story = (title: string) => ({
  title,
  content: 'Twelve months of small, steady payments and a calm morning practice made it happen.',
  manifestationType: 'wealth',
  isPublic: true,
});

describe('priority community: the admins’ review queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Limits off, so a Free member can share too and the order between plans shows.
    t = await createTestApp({ ADMIN_EMAILS: 'mod@example.com' });
  });
  afterAll(() => t.close());

  it('lists unverified public stories, Pro and Premium authors first, then oldest first; 403 for members', async () => {
    const free = await t.createUser({ plan: 'free', firstName: 'Fay' });
    const pro = await t.createUser({ plan: 'pro', firstName: 'Pia' });
    const premium = await t.createUser({ plan: 'premium', firstName: 'Pam' });
    const admin = await t.createUser({ email: 'mod@example.com' });
    for (const [author, title] of [
      [free, 'Free first in time'],
      [pro, 'Pro second'],
      [premium, 'Premium third'],
    ] as const)
      expect(
        (await t.as(author, { method: 'POST', url: '/api/success-stories', payload: story(title) }))
          .statusCode,
      ).toBe(201);
    expect((await t.as(free, { method: 'GET', url: '/api/admin/stories/review' })).statusCode).toBe(403);
    const queue = ReviewQueueSchema.parse(
      (await t.as(admin, { method: 'GET', url: '/api/admin/stories/review' })).json(),
    );
    expect(queue.map((item) => [item.title, item.priority])).toEqual([
      ['Pro second', true],
      ['Premium third', true],
      ['Free first in time', false],
    ]);
  });
});
