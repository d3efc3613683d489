import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations } from './harness/page-checks';
import { observeSpeech } from './harness/speech';

/** The machine is shared; give slow first renders and polls room before failing. */
const EVENTUALLY = { timeout: 15_000 };

describeInBrowser('affirmations', () => {
  const journey = useJourney();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'on %s: generates the first set from the empty state, likes one into My affirmations, and keeps it after a reload',
    async (_size, viewport) => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url, { firstName: 'Maya' });
      // A device with a voice, whatever this machine's Chromium has (affirmations-aloud covers none).
      await observeSpeech(context, true);
      await page.goto('/affirmations');
      // No chat model on this server: nothing is written by AI, and the title says so.
      await page.getByRole('heading', { level: 1, name: 'Affirmations', exact: true }).waitFor();

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

      const today = page.getByRole('region', { name: 'Latest affirmations' });
      const hearts = today.getByRole('button', { name: 'Like affirmation', exact: true });
      await expect.poll(() => hearts.count(), EVENTUALLY).toBe(3);
      // Lines from the written library never carry the member's name.
      expect(await today.getByText('Maya', { exact: false }).count()).toBe(0);
      expect(await today.getByRole('button', { name: 'Play aloud' }).count()).toBe(3);
      expect(await today.getByRole('combobox', { name: 'Times to repeat' }).first().inputValue()).toBe('3');
      const chosen = (await today.getByRole('listitem').first().locator('p').first().textContent()) ?? '';
      await hearts.first().click();
      const liked = today.getByRole('button', { name: 'Unlike affirmation' });
      await expect.poll(() => liked.count(), EVENTUALLY).toBe(1);
      expect(await liked.getAttribute('aria-pressed')).toBe('true');
      const mine = page.getByRole('list', { name: 'Liked affirmations' });
      await expect.poll(() => mine.getByText(chosen, { exact: true }).isVisible(), EVENTUALLY).toBe(true);

      await page.reload();
      await expect
        .poll(() => today.getByRole('button', { name: 'Unlike affirmation' }).count(), EVENTUALLY)
        .toBe(1);
      expect(await today.getByRole('button', { name: 'Like affirmation', exact: true }).count()).toBe(2);
      expect(await mine.getByRole('listitem').count()).toBe(1);
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
