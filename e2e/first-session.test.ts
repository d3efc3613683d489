import { expect, it } from 'vitest';
import { DESKTOP, describeInBrowser, PHONE, useJourney } from './harness/browser';
import { seriousAxeViolations, unexpectedConsoleErrors } from './harness/page-checks';

const INTERACTION_BUDGET = 8;
const TIME_BUDGET_MS = 60_000;

describeInBrowser('the first session in one tap', () => {
  const journey = useJourney();

  for (const viewport of [DESKTOP, PHONE]) {
    it(`goes from the landing page to First Breath playing with voice and beats (${viewport.width}px)`, async () => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      const started = Date.now();
      let interactions = 0;
      const act = async (action: Promise<void>) => {
        interactions += 1;
        await action;
      };

      await page.goto('/');
      await act(page.getByRole('link', { name: 'Get Started' }).first().click());
      await page.getByRole('heading', { name: 'Create your account' }).waitFor();
      await act(page.getByLabel('First name').fill('Nova'));
      await act(page.getByLabel('E-mail').fill(`nova-${viewport.width}-${Date.now()}@example.com`));
      await act(page.getByLabel('Password').fill('quiet golden morning'));
      await act(page.getByRole('button', { name: 'Create account' }).click());
      await page.waitForURL((url) => url.pathname === '/welcome');
      await act(page.getByRole('button', { name: 'Start First Breath' }).first().click());

      const player = page.getByRole('dialog', { name: 'First Breath' });
      const pause = player.getByRole('button', { name: 'Pause' });
      await pause.waitFor();
      expect(interactions).toBeLessThanOrEqual(INTERACTION_BUDGET);
      expect(Date.now() - started).toBeLessThan(TIME_BUDGET_MS);
      await player.getByText('Voice on · Beats on, Alpha Wealth').waitFor();
      expect(new URL(page.url()).pathname).toBe('/meditate');

      // The transport stays on screen while it plays, on a phone too.
      for (const name of ['Pause', 'Previous session', 'Next session']) {
        const box = await player.getByRole('button', { name }).boundingBox();
        expect(box, name).not.toBeNull();
        expect(box!.y + box!.height, name).toBeLessThanOrEqual(viewport.height);
        expect(box!.y, name).toBeGreaterThanOrEqual(0);
      }
      await player.getByRole('progressbar', { name: 'Session progress' }).waitFor();
      await player.getByText('remaining').waitFor();

      // "How do you feel?" is asked as it starts; the answer is stored with the session.
      await player.getByRole('group', { name: 'How do you feel?' }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await player.getByRole('button', { name: /^4 of 5, Good$/ }).click();
      await expect
        .poll(async () => {
          const sessions = await (
            await context.request.get(`${journey.server.url}/api/meditation-sessions`)
          ).json();
          return sessions[0]?.moodBefore;
        })
        .toBe(4);
      expect(await player.getByRole('group', { name: 'How do you feel?' }).count()).toBe(0);

      // The mixer is one tap away, behind "Sound settings".
      await player.getByRole('button', { name: /Sound settings/ }).click();
      expect(await player.getByRole('switch', { name: 'Binaural beats' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      expect(await player.getByRole('switch', { name: 'Voice guidance' }).getAttribute('aria-checked')).toBe(
        'true',
      );

      await player.getByRole('button', { name: 'Close player' }).click();
      await page
        .getByRole('region', { name: 'Meditation player' })
        .getByRole('button', { name: 'Pause' })
        .waitFor();
      expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
    });
  }
});
