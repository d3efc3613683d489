import { expect, it } from 'vitest';
import { MEDITATION_LIBRARY } from '#domain/meditation/library';
import { describeInBrowser, signUp, useJourney } from './harness/browser';
import { seriousAxeViolations, unexpectedConsoleErrors } from './harness/page-checks';

/** A locked action's accessible name: its label, then the plan that unlocks it. */
const locked = (label: string, plan: string) => new RegExp(`^${label}\\s*, locked: included in\\s*${plan}$`);

describeInBrowser('meditation library with plan limits on', () => {
  const journey = useJourney({ ENFORCE_PLAN_LIMITS: 'true' });

  it('shows a Free member the Pro sessions locked, opening the upgrade sheet, and the free five playable', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('button', { name: 'Choose session' }).click();
    const list = player.getByRole('list', { name: 'Meditation sessions' });
    const lockedSessions = list.getByRole('button', { name: /, locked: included in Pro$/ });
    await lockedSessions.first().waitFor();
    const free = MEDITATION_LIBRARY.filter((session) => session.plan === 'free').length;
    expect(free).toBe(5);
    expect(await lockedSessions.count()).toBe(MEDITATION_LIBRARY.length - free);
    expect(await list.getByRole('button').count()).toBe(MEDITATION_LIBRARY.length);
    // The beginners' session leads the grid, marked as recommended.
    expect(await list.getByRole('listitem').first().innerText()).toMatch(
      /Recommended for you\s+First Breath/,
    );

    // Filtered by length: only sessions of at most ten minutes.
    await player.getByRole('button', { name: 'Up to 10 min' }).click();
    const shortOnes = MEDITATION_LIBRARY.filter((session) => session.duration <= 10).length;
    expect(await list.getByRole('listitem').count()).toBe(shortOnes);
    await player.getByRole('button', { name: 'Any length' }).click();

    await player.getByRole('button', { name: 'Sleep', exact: true }).click();
    expect(await list.getByRole('listitem').count()).toBe(
      MEDITATION_LIBRARY.filter((session) => session.theme === 'sleep').length,
    );
    // A locked session opens the upgrade sheet; Escape closes it and leaves the list open.
    await list.getByRole('button', { name: /Night Tide/ }).click();
    const librarySheet = page.getByRole('dialog', { name: 'Advanced meditation library is part of Pro' });
    await librarySheet.getByText('$19/month', { exact: false }).waitFor();
    await page.keyboard.press('Escape');
    await librarySheet.waitFor({ state: 'detached' });
    await list.getByRole('button', { name: /Night Tide/ }).waitFor();
    await list.getByRole('button', { name: /Night Tide/ }).click();
    await librarySheet.getByRole('link', { name: 'See plans and prices' }).click();
    await page.waitForURL('**/pricing');

    const refused = await context.request.post(`${journey.server.url}/api/meditation-sessions`, {
      data: { type: 'ambient', duration: 30, title: 'Night Tide', meditationId: 'night-tide' },
    });
    expect(refused.status()).toBe(402);

    // The builder shows its lock before any form opens: the upgrade sheet, never the form.
    await page.goto('/meditate');
    await player.getByRole('button', { name: 'Choose session' }).click();
    await player.getByRole('button', { name: locked('Create your own meditation', 'Premium') }).click();
    const sheet = page.getByRole('dialog', { name: 'Custom meditation creation is part of Premium' });
    await sheet.getByText('$49/month', { exact: false }).waitFor();
    await sheet.getByText('Personalized AI coaching').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await sheet.getByRole('link', { name: 'See plans and prices' }).click();
    await page.waitForURL('**/pricing');

    await page.goto('/meditate/create');
    await page.getByRole('dialog', { name: 'Custom meditation creation is part of Premium' }).waitFor();
    expect(await page.getByLabel('Title').count()).toBe(0);
    // Nothing the page asked for was refused: the refusal above came from the test's own request.
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
});
