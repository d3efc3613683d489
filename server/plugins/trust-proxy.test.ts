import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '#domain/auth/auth';
import { consumeRateLimit } from '#server/plugins/rate-limits';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

/**
 * Behind one proxy (TRUST_PROXY=1) the client is the address that proxy appended, the last one in
 * X-Forwarded-For: addresses a client writes into the header itself cannot dodge the per-IP limit.
 */
describe('TRUST_PROXY as a hop count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('limits the real client however it spoofs X-Forwarded-For', async () => {
    for (let i = 0; i < AUTH_RATE_LIMITS.signInPerIp.max; i += 1)
      await consumeRateLimit(t.database.db, 'signin-ip:203.0.113.9', AUTH_RATE_LIMITS.signInPerIp);
    for (const spoofed of ['198.51.100.1', '198.51.100.2, 10.0.0.1']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9` },
        payload: { email: 'someone@example.com', password: 'whatever it is' },
      });
      expect(response.statusCode).toBe(429);
    }
  });
});
