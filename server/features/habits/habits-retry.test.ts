import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

/** A retried toggle (the answer was lost, or an offline replay) must not undo the first one. */
describe('retried habit toggles', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'false' });
  });
  afterAll(() => t.close());

  it('keeps the wanted state however often the same request arrives', async () => {
    const user = await t.createUser();
    const created = await t.as(user, {
      method: 'POST',
      url: '/api/wealth-habits',
      payload: { title: 'Track spending', category: 'financial', frequency: 'daily' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const toggle = (completed: boolean) =>
      t.as(user, {
        method: 'POST',
        url: `/api/wealth-habits/${id}/toggle?completed=${completed}`,
        payload: {},
      });
    for (let i = 0; i < 3; i += 1) expect((await toggle(true)).json()).toMatchObject({ isCompleted: true });
    const both = await Promise.all([toggle(false), toggle(false)]);
    expect(both.map((response) => response.json<{ isCompleted: boolean }>().isCompleted)).toEqual([
      false,
      false,
    ]);
  });
});
