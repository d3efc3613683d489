import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations, unexpectedConsoleErrors } from './harness/page-checks';

const isMethod =
  (method: string, path: RegExp) =>
  (response: { url: () => string; request: () => { method: () => string } }) =>
    response.request().method() === method && path.test(new URL(response.url()).pathname);

async function checkPage(page: Page) {
  expect(await hasHorizontalOverflow(page)).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describeInBrowser('programs', () => {
  const journey = useJourney();

  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])('enrols in 7 Days of Money Calm and completes day 1 at %s px', async (_width, viewport) => {
    const { context, page, consoleErrors } = await journey.newPage({ viewport });
    await signUp(context, journey.server.url);
    await page.clock.install();

    await page.goto('/programs');
    await page.getByRole('heading', { level: 1, name: 'Programs' }).waitFor();
    // The heading renders before the list arrives; wait for the list itself.
    await page.getByRole('link', { name: '7 Days of Money Calm' }).waitFor();
    for (const title of [
      '7 Days of Money Calm',
      '21 Days to an Abundance Habit',
      'Five Nights of Restful Sleep',
      'One Lunar Cycle',
    ])
      expect(await page.getByRole('link', { name: title }).isVisible()).toBe(true);
    await checkPage(page);

    await page.getByRole('link', { name: '7 Days of Money Calm' }).click();
    await page.getByRole('heading', { level: 1, name: '7 Days of Money Calm' }).waitFor();
    const enrolled = page.waitForResponse(isMethod('POST', /\/api\/programs\/money-calm-7\/enrolment$/));
    await page.getByRole('button', { name: 'Start program' }).click();
    expect((await enrolled).status()).toBe(201);

    const day1 = page.getByRole('listitem', { name: 'Day 1: Arrive and breathe' });
    await day1.getByText('Open now').waitFor();
    expect(await day1.getByText('I can look at my money and keep breathing slowly.').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('listitem', { name: 'Day 2: One honest look' })
        .getByText('Opens after the day before')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Leave program' }).isVisible()).toBe(true);
    await checkPage(page);

    // Day 1's session opens in the player, already chosen.
    await day1.getByRole('link', { name: 'Start First Breath' }).click();
    await page.waitForURL(/\/meditate\?session=first-breath$/);
    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('heading', { name: 'First Breath' }).waitFor();
    const started = page.waitForResponse(isMethod('POST', /^\/api\/meditation-sessions$/));
    await player.getByRole('button', { name: 'Play' }).click();
    expect((await started).status()).toBe(201);
    const completed = page.waitForResponse(isMethod('PATCH', /^\/api\/meditation-sessions\//));
    await page.clock.fastForward('06:00');
    expect((await completed).status()).toBe(200);

    await page.goto('/programs/money-calm-7');
    await page.getByRole('listitem', { name: 'Day 1: Arrive and breathe' }).getByText('Done').waitFor();
    expect(
      await page
        .getByRole('listitem', { name: 'Day 2: One honest look' })
        .getByText(/^Opens /)
        .isVisible(),
    ).toBe(true);
    expect(await page.getByText('Day 2 of 7').isVisible()).toBe(true);
    await checkPage(page);
    expect(unexpectedConsoleErrors(consoleErrors)).toEqual([]);
  });
});
