import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, PHONE, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations, unexpectedConsoleErrors } from './harness/page-checks';

describeInBrowser('onboarding', () => {
  const journey = useJourney();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`sends a new member from the dashboard to /welcome, saves each answer and returns (${viewport.width}px)`, async () => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url, { firstName: 'Iris', onboarding: 'pending' });

      // The pages onboarding never interrupts.
      await page.goto('/profile');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/profile');
      await page.goto('/dashboard?subscription=success');
      await page.getByRole('main').waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard');

      await page.goto('/dashboard');
      await page.waitForURL((url) => url.pathname === '/welcome');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
      await page.getByRole('heading', { name: 'What would you like your practice to help with?' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await hasHorizontalOverflow(page)).toBe(false);

      await page.getByRole('button', { name: 'Sleep better' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'When do you usually have a few quiet minutes?' }).waitFor();
      await page.getByRole('button', { name: /Evening/ }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('heading', { name: 'Would you like a daily reminder?' }).waitFor();
      await page.getByRole('button', { name: 'No reminder' }).click();
      await page.getByRole('heading', { name: /You are all set, Iris/ }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      const answers = await (await context.request.get(`${journey.server.url}/api/onboarding`)).json();
      expect(answers).toMatchObject({
        state: 'pending',
        intention: { id: 'sleep' },
        practiceTime: '19:00',
        reminder: false,
      });

      await page.getByRole('button', { name: 'Not now, take me to Today' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      const finished = await (await context.request.get(`${journey.server.url}/api/onboarding`)).json();
      expect(finished.state).toBe('completed');
      expect(finished.completedAt).not.toBeNull();

      // Finished: the dashboard opens as asked from now on, after a reload too.
      await page.goto('/');
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    });
  }

  it('"Skip setup" ends onboarding at once and returns where the member was going', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await signUp(context, journey.server.url, { onboarding: 'pending' });
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/welcome');
    await page.getByRole('button', { name: 'Skip setup' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const answers = await (await context.request.get(`${journey.server.url}/api/onboarding`)).json();
    expect(answers).toMatchObject({ state: 'skipped', intention: null });
  });
});
