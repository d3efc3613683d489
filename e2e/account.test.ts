import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

describeInBrowser('account and data ownership', () => {
  const journey = useJourney();

  it('edits the name on the profile page and sees it in the sidebar', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url, { firstName: 'Nova', lastName: 'Reed' });
    await page.goto('/profile');
    await page.getByLabel('First name').fill('Stella');
    await page.getByLabel('Last name').fill('Vance');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => page.getByText('Stella Vance').first().isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('Stella Vance').first().isVisible()).toBe(true);
  });

  it('downloads an export of the user’s own data', async () => {
    const { context, page } = await journey.newPage();
    const { email } = await signUp(context, journey.server.url, { firstName: 'Export' });
    await page.goto('/profile');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^abundance-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await download.path();
    const data = JSON.parse(readFileSync(path, 'utf8'));
    expect(data.schemaVersion).toBe(1);
    expect(data.profile.email).toBe(email);
  });

  it('turns the daily reminder on after permission is granted', async () => {
    const { context, page } = await journey.newPage();
    await context.grantPermissions(['notifications'], { origin: journey.server.url });
    await signUp(context, journey.server.url);
    await page.goto('/profile');
    await page.getByLabel('Daily reminder at').fill('07:45');
    await page.getByRole('button', { name: 'Turn on reminder' }).click();
    await expect.poll(() => page.getByText(/Every day at 07:45/).isVisible()).toBe(true);
  });

  it('is installable: the manifest and service worker register, and the app opens offline with a banner', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url, { firstName: 'Offline', lastName: 'Reader' });
    await page.goto('/');
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link
        ? ((await (await fetch(link.href)).json()) as { name: string; icons: unknown[]; display: string })
        : null;
    });
    expect(manifest).toMatchObject({ display: 'standalone' });
    expect(manifest?.icons.length).toBeGreaterThanOrEqual(2);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${journey.server.url}/`);

    // Once the worker controls the page, one more online visit fills its caches.
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect.poll(() => page.getByText('Offline Reader').first().isVisible()).toBe(true);
    // The code a page loads once it has settled (below the fold, the toaster) is cached as it arrives.
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.getByText('You are offline.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Offline Reader').first().isVisible()).toBe(true);
    await context.setOffline(false);
  });

  it('deletes the account after typing DELETE, and then sign-in is needed again', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url, { firstName: 'Leaving' });
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('button', { name: 'Delete forever' });
    expect(await confirm.isDisabled()).toBe(true);
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Get Started' }).first().isVisible()).toBe(true);
    const status = await page.evaluate(async () => (await fetch('/api/user')).status);
    expect(status).toBe(401);
  });
});
