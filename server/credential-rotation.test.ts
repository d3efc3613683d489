import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '#server/features/auth/password';
import { APP_PASSWORD_WORK } from '#server/features/auth/password-workers';
import { issueToken } from '#server/features/auth/token-repository';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

/** The calendar feed URL is a credential too: what ends a member's sessions retires it. */
describe('calendar feed token and account security events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const feedPath = (url: string) => new URL(url).pathname;

  it(
    'gives the feed a new link on "sign out everywhere", a password change and a reset',
    { timeout: 120_000 },
    async () => {
      const password = 'amber orchard lantern';
      const user = await t.createUser({
        passwordHash: await hashPassword(password, APP_PASSWORD_WORK, 2 ** 12),
      });
      const link = async () => {
        const signedIn = await t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '192.0.2.90',
          payload: { email: user.email, password: currentPassword },
        });
        const cookie = String(signedIn.headers['set-cookie']).split(';')[0] ?? '';
        const { url } = (
          await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: { cookie } })
        ).json();
        return { cookie, path: feedPath(url) };
      };
      const opens = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).statusCode;
      let currentPassword = password;

      const first = await link();
      expect(await opens(first.path)).toBe(200);
      await t.app.inject({
        method: 'POST',
        url: '/api/account/sign-out-everywhere',
        headers: { cookie: first.cookie },
      });
      expect(await opens(first.path)).toBe(404);

      const second = await link();
      expect(second.path).not.toBe(first.path);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/password/change',
        headers: { cookie: second.cookie },
        payload: { currentPassword, newPassword: 'copper meadow whistle' },
      });
      expect(changed.statusCode).toBe(200);
      currentPassword = 'copper meadow whistle';
      expect(await opens(second.path)).toBe(404);

      const third = await link();
      const token = await issueToken(t.database.db, {
        userId: user.id,
        purpose: 'reset-password',
        email: user.email,
        lifetimeMs: 3_600_000,
      });
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { token, password: 'silver harbour echo' },
      });
      expect(reset.statusCode).toBe(200);
      expect(await opens(third.path)).toBe(404);
    },
  );
});
