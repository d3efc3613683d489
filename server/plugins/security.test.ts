import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('security and error baseline', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.get('/api/test-only/explode', async () => {
        throw new Error('select * from secret_table where password = 42');
      });
    });
    user = await t.createUser();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/user'],
    ['PATCH', '/api/user'],
    ['GET', '/api/subscription-status'],
  ] as const)('%s %s without a session is 401 JSON', async (method, url) => {
    const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sign in to continue.' });
  });

  it('refuses a forged session cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: 'abundance_session=forged-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers an unknown /api route with a JSON 404, signed in or not', async () => {
    for (const headers of [{}, { cookie: user.cookie }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.as(user, {
      method: 'PATCH',
      url: '/api/user',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('answers an oversized body with 413', async () => {
    const payload = JSON.stringify({ firstName: 'x'.repeat(200 * 1024) });
    const response = await t.as(user, {
      method: 'PATCH',
      url: '/api/user',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it('names the invalid field in a 400', async () => {
    const response = await t.as(user, { method: 'PATCH', url: '/api/user', payload: { timeZone: 42 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^timeZone: /);
  });

  it('hides unexpected errors behind a generic 500 without details', async () => {
    const response = await t.as(user, { method: 'GET', url: '/api/test-only/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal Server Error' });
    expect(response.body).not.toMatch(/secret_table|at .*\.ts/);
  });

  describe('cross-origin state changes', () => {
    it('refuses a foreign Origin', async () => {
      const response = await t.as(user, {
        method: 'PATCH',
        url: '/api/user',
        headers: { origin: 'https://evil.example' },
        payload: { firstName: 'Hacked' },
      });
      expect(response.statusCode).toBe(403);
      expect((await t.as(user, { method: 'GET', url: '/api/user' })).json().firstName).not.toBe('Hacked');
    });

    it('refuses Sec-Fetch-Site cross-site even without Origin', async () => {
      const response = await t.as(user, {
        method: 'POST',
        url: '/api/logout',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
      expect((await t.as(user, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
    });

    it('refuses an Origin that only matches the Host the request names (DNS rebinding)', async () => {
      const rebound = await t.as(user, {
        method: 'PATCH',
        url: '/api/user',
        payload: { firstName: 'Rebound' },
        headers: { origin: 'http://rebind.example:3000', host: 'rebind.example:3000' },
      });
      expect(rebound.statusCode).toBe(403);
      for (const origin of ['http://localhost:3000', 'http://[::1]:3000']) {
        const loopback = await t.as(user, {
          method: 'PATCH',
          url: '/api/user',
          payload: { firstName: 'Loop' },
          headers: { origin },
        });
        expect({ origin, status: loopback.statusCode }).toEqual({ origin, status: 200 });
      }
    });

    it('accepts the app origin and same-origin fetches', async () => {
      const sameOrigin = await t.as(user, {
        method: 'PATCH',
        url: '/api/user',
        headers: { origin: t.config.publicUrl, 'sec-fetch-site': 'same-origin' },
        payload: { firstName: 'Allowed' },
      });
      expect(sameOrigin.statusCode).toBe(200);
    });

    it('lets cross-site GET requests read nothing new (they need the session too)', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { origin: 'https://evil.example' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('https://www.youtube-nocookie.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('behind https', () => {
  it('uses HSTS and a Secure, __Host- prefixed session cookie', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://abundance.example.com' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: { email: 'secure@example.com', password: 'long enough', firstName: 'S' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.headers['set-cookie']).toMatch(/^__Host-abundance_session=.*; Secure/);
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await t.close();
    }
    // Boots its own app and hashes one password at scrypt N=2^17: allow for a busy machine.
  }, 60_000);
});

describe('database outage', () => {
  it('answers 503 JSON instead of hanging or leaking the driver error', async () => {
    const t = await createTestApp();
    const user = await t.createUser();
    t.app.sessions.cache.deleteUser(user.id);
    await t.database.close();
    const response = await t.as(user, { method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
    await t.app.close();
  });
});
