import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '#server/http/errors';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { decoyHash } from './password';
import { PASSWORD_QUEUE_MESSAGES } from '#domain/auth/password-queue';
import { createPasswordWorkers, PASSWORD_BUSY_RETRY_SECONDS, type PasswordCaller } from './password-workers';

// With the sign-ups, 16 tasks: as many as strangers may queue on a machine with one password worker.
const SIGN_INS = 12;
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
    'keeps /api/health and file reads under 500 ms at p99 while 12 wrong sign-ins and 4 long-password sign-ups run',
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
  const task = {
    password: 'p',
    salt: new Uint8Array(16),
    keyLength: 32,
    n: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 2 ** 28,
  };
  const member = (address: string): PasswordCaller => ({ lane: 'member', address });
  const stranger = (address: string): PasswordCaller => ({ lane: 'stranger', address });
  const refusal = (outcome: PromiseSettledResult<unknown> | undefined) => {
    const reason: unknown = outcome?.status === 'rejected' ? outcome.reason : undefined;
    if (!(reason instanceof HttpError)) throw new Error('expected a refusal');
    return { status: reason.statusCode, message: reason.message, retryAfter: reason.retryAfterSeconds };
  };

  it('runs as many tasks as it has workers, queues up to its limit and refuses beyond with 503', async () => {
    const workers = createPasswordWorkers(1, 2);
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((address) => workers.derive(task, member(address))),
    );
    await workers.close();
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(refusal(outcomes[3])).toEqual({
      status: 503,
      message: PASSWORD_QUEUE_MESSAGES.full,
      retryAfter: PASSWORD_BUSY_RETRY_SECONDS,
    });
    const keys = outcomes
      .slice(0, 3)
      .map((outcome) => (outcome as PromiseFulfilledResult<Buffer>).value.toString('hex'));
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toHaveLength(64);
  });

  it('takes at most two tasks from one address at once', async () => {
    const workers = createPasswordWorkers(1, 8);
    const outcomes = await Promise.allSettled([
      workers.derive(task, member('10.0.0.1')),
      workers.derive(task, member('10.0.0.1')),
      workers.derive(task, member('10.0.0.1')),
      workers.derive(task, member('10.0.0.2')),
    ]);
    // Finished tasks give their places back.
    const later = await Promise.allSettled([workers.derive(task, member('10.0.0.1'))]);
    await workers.close();
    expect([...outcomes, ...later].map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(refusal(outcomes[2])).toEqual({
      status: 429,
      message: PASSWORD_QUEUE_MESSAGES.address,
      retryAfter: PASSWORD_BUSY_RETRY_SECONDS,
    });
  });

  it('lets strangers fill only half the queue and serves members first', async () => {
    const workers = createPasswordWorkers(1, 4);
    const finished: string[] = [];
    const run = (name: string, caller: PasswordCaller) =>
      workers.derive(task, caller).then(() => void finished.push(name));
    const outcomes = await Promise.allSettled([
      run('stranger 1 (runs)', stranger('s1')),
      run('stranger 2 (waits)', stranger('s2')),
      run('stranger 3 (waits)', stranger('s3')),
      run('stranger 4 (refused: half full)', stranger('s4')),
      run('member 1 (waits)', member('m1')),
      run('member 2 (waits)', member('m2')),
      run('member 3 (refused: full)', member('m3')),
    ]);
    await workers.close();
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
    ]);
    expect(refusal(outcomes[3])).toEqual({
      status: 429,
      message: PASSWORD_QUEUE_MESSAGES.strangers,
      retryAfter: PASSWORD_BUSY_RETRY_SECONDS,
    });
    expect(refusal(outcomes[6])?.status).toBe(503);
    expect(finished).toEqual([
      'stranger 1 (runs)',
      'member 1 (waits)',
      'member 2 (waits)',
      'stranger 2 (waits)',
      'stranger 3 (waits)',
    ]);
  });

  it('scores strength on the worker as zxcvbn does', async () => {
    const workers = createPasswordWorkers(1, 0);
    const [weak, strong] = [
      await workers.strength({ password: 'password1', userInputs: [] }, member('a')),
      await workers.strength({ password: 'velvet canyon dawn orbit', userInputs: [] }, member('a')),
    ];
    await workers.close();
    expect(weak.score).toBeLessThan(2);
    expect(weak.warning).toEqual(expect.any(String));
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });
});
