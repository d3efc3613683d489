import { afterAll, beforeAll, expect, it } from 'vitest';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';
import { describeInBrowser, useJourney, skipOnboarding } from './harness/browser';

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
});
afterAll(() => smtp?.close());

describeInBrowser('verification and password recovery through real mail', () => {
  // The server reads SMTP_URL when it starts, after the SMTP server above is listening.
  const journey = useJourney({
    get SMTP_URL() {
      return smtp.url;
    },
  });

  it('signs up, verifies from the mail, signs out, resets the password from the mail and signs in with it', async () => {
    const { page } = await journey.newPage();
    const email = `recover-${Date.now()}@example.com`;
    await page.goto('/api/login?mode=signup');
    await page.getByLabel('First name').fill('Nadia');
    await page.getByLabel('Last name').fill('Brook');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('silver morning tide');
    await page.getByRole('button', { name: 'Create account' }).click();
    await skipOnboarding(page);
    await expect.poll(() => page.getByText('Confirm your e-mail address').isVisible()).toBe(true);

    const verification = await smtp.waitFor(email, 'Confirm your e-mail address', 30_000);
    await page.goto(linkIn(verification, `${journey.server.url}/api/verify-email?token=`));
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Nadia Brook').first().isVisible()).toBe(true);
    expect(await page.getByText('Confirm your e-mail address').count()).toBe(0);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).first().isVisible()).toBe(true);

    await page.goto('/api/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Check your inbox');

    const reset = await smtp.waitFor(email, 'Reset your password', 30_000);
    await page.goto(linkIn(reset, `${journey.server.url}/reset-password?token=`));
    await page.getByLabel('New password').fill('golden evening river');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Your password was changed');

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('silver morning tide');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('do not match');
    await page.getByLabel('Password').fill('golden evening river');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByText('Nadia Brook').first().isVisible()).toBe(true);
  });
});
