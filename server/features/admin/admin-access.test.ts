import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH_PREFIX } from '#server/admin/admin-only';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const ADMIN = 'chief@example.com';
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

describe('every admin route is for admins only', () => {
  let t: TestApp;
  let member: TestUser;
  let unverifiedAdmin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    member = await t.createUser();
    unverifiedAdmin = await t.createUser({ email: ADMIN, emailVerifiedAt: null });
  });
  afterAll(() => t.close());

  it('walks the route table: 401 to a visitor, 403 to a member and to an unverified admin address', async () => {
    const routes = t.app.routeTable.filter((route) => route.url.startsWith(ADMIN_PATH_PREFIX));
    // The console's own routes plus the two review queues.
    expect(routes.length).toBeGreaterThanOrEqual(19);
    for (const route of routes) {
      const url = route.url.replace(':id', SAMPLE_ID);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const payload = route.hasBody ? { reason: 'walking the table' } : undefined;
      const visitor = await t.as(null, { method, url, ...(payload ? { payload } : {}) });
      expect([route.method, route.url, visitor.statusCode]).toEqual([route.method, route.url, 401]);
      for (const who of [member, unverifiedAdmin]) {
        const answer = await t.as(who, { method, url, ...(payload ? { payload } : {}) });
        expect([route.method, route.url, answer.statusCode]).toEqual([route.method, route.url, 403]);
        expect(answer.json()).toEqual({ message: 'Only admins can do that.' });
      }
    }
  });

  it('refuses to start with an admin route that lacks the adminOnly option', async () => {
    await expect(
      createTestApp({}, (app) => {
        app.get('/api/admin/forgotten', async () => ({}));
      }),
    ).rejects.toThrow(/lacks the adminOnly option/);
  });
});
