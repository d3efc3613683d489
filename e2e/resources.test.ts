import { expect, it } from 'vitest';
import { PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations } from './harness/page-checks';

/** Polls generously: this machine is shared, and a page can take seconds to settle. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000 });

describeInBrowser('resources', () => {
  const journey = useJourney();

  it('filters products by category and opens affiliate links safely in a new tab', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/resources');
    const cards = page.getByRole('article');
    await eventually(() => cards.count()).toBe(12);
    expect(await page.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    for (const [label, category] of [
      ['Books', 'BOOKS'],
      ['Meditation', 'MEDITATION'],
      ['Energy', 'ENERGY'],
      ['Tools', 'TOOLS'],
    ] as const) {
      await page.getByRole('button', { name: label, exact: true }).click();
      await eventually(() => cards.count()).toBe(3);
      const labels = await cards.locator('p.uppercase').allInnerTexts();
      expect(labels.map((text) => text.toUpperCase())).toEqual([category, category, category]);
      expect(await page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    }
    await page.getByRole('button', { name: 'All' }).click();
    await eventually(() => cards.count()).toBe(12);

    const shop = page.getByRole('link', { name: /Shop Now.*Tibetan Singing Bowl Set/ });
    expect(await shop.getAttribute('target')).toBe('_blank');
    expect(await shop.getAttribute('rel')).toBe('noopener noreferrer sponsored');
    expect(await shop.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=/);
    const bowl = cards.filter({ hasText: 'Tibetan Singing Bowl Set' });
    expect(await bowl.getByRole('img', { name: 'Rated 4.8 out of 5' }).count()).toBe(1);
    // The shipped catalogue's ratings are the editors' own: no review count anybody did not measure.
    expect(await bowl.getByText("Editors' rating").isVisible()).toBe(true);
    expect(await page.getByText(/\d reviews/).count()).toBe(0);
    // The illustrations ship with the app.
    const image = bowl.getByRole('img', { name: 'Tibetan Singing Bowl Set' });
    expect(await image.getAttribute('src')).toBe('/products/singing-bowl-set.svg');
    expect(
      await image.evaluate((element: HTMLImageElement) => element.decode().then(() => element.naturalWidth)),
    ).toBe(400);

    // No Associates tag on a new install: the disclosure claims no commission.
    const disclosure = page.getByRole('complementary', { name: 'Affiliate disclosure' });
    expect(await disclosure.innerText()).toContain('This site earns nothing from these links.');
    expect(await disclosure.innerText()).not.toMatch(/commission|Amazon Associate/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the featured products the catalogue names on the dashboard and the meditation page', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await signUp(context, journey.server.url);
    await page.goto('/dashboard');
    // On a phone the featured resource is one folded row of the compact dashboard: open it.
    await page.getByRole('button', { name: /^Featured resource/ }).click();
    const bowl = page.getByRole('region', { name: 'Featured resource: Tibetan Singing Bowl Set' });
    await eventually(() => bowl.isVisible()).toBe(true);
    expect(await bowl.getByText("Editors' rating").isVisible()).toBe(true);
    await page.goto('/meditate');
    await eventually(() =>
      page
        .getByRole('region', { name: 'Featured resource: Noise-Cancelling Meditation Headphones' })
        .isVisible(),
    ).toBe(true);
  });

  it('fits a phone screen without horizontal scrolling and passes axe', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await signUp(context, journey.server.url);
    await page.goto('/resources');
    await eventually(() => page.getByRole('article').count()).toBe(12);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
