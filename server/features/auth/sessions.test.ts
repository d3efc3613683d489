import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNEL } from '#server/db/change-feed';
import { hashPassword } from '#server/features/auth/password';
import { APP_PASSWORD_WORK } from '#server/features/auth/password-workers';
import { hashToken } from '#server/sessions/session-repository';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const tokenOf = (user: TestUser) => user.cookie.split('=')[1] ?? '';
const sessionIdOf = (user: TestUser) => hashToken(tokenOf(user));

describe('session lifetime, recent sign-in, sign-out and revocation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (user: TestUser) => t.as(user, { method: 'GET', url: '/api/user' });

  it('ends a session 90 days after sign-in however active it stays', async () => {
    const user = await t.createUser();
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '91 days', expires_at = now() + interval '20 days' where id = ${sessionIdOf(user)}`,
    );
    expect((await me(user)).statusCode).toBe(401);
  });

  it('does not sign out on GET /api/logout, nor on a cross-site POST', async () => {
    const user = await t.createUser();
    const viaGet = await t.as(user, { method: 'GET', url: '/api/logout' });
    expect(viaGet.statusCode).not.toBe(303);
    const crossSite = await t.as(user, {
      method: 'POST',
      url: '/api/logout',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await me(user)).statusCode).toBe(200);
    expect((await t.as(user, { method: 'POST', url: '/api/logout' })).statusCode).toBe(303);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('asks for the password again before export and deletion after 10 minutes', async () => {
    const user = await t.createUser({
      passwordHash: await hashPassword('velvet canyon dawn', APP_PASSWORD_WORK, 2 ** 14),
    });
    await t.database.db.execute(
      sql`update sessions set authenticated_at = now() - interval '11 minutes' where id = ${sessionIdOf(user)}`,
    );
    const exported = await t.as(user, { method: 'GET', url: '/api/account/export' });
    expect(exported.statusCode).toBe(403);
    expect(exported.json()).toMatchObject({ code: 'reauth_required' });
    const deleted = await t.as(user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(403);
    const wrong = await t.as(user, { method: 'POST', url: '/api/reauth', payload: { password: 'not it' } });
    expect(wrong.statusCode).toBe(400);
    const right = await t.as(user, {
      method: 'POST',
      url: '/api/reauth',
      payload: { password: 'velvet canyon dawn' },
    });
    expect(right.statusCode).toBe(200);
    expect((await t.as(user, { method: 'GET', url: '/api/account/export' })).statusCode).toBe(200);
  });

  it('forgets a session revoked by another instance within a second (change feed)', async () => {
    const user = await t.createUser();
    expect((await me(user)).statusCode).toBe(200);
    // Another instance deletes the row and announces it; this one has the session cached.
    await t.database.db.execute(sql`delete from sessions where id = ${sessionIdOf(user)}`);
    await t.database.db.execute(sql`select pg_notify(${CHANNEL}, ${`session:${sessionIdOf(user)}`})`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await me(user)).statusCode).toBe(401);
  });
});
