import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney, verifyEmail } from './harness/browser';
import { seriousAxeViolations } from './harness/page-checks';

// Machines running CI are shared and slow: give each expectation time to come true.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/** The dashboard's height budget on a phone (docs/dashboard.md): a new member and a member after a week. */
const PHONE_BUDGET = 2_600;

const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const todayCard = (page: Page) => page.getByRole('region', { name: 'Today', exact: true });
const rings = (page: Page) => page.getByRole('list', { name: "Today's progress" });

/** Waits until every part of the dashboard that has data has it: rituals, the Today card, the moon, the videos. */
async function settled(page: Page) {
  await poll(() => page.getByRole('checkbox').count()).toBeGreaterThanOrEqual(5);
  await poll(() => rings(page).isVisible()).toBe(true);
  await poll(() => todayCard(page).getByText('Manifestation power').isVisible()).toBe(true);
  // A heading from 640 px; on a phone the row that opens the videos.
  await poll(() => page.getByText('Quantum Mastery Videos').first().isVisible()).toBe(true);
}

const height = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

/** A member with practice on each of the last `days` days before today: one daily habit ticked. */
async function habitHistory(
  context: BrowserContext,
  baseUrl: string,
  days: number,
  title = 'Check my budget',
) {
  const created = await context.request.post(`${baseUrl}/api/wealth-habits`, {
    data: { title, date: dayAgo(days), requestId: crypto.randomUUID() },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (let ago = days; ago >= 1; ago -= 1) {
    const ticked = await context.request.post(
      `${baseUrl}/api/wealth-habits/${id}/toggle?date=${dayAgo(ago)}&completed=true`,
    );
    expect(ticked.status()).toBe(200);
  }
}

describeInBrowser('the Today card and the compact dashboard', () => {
  const journey = useJourney();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'a new member sees today’s session, empty rings and the moon, and no rest-day offer (%s)',
    async (_name, viewport) => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url, { firstName: 'Nia' });
      await page.goto('/');
      await settled(page);

      const card = todayCard(page);
      expect(await card.getByText('Your session for today').isVisible()).toBe(true);
      // A member who has finished no session is offered the five-minute beginners' session.
      expect(await card.getByRole('link', { name: 'Start First Breath' }).getAttribute('href')).toBe(
        '/meditate?session=first-breath',
      );
      expect(await rings(page).innerText()).toMatch(/0\/1[\s\S]*Meditation[\s\S]*0\/5[\s\S]*Rituals/);
      for (const words of ['Meditation: 0 of 1 done', 'Rituals: 0 of 5 done', 'Habits: none due today'])
        expect(await rings(page).getByText(words).count()).toBe(1);
      // The moon's note for today (the spec's cosmic energy) sits in the card, with a way to the calendar.
      expect(await card.getByRole('heading', { name: /Today.s cosmic energy/ }).isVisible()).toBe(true);
      expect(await card.getByRole('link', { name: /open the cosmic calendar/ }).getAttribute('href')).toBe(
        '/astrology',
      );
      // Nothing offered before it applies: no practice yet, so no rest day.
      expect(await page.getByRole('region', { name: 'Rest days' }).count()).toBe(0);
      expect(await page.getByText('Need a pause?').count()).toBe(0);

      if (viewport === PHONE) expect(await height(page)).toBeLessThanOrEqual(PHONE_BUDGET);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'after a week of use the page still fits the budget, and the card reads the member’s day (%s)',
    async (_name, viewport) => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      const { email } = await signUp(context, journey.server.url, { firstName: 'Wren' });
      await verifyEmail(context, journey.server, email);
      const api = journey.server.url;
      await habitHistory(context, api, 7);
      for (const goal of [
        { title: 'Emergency fund', manifestationDate: '2030-06-01', targetAmount: 5000 },
        { title: 'Pay off the card', manifestationDate: '2030-03-01' },
        { title: 'A week by the sea', manifestationDate: '2031-08-01' },
      ])
        expect((await context.request.post(`${api}/api/quantum-goals`, { data: goal })).status()).toBe(201);
      expect(
        (
          await context.request.post(`${api}/api/energy-readings`, {
            data: { feeling: 'calm', energyLevel: 7, focus: 'Wealth' },
          })
        ).status(),
      ).toBe(201);
      expect((await context.request.post(`${api}/api/affirmations/generate`, { data: {} })).status()).toBe(
        201,
      );
      expect(
        (
          await context.request.post(`${api}/api/meditation-sessions`, {
            data: {
              type: 'guided',
              duration: 5,
              title: 'First Breath',
              completed: true,
              meditationId: 'first-breath',
            },
          })
        ).status(),
      ).toBe(201);

      await page.goto('/');
      await settled(page);
      const card = todayCard(page);
      // Session done and affirmations written: the rituals are next, and the rings say so.
      await poll(() => card.getByRole('heading', { name: '5 rituals left today' }).isVisible()).toBe(true);
      for (const words of ['Meditation: 1 of 1 done', 'Rituals: 0 of 5 done', 'Habits: 0 of 1 done'])
        expect(await rings(page).getByText(words).count()).toBe(1);
      // Today's affirmation is the first line of the newest set.
      const first = await page
        .getByRole('region', { name: /Latest affirmations/ })
        .locator('li p')
        .first()
        .textContent();
      expect(await card.getByRole('link', { name: /Today’s affirmation/ }).innerText()).toContain(
        first ?? '—',
      );
      // Practice came first, so a rest day is offered now.
      expect(await page.getByText('Need a pause?').isVisible()).toBe(true);
      // The dashboard lists two goals and links to all three.
      expect(await page.getByRole('link', { name: 'See all 3 goals' }).getAttribute('href')).toBe('/goals');

      // Ticking a ritual moves its ring.
      await page.getByRole('checkbox').first().click();
      await poll(() => rings(page).getByText('Rituals: 1 of 5 done').count()).toBe(1);

      if (viewport === PHONE) expect(await height(page)).toBeLessThanOrEqual(PHONE_BUDGET);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'celebrates a 3-day streak and the day’s last ritual, announced in a status (%s)',
    async (_name, viewport) => {
      const { context, page, consoleErrors } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url, { firstName: 'Cleo' });
      // Practice on the two days before today: the first tick today makes three.
      await habitHistory(context, journey.server.url, 2);
      await page.goto('/');
      await settled(page);
      const celebration = page.getByTestId('celebration');
      expect(await celebration.count()).toBe(0);

      const boxes = page.getByRole('checkbox');
      await boxes.nth(0).click();
      await poll(() => celebration.innerText()).toContain('3-day streak');
      // Announced politely, and the sparks fly (motion is allowed here).
      expect(await page.getByRole('status').filter({ has: celebration }).getAttribute('aria-live')).toBe(
        'polite',
      );
      expect(await celebration.getByTestId('celebration-burst').count()).toBe(1);
      await poll(() => celebration.count()).toBe(0);

      for (let index = 1; index < 5; index += 1) {
        await boxes.nth(index).click();
        await poll(() => boxes.nth(index).getAttribute('aria-checked')).toBe('true');
      }
      await poll(() => celebration.innerText()).toContain('Every ritual done today');
      expect(await celebration.innerText()).toContain('All 5 of today’s rituals are complete.');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
  );

  it('celebrates without motion under prefers-reduced-motion', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signUp(context, journey.server.url, { firstName: 'Still' });
    await page.goto('/');
    await settled(page);
    const boxes = page.getByRole('checkbox');
    for (let index = 0; index < 5; index += 1) {
      await boxes.nth(index).click();
      await poll(() => boxes.nth(index).getAttribute('aria-checked')).toBe('true');
    }
    const celebration = page.getByTestId('celebration');
    await poll(() => celebration.innerText()).toContain('Every ritual done today');
    expect(await page.getByTestId('celebration-burst').count()).toBe(0);
  });
});
