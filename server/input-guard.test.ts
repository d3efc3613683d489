import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './test-support/test-app';

const cursorOf = (position: unknown) => Buffer.from(JSON.stringify(position)).toString('base64url');

/** Input PostgreSQL would reject must be refused first, as a 400 naming the field, never a 500. */
describe('input the database cannot store', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  it.each([
    ['PATCH', '/api/user', { firstName: 'Ada\u0000' }, /^firstName: must not contain NUL/],
    [
      'POST',
      '/api/success-stories',
      { title: 'A\u0000 story of mine', content: 'x'.repeat(60), manifestationType: 'wealth' },
      /^title: /,
    ],
    ['POST', '/api/goals', { title: 'Goal', description: 'nul \u0000 here' }, /^description: /],
  ])('refuses a NUL character in %s %s', async (method, url, payload, message) => {
    const response = await t.as(user, { method: method === 'PATCH' ? 'PATCH' : 'POST', url, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a NUL character in a query string', async () => {
    const response = await t.as(user, { method: 'GET', url: '/api/success-stories?search=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^querystring search: must not contain NUL/);
  });

  it('never answers 500 for a NUL in any field of any route with a body', async () => {
    const fields = [
      'title',
      'content',
      'description',
      'name',
      'text',
      'notes',
      'feeling',
      'email',
      'firstName',
    ];
    const payload = Object.fromEntries(fields.map((field) => [field, `x\u0000y`]));
    for (const route of t.app.routeTable.filter((entry) => entry.hasBody)) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const response = await t.as(user, { method: route.method as 'POST', url, payload });
      expect(response.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it.each([
    [
      'likes beyond a 4-byte integer',
      { v: false, l: 2 ** 40, c: '2026-01-01T00:00:00.000Z', i: '00000000-0000-4000-8000-000000000000' },
    ],
    [
      'a year PostgreSQL cannot hold',
      { v: false, l: 1, c: '0000-01-01T00:00:00.000Z', i: '00000000-0000-4000-8000-000000000000' },
    ],
  ])('refuses a page cursor with %s', async (_name, position) => {
    const response = await t.as(user, {
      method: 'GET',
      url: `/api/success-stories?cursor=${cursorOf(position)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cursor/);
  });
});
