import { expect, it } from 'vitest';
import { describeInBrowser, signUp, useJourney, skipOnboarding } from './harness/browser';

describeInBrowser('built-in sign-in', () => {
  const journey = useJourney();

  it('creates an account on the sign-in page, lands on the dashboard, stays signed in on reload, and signs out', async () => {
    const { page } = await journey.newPage();
    await page.goto('/api/login?mode=signup');
    await page.getByLabel('First name').fill('Maya');
    await page.getByLabel('Last name').fill('Gold');
    await page.getByLabel('E-mail').fill(`maya-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('abundance-now');
    await page.getByRole('button', { name: 'Create account' }).click();
    await skipOnboarding(page);
    await expect.poll(() => page.getByText('Maya Gold').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('Maya Gold').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).first().isVisible()).toBe(true);
  });

  it('opens on the create-account form for a newcomer and on sign-in once this browser has signed in, with a switch both ways', async () => {
    const { context, page } = await journey.newPage();
    await page.goto('/api/login');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();

    await signUp(context, journey.server.url);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign out' }).first().waitFor({ state: 'attached' });
    await context.clearCookies({ name: 'abundance_session' });
    await page.goto('/api/login');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  });

  it('keeps the e-mail and shows the error after a wrong password', async () => {
    const { context, page } = await journey.newPage();
    const { email } = await signUp(context, journey.server.url);
    await context.clearCookies();
    await page.goto('/api/login?mode=signin');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('do not match');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(email);
  });
});
