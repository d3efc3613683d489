import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { VERIFY_TO_PUBLISH } from './service';
import { storyInput } from './stories.test-kit';

describe('publishing a story needs a verified e-mail address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps an unverified member to private stories until they verify', async () => {
    const member = await t.createUser({ emailVerifiedAt: null });
    const post = (isPublic: boolean) =>
      t.as(member, { method: 'POST', url: '/api/success-stories', payload: storyInput({ isPublic }) });
    const refused = await post(true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(VERIFY_TO_PUBLISH);
    const kept = await post(false);
    expect(kept.statusCode).toBe(201);
    const publish = await t.as(member, {
      method: 'PATCH',
      url: `/api/success-stories/${kept.json().id}`,
      payload: { isPublic: true },
    });
    expect(publish.statusCode).toBe(403);
  });
});
