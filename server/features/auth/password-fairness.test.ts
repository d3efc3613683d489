import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { decoyHash } from './password';
import { passwordWorkers } from './password-workers';

const WRONG_SIGN_INS = 40;
const PASSWORD = 'velvet canyon dawn orbit';

/**
 * A crowd of wrong sign-ins, each from its own address (behind one trusted proxy, so each counts as
 * its own client), fills the password queue; a member signing in from the address they used before
 * is still served, promptly.
 */
describe('password work under a crowd of wrong sign-ins', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
    await decoyHash();
  });
  afterAll(() => t.close());

  const signIn = (address: string, email: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      payload: { email, password },
    });

  it(
    `serves a member's sign-in (200) while ${WRONG_SIGN_INS} wrong ones from ${WRONG_SIGN_INS} addresses run`,
    { timeout: 120_000 },
    async () => {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: 'regular@example.com', firstName: 'Rae', password: PASSWORD },
      });
      expect(signUp.statusCode).toBe(201);
      // One earlier sign-in from home makes the address known for this e-mail, and the browser.
      let started = performance.now();
      const first = await signIn('203.0.113.7', 'regular@example.com', PASSWORD);
      const alone = performance.now() - started;
      expect(first.statusCode).toBe(200);
      const device = first.cookies.find((cookie) => cookie.name === 'abundance_device');
      expect(device?.path).toBe('/api/login');
      expect(device?.httpOnly).toBe(true);

      const crowd = Array.from({ length: WRONG_SIGN_INS }, (_, index) =>
        signIn(`198.51.100.${index + 1}`, `stranger${index}@example.com`, 'not the right password'),
      );
      // The member arrives once the crowd has taken every place strangers may take.
      while (passwordWorkers().load().waiting < 16) await new Promise((resolve) => setTimeout(resolve, 10));
      // More strangers keep arriving while the member signs in, so those places stay taken: a request
      // spends a while in the route before it reaches the queue, and a loaded machine drains a place
      // or two in that time.
      let arriving = true;
      const latecomers: Promise<{ statusCode: number }>[] = [];
      const keepCrowded = (async () => {
        for (let index = 0; arriving && index < 2000; index += 1) {
          latecomers.push(
            signIn(
              `198.51.${101 + Math.floor(index / 250)}.${(index % 250) + 1}`,
              `late${index}@example.com`,
              'not the right password',
            ),
          );
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      })();
      // A forged device cookie names no one: that sign-in queues with the strangers, and is told to wait.
      const forged = await signIn('192.0.2.51', 'regular@example.com', PASSWORD, 'abundance_device=forged');
      started = performance.now();
      const member = await signIn('203.0.113.7', 'regular@example.com', PASSWORD);
      const underLoad = performance.now() - started;
      // The same browser on a new network (a phone off the home Wi-Fi) is known by its cookie.
      started = performance.now();
      const onTheMove = await signIn(
        '192.0.2.50',
        'regular@example.com',
        PASSWORD,
        `abundance_device=${device?.value ?? ''}`,
      );
      const byDevice = performance.now() - started;
      arriving = false;
      await keepCrowded;
      const answers = await Promise.all(crowd);
      const lateStatuses = (await Promise.all(latecomers)).map((answer) => answer.statusCode);
      expect(lateStatuses.every((status) => status === 401 || status === 429)).toBe(true);
      const statuses = answers.map((answer) => answer.statusCode);
      console.info(
        `member sign-in: ${alone.toFixed(0)} ms alone, ${underLoad.toFixed(0)} ms (${member.statusCode}) under ${WRONG_SIGN_INS} wrong ones, ` +
          `${byDevice.toFixed(0)} ms (${onTheMove.statusCode}) from a new address with the device cookie; ` +
          `crowd: ${statuses.filter((status) => status === 401).length} × 401, ${statuses.filter((status) => status === 429).length} × 429, ${statuses.filter((status) => status === 503).length} × 503`,
      );
      expect(member.statusCode).toBe(200);
      expect(onTheMove.statusCode).toBe(200);
      expect(forged.statusCode).toBe(429);
      // Behind at most the tasks already running on every worker, then its own check: about two
      // checks' time, with room for a busy shared machine. Behind the crowd it would be 17 or more.
      expect(underLoad).toBeLessThan(Math.max(4 * alone, 2000));
      expect(byDevice).toBeLessThan(Math.max(4 * alone, 2000));
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      const waited = answers.find((answer) => answer.statusCode === 429);
      expect(waited?.headers['retry-after']).toBe('2');
      expect(waited?.json().message).toBe(
        'Many people are signing in right now. Please try again in a few seconds.',
      );
    },
  );
});
