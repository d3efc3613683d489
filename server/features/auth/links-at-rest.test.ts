import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { columnsHolding } from '#server/test-support/database-scan';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';

const APP_URL = 'http://abundance.test';

describe('mailed links at rest', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: APP_URL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });
  const deliver = async () => {
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
  };

  it('keeps no verification or reset link, nor its token, in any column once the mail has gone', async () => {
    const email = 'at-rest@example.com';
    const signedUp = await post('/api/signup', {
      email,
      password: 'quiet river stones',
      firstName: 'Iris',
      lastName: 'Vale',
    });
    expect(signedUp.statusCode).toBe(201);
    expect((await post('/api/password/forgot', { email })).statusCode).toBeLessThan(300);
    await deliver();
    const verify = linkIn(
      await smtp.waitFor(email, 'Confirm your e-mail'),
      `${APP_URL}/api/verify-email?token=`,
    );
    const reset = linkIn(
      await smtp.waitFor(email, 'Reset your password'),
      `${APP_URL}/reset-password?token=`,
    );
    const tokens = [verify, reset].map((link) => new URL(link).searchParams.get('token') ?? '');
    expect(tokens.every((token) => token.length > 20)).toBe(true);

    expect(await columnsHolding(t.database.db, [verify, reset, ...tokens])).toEqual([]);
    // The scan finds what is there: the mail jobs still name their addressee.
    expect(await columnsHolding(t.database.db, [email])).toContain('jobs.payload');
  });
});
