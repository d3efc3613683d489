import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations } from './harness/page-checks';

/** The machine is shared; give slow first renders and polls room before failing. */
const EVENTUALLY = { timeout: 15_000 };

describeInBrowser('AI affirmations', () => {
  const journey = useJourney();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'on %s: generates the first set from the empty state, likes one, and keeps the like after a reload',
    async (_size, viewport) => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url, { firstName: 'Maya' });
      await page.goto('/affirmations');

      await expect
        .poll(() => page.getByText('No affirmations for today', { exact: true }).isVisible(), EVENTUALLY)
        .toBe(true);
      // A double click must not write two sets.
      await page.getByRole('button', { name: 'Generate Your First Affirmations' }).dblclick();
      await expect
        .poll(() => page.getByText('New affirmations generated', { exact: true }).isVisible(), EVENTUALLY)
        .toBe(true);
      expect(
        await page.getByText('Your personalized quantum affirmations are ready', { exact: true }).isVisible(),
      ).toBe(true);

      const hearts = page.getByRole('button', { name: 'Like affirmation', exact: true });
      await expect.poll(() => hearts.count(), EVENTUALLY).toBe(3);
      expect(await page.getByText('Maya', { exact: false }).count()).toBeGreaterThan(0);
      await hearts.first().click();
      const liked = page.getByRole('button', { name: 'Unlike affirmation' });
      await expect.poll(() => liked.count(), EVENTUALLY).toBe(1);
      expect(await liked.getAttribute('aria-pressed')).toBe('true');

      await page.reload();
      await expect
        .poll(() => page.getByRole('button', { name: 'Unlike affirmation' }).count(), EVENTUALLY)
        .toBe(1);
      expect(await page.getByRole('button', { name: 'Like affirmation', exact: true }).count()).toBe(2);
      expect(await page.getByRole('button', { name: 'Generate New' }).isVisible()).toBe(true);

      expect(await hasHorizontalOverflow(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );

  it('shows the destructive toast when generation fails', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.route('**/api/affirmations/generate**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"The generator is resting."}',
      }),
    );
    await page.goto('/affirmations');
    await page.getByRole('button', { name: 'Generate Your First Affirmations' }).click();
    await expect
      .poll(() => page.getByText('Generation failed', { exact: true }).isVisible(), EVENTUALLY)
      .toBe(true);
    expect(await page.getByText('The generator is resting.', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('No affirmations for today', { exact: true }).isVisible()).toBe(true);
  });
});
