import type { Story, StorySubmissionInput } from '#domain/community/community';
import type { StoryList } from '#domain/community/list';
import type { TestApp, TestUser } from '#server/test-support/test-app';

/** Test data for the community API tests. */
export const text = (length: number, fill = 'a') => fill.repeat(length);

export function storyInput(overrides: Partial<StorySubmissionInput> = {}): StorySubmissionInput {
  return {
    title: 'Paid off my mortgage',
    content: 'Three years of daily gratitude practice and careful saving paid off the house.',
    manifestationType: 'wealth',
    ...overrides,
  };
}

export async function share(t: TestApp, user: TestUser, overrides: Partial<StorySubmissionInput> = {}) {
  const response = await t.as(user, {
    method: 'POST',
    url: '/api/success-stories',
    payload: storyInput(overrides),
  });
  if (response.statusCode !== 201) throw new Error(`share failed: ${response.statusCode} ${response.body}`);
  return response.json<Story>();
}

export async function list(t: TestApp, user: TestUser, query = '') {
  const response = await t.as(user, { method: 'GET', url: `/api/success-stories${query}` });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json<StoryList>();
}

export const like = (t: TestApp, user: TestUser, id: string) =>
  t.as(user, { method: 'POST', url: `/api/success-stories/${id}/like` });

export const patch = (t: TestApp, user: TestUser, id: string, payload: Record<string, unknown>) =>
  t.as(user, { method: 'PATCH', url: `/api/success-stories/${id}`, payload });
