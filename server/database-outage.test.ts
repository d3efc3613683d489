import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppBehindProxy, type AppBehindProxy } from './test-support/app-behind-proxy';

/**
 * The app talks to PostgreSQL through a proxy the test cuts and restores: while the database is
 * unreachable, health says 503 within 2 s and requests fail fast with 503 JSON; when it is back,
 * the app recovers by itself.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('database outage', () => {
  let outage: AppBehindProxy;

  beforeAll(async () => {
    outage = await startAppBehindProxy();
  });

  afterAll(async () => {
    await outage?.close();
  });

  it('answers 503 quickly while the database is unreachable and recovers when it returns', async () => {
    const { app, proxy, cookie } = outage;
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await proxy.stop();

    let started = Date.now();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);

    started = Date.now();
    const request = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: `${cookie}-uncached` },
    });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/api/subscription-status',
      headers: { cookie },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(request.statusCode).toBe(503);
    expect(request.json()).toEqual({ message: 'Service temporarily unavailable. Please try again.' });
    expect(request.headers['retry-after']).toBe('2');
    expect(signedIn.statusCode).toBe(503);

    await proxy.start();
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await app.inject({ method: 'GET', url: '/api/health' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(200);
  });
});
