import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, PHONE, signUp, useJourney } from './harness/browser';
import { seriousAxeViolations } from './harness/page-checks';

describeInBrowser('phone tab bar', () => {
  const journey = useJourney();

  it('on a phone, Today, Meditate, Habits and Moon are one tap away and More opens the whole drawer', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await signUp(context, journey.server.url);
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    await tabs.waitFor();
    expect((await tabs.getByRole('listitem').allInnerTexts()).map((text) => text.trim())).toEqual([
      'Today',
      'Meditate',
      'Habits',
      'Moon',
      'More',
    ]);
    expect(await tabs.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');

    for (const [label, path] of [
      ['Meditate', '/meditate'],
      ['Habits', '/wealth-habits'],
      ['Moon', '/astrology'],
      ['Today', '/'],
    ] as const) {
      await tabs.getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      expect(await tabs.getByRole('link', { name: label }).getAttribute('aria-current')).toBe('page');
    }
    expect(await seriousAxeViolations(page)).toEqual([]);

    // More: the spec's drawer, every entry and Sign out in view without scrolling.
    await tabs.getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog', { name: 'Abundance menu' });
    await drawer.waitFor();
    const signOut = await drawer.getByRole('button', { name: 'Sign out' }).boundingBox();
    expect(signOut).not.toBeNull();
    expect(signOut!.y + signOut!.height).toBeLessThanOrEqual(PHONE.height);
    for (const label of ['Dashboard', 'Community', 'Resources', 'Upgrade']) {
      const box = await drawer.getByRole('link', { name: label }).boundingBox();
      expect(box!.y + box!.height, label).toBeLessThanOrEqual(PHONE.height);
    }
  });

  it('is not shown on a desktop', async () => {
    const { context, page } = await journey.newPage({ viewport: DESKTOP });
    await signUp(context, journey.server.url);
    await page.goto('/');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Tabs' }).isVisible()).toBe(false);
  });
});
