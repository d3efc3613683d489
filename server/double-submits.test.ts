import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * A double click or a retried request with the same client-chosen request id makes one row, also
 * when both copies arrive at once (the unique key decides, not a prior read).
 */
describe('double-submitted creates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [
      'habit',
      '/api/wealth-habits',
      { title: 'Save ten percent', category: 'financial', frequency: 'daily' },
      '/api/wealth-habits',
    ],
    [
      'story',
      '/api/success-stories',
      { title: 'A raise after a year of practice', content: 'x'.repeat(80), manifestationType: 'career' },
      '/api/success-stories',
    ],
    [
      'meditation session',
      '/api/meditation-sessions',
      { type: 'guided', duration: 10, title: 'Morning', completed: true },
      '/api/meditation-sessions',
    ],
  ])('makes one %s for one request id', async (_name, url, body, listUrl) => {
    const user = await t.createUser();
    const payload = { ...body, requestId: crypto.randomUUID() };
    const [first, second] = await Promise.all([
      t.as(user, { method: 'POST', url, payload }),
      t.as(user, { method: 'POST', url, payload }),
    ]);
    const third = await t.as(user, { method: 'POST', url, payload });
    expect([first.statusCode, second.statusCode, third.statusCode].every((status) => status < 300)).toBe(
      true,
    );
    const ids = new Set([first, second, third].map((response) => response.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    type Row = { id: string };
    const list = (await t.as(user, { method: 'GET', url: listUrl })).json<Row[] | { stories: Row[] }>();
    const rows = Array.isArray(list) ? list : list.stories;
    expect(rows.map((row) => row.id)).toEqual([...ids]);
  });
});
