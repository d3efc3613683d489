import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations } from './harness/page-checks';

/** The machine is shared; give slow first renders room before failing. */
const EVENTUALLY = { timeout: 15_000 };

describeInBrowser('journal and mood', () => {
  const journey = useJourney();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'on %s: writes an entry with mood and gratitude, rates a session, and reads the mood chart and table',
    async (_size, viewport) => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url);
      const api = (path: string) => `${journey.server.url}${path}`;

      // A meditation rated before and after (the player's prompts are another screen; the API is the same).
      const session = await context.request.post(api('/api/meditation-sessions'), {
        data: { type: 'guided', duration: 5, title: 'Evening calm' },
      });
      expect(session.status()).toBe(201);
      const sessionId = String((await session.json()).id);
      const rated = await context.request.patch(api(`/api/meditation-sessions/${sessionId}`), {
        data: { completed: true, moodBefore: 2, moodAfter: 4 },
      });
      expect(rated.status(), await rated.text()).toBe(200);

      // The gratitude ritual opens today's entry with the gratitude lines focused.
      await page.goto('/rituals');
      const journalLink = page.getByRole('link', { name: 'Open today’s journal entry' });
      await expect.poll(() => journalLink.count(), EVENTUALLY).toBe(1);
      await journalLink.click();
      await expect
        .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
        .toBe('/journal?gratitude');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Journal' }).isVisible(), EVENTUALLY)
        .toBe(true);
      const firstLine = page.getByLabel('Grateful for, 1 of 3');
      await expect
        .poll(() => firstLine.evaluate((element) => element === document.activeElement), EVENTUALLY)
        .toBe(true);
      await firstLine.fill('The walk home in the rain');
      await page.getByLabel('Grateful for, 2 of 3').fill('A long call with my sister');
      await page
        .getByLabel('Your words')
        .fill('A steadier day than I expected. The budget review took ten minutes.');
      await page.getByText('Good', { exact: true }).click();
      await page.getByText('Calm', { exact: true }).click();
      await page.getByText('Grateful', { exact: true }).click();
      await page.getByRole('button', { name: 'Save entry' }).dblclick();

      await expect.poll(() => page.getByText('Saved to your journal').isVisible(), EVENTUALLY).toBe(true);
      await expect
        .poll(() => page.getByText('A steadier day than I expected.', { exact: false }).count(), EVENTUALLY)
        .toBeGreaterThanOrEqual(1);
      await expect.poll(() => page.getByText('Mood 4 · Good').first().isVisible(), EVENTUALLY).toBe(true);
      await expect
        .poll(() => page.getByText('The walk home in the rain').count(), EVENTUALLY)
        .toBeGreaterThanOrEqual(1);
      // Today's entry now edits in place: the button says so, and a double click made one entry.
      await expect
        .poll(() => page.getByRole('button', { name: 'Save changes' }).isVisible(), EVENTUALLY)
        .toBe(true);
      const list = await (await context.request.get(api('/api/journal'))).json();
      expect(list.entries).toHaveLength(1);
      expect(list.entries[0]).toMatchObject({ mood: 4, emotions: ['calm', 'grateful'] });

      // The chart: this week has a mood (the journal's 4 wins over the session's 4 after; both 4).
      const chart = page.getByRole('img', { name: /^Mood from 4 to 4 out of 5, over 12 periods$/ });
      await chart.scrollIntoViewIfNeeded();
      await expect.poll(() => chart.isVisible(), EVENTUALLY).toBe(true);
      await page.getByRole('button', { name: 'Table' }).click();
      const table = page.getByRole('table', { name: 'Mood by week' });
      await expect.poll(() => table.isVisible(), EVENTUALLY).toBe(true);
      expect(await table.getByRole('row').last().innerText()).toMatch(/4 \(Good\)\s+1$/);
      await page.getByRole('button', { name: '12 months' }).click();
      await expect
        .poll(() => page.getByRole('table', { name: 'Mood by month' }).getByRole('row').count(), EVENTUALLY)
        .toBe(13);

      // Search finds the entry by a word from it, in any case.
      await page.getByLabel('Search your journal').fill('BUDGET');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => page.getByText('Entries with “BUDGET”').isVisible(), EVENTUALLY).toBe(true);
      const found = page.getByRole('region', {
        name: /Thursday|Friday|Saturday|Sunday|Monday|Tuesday|Wednesday/,
      });
      await expect.poll(() => found.getByText('Mood 4 · Good').isVisible(), EVENTUALLY).toBe(true);
      await expect
        .poll(() => page.getByText('The budget review', { exact: false }).count(), EVENTUALLY)
        .toBeGreaterThanOrEqual(1);

      expect(await hasHorizontalOverflow(page)).toBe(false);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );
});
