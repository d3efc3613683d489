import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { decoyHash } from './password';
import { createPasswordWorkers, PASSWORD_BUSY_RETRY_SECONDS } from './password-workers';

const SIGN_INS = 16;
const LONG_SIGN_UPS = 4;

const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};

describe('password work under load', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await decoyHash();
  });
  afterAll(() => t.close());

  it(
    'keeps /api/health and file reads under 500 ms at p99 while 16 wrong sign-ins and 4 long-password sign-ups run',
    { timeout: 120_000 },
    async () => {
      const health: number[] = [];
      const file: number[] = [];
      let running = true;
      // Each from its own address, so the attempt limits let every one reach the password check.
      const signIns = Array.from({ length: SIGN_INS }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: `10.9.0.${index + 1}`,
          payload: { email: `nobody${index}@example.com`, password: 'not the right password' },
        }),
      );
      const signUps = Array.from({ length: LONG_SIGN_UPS }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/signup',
          remoteAddress: `10.9.1.${index + 1}`,
          payload: {
            email: `long${index}@example.com`,
            firstName: 'Long',
            password: randomBytes(150).toString('base64').slice(0, 200),
          },
        }),
      );
      const load = Promise.all([...signIns, ...signUps]).finally(() => (running = false));
      while (running) {
        let started = performance.now();
        const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
        health.push(performance.now() - started);
        expect(answer.statusCode).toBe(200);
        // A static file is read on libuv's thread pool, exactly as the web client's assets are.
        started = performance.now();
        await readFile(new URL('../../../package.json', import.meta.url));
        file.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const answers = await load;
      expect(answers.slice(0, SIGN_INS).map((answer) => answer.statusCode)).toEqual(
        Array(SIGN_INS).fill(401),
      );
      expect(answers.slice(SIGN_INS).map((answer) => answer.statusCode)).toEqual(
        Array(LONG_SIGN_UPS).fill(201),
      );
      console.info(
        `p99 over ${health.length} probes: health ${p99(health).toFixed(0)} ms, file ${p99(file).toFixed(0)} ms`,
      );
      expect(health.length).toBeGreaterThan(5);
      expect(p99(health)).toBeLessThan(500);
      expect(p99(file)).toBeLessThan(500);
    },
  );

  it('judges only the first 100 characters of a password', async () => {
    const weakStart = 'a'.repeat(100) + randomBytes(30).toString('base64');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress: '10.9.2.1',
      payload: { email: 'weak-start@example.com', firstName: 'Weak', password: weakStart },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/too easy to guess/);
  });
});

describe('password workers', () => {
  it('runs as many tasks as it has workers, queues up to its limit and refuses beyond with 503', async () => {
    const workers = createPasswordWorkers(1, 2);
    const task = {
      password: 'p',
      salt: new Uint8Array(16),
      keyLength: 32,
      n: 2 ** 15,
      r: 8,
      p: 1,
      maxmem: 2 ** 28,
    };
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => workers.derive(task)));
    await workers.close();
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    const refused = (outcomes[3] as PromiseRejectedResult).reason as HttpError;
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused.statusCode).toBe(503);
    expect(refused.retryAfterSeconds).toBe(PASSWORD_BUSY_RETRY_SECONDS);
    const keys = outcomes
      .slice(0, 3)
      .map((outcome) => (outcome as PromiseFulfilledResult<Buffer>).value.toString('hex'));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toHaveLength(64);
  });

  it('scores strength on the worker as zxcvbn does', async () => {
    const workers = createPasswordWorkers(1, 0);
    const [weak, strong] = [
      await workers.strength({ password: 'password1', userInputs: [] }),
      await workers.strength({ password: 'velvet canyon dawn orbit', userInputs: [] }),
    ];
    await workers.close();
    expect(weak.score).toBeLessThan(2);
    expect(weak.warning).toEqual(expect.any(String));
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });
});
