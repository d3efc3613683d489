import { expect, it } from 'vitest';
import { MEDITATION_LIBRARY } from '#domain/meditation-library';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

describeInBrowser('meditation library with plan limits on', () => {
  const journey = useJourney({ ENFORCE_PLAN_LIMITS: 'true' });

  it('shows a Free member the Pro sessions locked, leading to /pricing, and the free five playable', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('button', { name: 'Choose session' }).click();
    const list = player.getByRole('list', { name: 'Meditation sessions' });
    await list.getByRole('link', { name: /Night Tide, locked: included in Pro/ }).waitFor();
    const free = MEDITATION_LIBRARY.filter((session) => session.plan === 'free').length;
    expect(free).toBe(5);
    expect(await list.getByRole('link').count()).toBe(MEDITATION_LIBRARY.length - free);
    expect(await list.getByRole('button').count()).toBe(free);
    // The beginners' session leads the grid, marked as recommended.
    expect(await list.getByRole('listitem').first().innerText()).toMatch(/Recommended for you\s+First Breath/);

    // Filtered by length: only sessions of at most ten minutes.
    await player.getByRole('button', { name: 'Up to 10 min' }).click();
    const shortOnes = MEDITATION_LIBRARY.filter((session) => session.duration <= 10).length;
    expect(await list.getByRole('listitem').count()).toBe(shortOnes);
    await player.getByRole('button', { name: 'Any length' }).click();

    await player.getByRole('button', { name: 'Sleep', exact: true }).click();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await list.getByRole('link', { name: /Night Tide/ }).click();
    await page.waitForURL('**/pricing');

    const refused = await context.request.post(`${journey.server.url}/api/meditation-sessions`, {
      data: { type: 'ambient', duration: 30, title: 'Night Tide', meditationId: 'night-tide' },
    });
    expect(refused.status()).toBe(402);

    // The builder is open to look at, but saving needs Premium.
    await page.goto('/meditate/create');
    await page.getByLabel('Title').fill('My morning');
    await page.getByLabel('Cue 1 words').fill('Good morning.');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/custom-meditations'));
    await page.getByRole('button', { name: 'Save meditation' }).click();
    expect((await saved).status()).toBe(402);
    await page.getByText('Upgrade required').first().waitFor();
    await page.getByText('Upgrade to Premium', { exact: false }).first().waitFor();
    expect(consoleErrors.filter((line) => !line.includes('402'))).toEqual([]);
  });
});
