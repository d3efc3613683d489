import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS, signInDelayMs } from '#domain/auth/auth';
import { rateLimits } from '#server/db/schema/auth';
import { clientAddressKey } from '#server/http/client-address';
import { windowStartOf } from '#server/plugins/rate-limits';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { hashPassword } from './password';
import { APP_PASSWORD_WORK } from './password-workers';
import { issueToken } from './token-repository';

const PASSWORD = 'harbour lantern meadow';
// Fast test hashes: the limits, not scrypt, are under test.
const hashed = hashPassword(PASSWORD, APP_PASSWORD_WORK, 2 ** 12);

describe('sign-in attempt limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });
  const owner = async (email: string) => t.createUser({ email, passwordHash: await hashed });

  it(
    'counts wrong passwords per account and address: a stranger cannot lock the owner out',
    { timeout: 60_000 },
    async () => {
      const { email } = await owner('locked@example.com');
      for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccountAddress.max; i += 1)
        expect((await signIn(email, 'wrong guess here', '198.51.100.20')).statusCode).toBe(401);
      expect((await signIn(email, PASSWORD, '198.51.100.20')).statusCode).toBe(429);
      expect((await signIn(email, PASSWORD, '203.0.113.5')).statusCode).toBe(200);
    },
  );

  it('counts an IPv6 /64 as one address', { timeout: 60_000 }, async () => {
    const prefix = '2001:db8:77:1';
    // 29 attempts from this /64 this window, as ever-new addresses in it would have made them.
    await t.database.db.insert(rateLimits).values({
      key: `signin-ip:${clientAddressKey(`${prefix}::1`)}`,
      windowStart: windowStartOf(AUTH_RATE_LIMITS.signInPerIp),
      hits: AUTH_RATE_LIMITS.signInPerIp.max - 1,
    });
    expect((await signIn('spray-a@example.com', 'wrong guess here', `${prefix}::30`)).statusCode).toBe(401);
    expect((await signIn('spray-b@example.com', 'wrong guess here', `${prefix}:ffff::9`)).statusCode).toBe(
      429,
    );
    expect((await signIn('spray-b@example.com', 'wrong guess here', '2001:db8:77:2::1')).statusCode).toBe(
      401,
    );
  });

  it(
    'slows new addresses beyond 100 attempts on an account, never refusing the right password',
    { timeout: 60_000 },
    async () => {
      const { email } = await owner('popular@example.com');
      expect((await signIn(email, PASSWORD, '192.0.2.44')).statusCode).toBe(200);
      // 140 attempts on the account this window, as strangers on many addresses would have made them.
      await t.database.db
        .insert(rateLimits)
        .values({
          key: `signin-account:${email}`,
          windowStart: windowStartOf(AUTH_RATE_LIMITS.signInPerAccount),
          hits: 140,
        })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { hits: 140 } });
      let started = performance.now();
      expect((await signIn(email, PASSWORD, '203.0.113.77')).statusCode).toBe(200);
      const newAddress = performance.now() - started;
      expect(newAddress).toBeGreaterThanOrEqual(signInDelayMs(141) - 50);
      // The address the owner signed in from before is never slowed.
      started = performance.now();
      expect((await signIn(email, PASSWORD, '192.0.2.44')).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(signInDelayMs(141));
    },
  );

  it('forgets the counters once the owner completes a password reset', { timeout: 60_000 }, async () => {
    const user = await owner('reset-me@example.com');
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerAccountAddress.max; i += 1)
      await signIn(user.email, 'wrong guess here', '198.51.100.30');
    expect((await signIn(user.email, PASSWORD, '198.51.100.30')).statusCode).toBe(429);
    const token = await issueToken(t.database.db, {
      userId: user.id,
      purpose: 'reset-password',
      email: user.email,
      lifetimeMs: 3_600_000,
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'copper kettle whistle' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, 'copper kettle whistle', '198.51.100.30')).statusCode).toBe(200);
  });
});

describe('signInDelayMs', () => {
  it.each([
    [0, 0],
    [100, 0],
    [101, 200],
    [110, 2_000],
    [150, 10_000],
    [10_000, 10_000],
  ])('%i attempts wait %i ms', (attempts, delay) => {
    expect(signInDelayMs(attempts)).toBe(delay);
  });
});
