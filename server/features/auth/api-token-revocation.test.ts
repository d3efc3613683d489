import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { hashPassword } from './password';
import { APP_PASSWORD_WORK } from './password-workers';
import { issueToken } from './token-repository';

/** Which account events end a member's personal access tokens (docs/open-data.md). */
describe('personal access tokens and account security', () => {
  let t: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await createTestApp({}, undefined, { database: t.database });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const tokenFor = async (user: TestUser) => {
    const response = await t.as(user, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'script', scope: 'write' },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; token: string };
  };
  const bearer = (token: string) => ({
    call: (method: 'GET', url: string, app: TestApp = t) =>
      app.app.inject({ method, url, headers: { authorization: `Bearer ${token}` } }),
  });

  it('keeps tokens through sign-out everywhere and a password change, but not a reset or deletion', async () => {
    const user = await t.createUser({
      passwordHash: await hashPassword('quiet river stones', APP_PASSWORD_WORK),
    });
    const { token } = await tokenFor(user);
    const works = async () => (await bearer(token).call('GET', '/api/wealth-habits')).statusCode;
    const changed = await t.as(user, {
      method: 'POST',
      url: '/api/password/change',
      payload: { currentPassword: 'quiet river stones', newPassword: 'copper lantern harbor' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await works()).toBe(200);
    expect(
      (await t.as(user, { method: 'POST', url: '/api/account/sign-out-everywhere', payload: {} })).statusCode,
    ).toBe(200);
    expect(await works()).toBe(200);

    const reset = await issueToken(t.database.db, {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      lifetimeMs: 3_600_000,
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token: reset, password: 'lantern meadow echo' },
    });
    expect(done.statusCode).toBe(200);
    expect(await works()).toBe(401);

    const leaving = await t.createUser();
    const kept = await tokenFor(leaving);
    expect(
      (await t.as(leaving, { method: 'DELETE', url: '/api/account', payload: { confirm: 'DELETE' } }))
        .statusCode,
    ).toBe(200);
    expect((await bearer(kept.token).call('GET', '/api/wealth-habits', second)).statusCode).toBe(401);
  });
});
