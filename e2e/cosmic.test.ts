import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeInBrowser, DESKTOP, PHONE, signUp, useJourney, type Journey } from './harness/browser';

/**
 * Cosmic Manifestation Timing in the browser. Journeys with a fixed clock run at 2025-03-13 20:00
 * UTC, the evening before the full moon of 06:55 UTC on the 14th (23:55 on the 13th in Los Angeles).
 *
 * Playwright's clock replaces Date with a function that returns plain Dates, so a Date subclass such
 * as @date-fns/tz's TZDate silently loses its zone and computes in the browser's. Fixed-clock
 * journeys therefore keep the user and the browser in UTC; the journey that proves the user's zone
 * wins over the browser's runs on the real clock.
 */
const require = createRequire(import.meta.url);

const NOW = new Date('2025-03-13T20:00:00Z');
/** Noon UTC on 14 March 2025, hours after the full moon. */
const FULL_MOON_NOON = new Date('2025-03-14T12:00:00Z');

type Options = {
  timeZone: string;
  fixedClock: boolean;
  viewport?: { width: number; height: number };
  now?: Date;
};

async function openAstrology(
  journey: Journey,
  { timeZone, fixedClock, viewport = DESKTOP, now = NOW }: Options,
) {
  const baseUrl = journey.server.url;
  const context = await journey.browser.newContext({
    baseURL: baseUrl,
    viewport,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  await signUp(context, baseUrl);
  const response = await context.request.patch(`${baseUrl}/api/user`, {
    data: { timeZone },
    headers: { origin: baseUrl },
  });
  expect(response.status()).toBe(200);
  if (fixedClock) await page.clock.setFixedTime(now);
  await page.goto('/astrology');
  await page.getByRole('grid').waitFor();
  return { context, page, consoleErrors };
}

const cell = (page: Page, day: string) => page.locator(`[role="gridcell"][data-day="${day}"]`);
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-day'));
const monthTitle = (page: Page) => page.locator('#cosmic-month-title').textContent();

describeInBrowser('Cosmic Manifestation Timing', () => {
  const journey = useJourney();
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  const open = async (options: Options) => {
    const opened = await openAstrology(journey, options);
    contexts.push(opened.context);
    return opened;
  };

  it('shows the month on local days, navigates months, selects a day and clears it on a month move', async () => {
    const { page, consoleErrors } = await open({ timeZone: 'UTC', fixedClock: true });

    expect(await monthTitle(page)).toBe('March 2025');
    expect(await page.getByRole('gridcell').count()).toBe(42);
    const today = page.locator('[role="gridcell"][aria-current="date"]');
    expect(await today.getAttribute('data-day')).toBe('2025-03-13');
    expect(await today.textContent()).toContain('Waxing Gibbous');
    expect(await cell(page, '2025-03-14').textContent()).toContain('Full Moon');
    expect(await page.getByText('Fri, Mar 14, 6:55 AM').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Next month' }).click();
    expect(await monthTitle(page)).toBe('April 2025');
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    expect(await monthTitle(page)).toBe('February 2025');
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    expect(await monthTitle(page)).toBe('March 2025');

    // The full moon: exact at 06:55 UTC in Virgo, the Moon leaves Virgo for Libra that evening.
    await cell(page, '2025-03-14').click();
    const detail = page.getByRole('region', { name: 'Friday, March 14, 2025' });
    await detail.waitFor();
    const text = (await detail.textContent()) ?? '';
    for (const expected of [
      'Day 73 of the year',
      'Full Moon in Virgo',
      'Virgo → Libra',
      'Moon enters Libra',
      'Void of course',
      'opposition to Neptune',
      'The full moon: review your intentions',
      'Recommendations',
    ])
      expect(text).toContain(expected);
    expect(
      await detail.getByRole('meter', { name: 'Manifestation power' }).getAttribute('aria-valuenow'),
    ).toBe('10');
    expect(await cell(page, '2025-03-14').getAttribute('aria-selected')).toBe('true');
    // No location yet: the panel says what one would add.
    expect(text).toContain('to see moonrise, moonset, sunrise and sunset');

    await page.getByRole('button', { name: 'Next month' }).click();
    expect(await monthTitle(page)).toBe('April 2025');
    expect(await detail.count()).toBe(0);
    expect(await page.locator('[role="gridcell"][aria-selected="true"]').count()).toBe(0);
    expect(await page.getByText('Choose a day').isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('on 14 March 2025 shows the Full Moon in Virgo with power 10, and real aspects name their planets', async () => {
    const { page, consoleErrors } = await open({ timeZone: 'UTC', fixedClock: true, now: FULL_MOON_NOON });
    const tiles = page.getByRole('list', { name: "Today's cosmic energy" });
    expect(await tiles.textContent()).toContain('Full Moon in Virgo');
    expect(await tiles.textContent()).toContain('10 / 10');
    const today = page.locator('[role="gridcell"][aria-current="date"]');
    expect(await today.getAttribute('data-day')).toBe('2025-03-14');
    expect(await today.textContent()).toContain('Full Moon in Virgo, manifestation power 10 of 10');
    // The moon is drawn, not an emoji: one SVG disc per cell.
    expect(await today.locator('svg').count()).toBe(1);
    expect(await page.getByText('Full Moon in Virgo').first().isVisible()).toBe(true);

    // The Venus-Jupiter conjunction of 12 August 2025: the cell's screen-reader text names the planets.
    for (const _ of [4, 5, 6, 7, 8]) await page.getByRole('button', { name: 'Next month' }).click();
    expect(await monthTitle(page)).toBe('August 2025');
    const conjunction = cell(page, '2025-08-12');
    expect(await conjunction.textContent()).toContain('alignment: Venus conjunct Jupiter');
    expect(await cell(page, '2025-08-11').textContent()).not.toContain('alignment');
    await conjunction.click();
    const detail = page.getByRole('region', { name: 'Tuesday, August 12, 2025' });
    expect(await detail.textContent()).toContain('Venus conjunct Jupiter');
    expect(
      await detail.getByRole('meter', { name: 'Manifestation power' }).getAttribute('aria-valuenow'),
    ).toBe('8');
    expect(consoleErrors).toEqual([]);
  });

  it('adds rise and set times once a city is chosen on the profile', async () => {
    const { page, consoleErrors } = await open({ timeZone: 'UTC', fixedClock: true, now: FULL_MOON_NOON });
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Sky location' });
    await card.waitFor();
    expect(await card.textContent()).toContain('No location set');
    await card.getByLabel('City').selectOption('London');
    await card.getByRole('button', { name: 'Use this city' }).click();
    await expect.poll(() => page.getByTestId('sky-location-current').textContent()).toContain('London');
    await page.goto('/astrology');
    await cell(page, '2025-03-14').click();
    const riseSet = page.getByRole('region', { name: 'Friday, March 14, 2025' }).getByLabel('Rise and set');
    await riseSet.waitFor();
    const text = (await riseSet.textContent()) ?? '';
    for (const label of ['Moonrise', 'Moonset', 'Sunrise', 'Sunset']) expect(text).toContain(label);
    expect(text).toMatch(/Sunrise\d{1,2}:\d{2}/);
    expect(consoleErrors).toEqual([]);
  });

  it('sets a new moon intention while the Moon grows, and gives a private calendar link that can be reset', async () => {
    // The server judges the lunation on the real clock: before its full moon the form is offered.
    const { page, consoleErrors } = await open({ timeZone: 'UTC', fixedClock: false });
    const panel = page.getByRole('region', { name: 'New moon intentions' });
    await panel.getByText('This cycle: new moon').waitFor();
    if (await panel.getByLabel(/^Intention/).count()) {
      await panel.getByLabel(/^Intention/).fill('Say yes to one bold invitation');
      await panel.getByRole('button', { name: 'Set intention' }).click();
      await panel
        .getByRole('list', { name: "This cycle's intentions" })
        .getByText('Say yes to one bold invitation')
        .waitFor();
    } else {
      expect(await panel.textContent()).toMatch(/full moon/);
    }

    await page.goto('/profile');
    const feed = page.getByRole('region', { name: 'Moon calendar feed' });
    const link = feed.getByLabel('Your private link');
    await expect.poll(() => link.inputValue()).toMatch(/\/api\/calendar-feed\/[\w-]{32}$/);
    const first = await link.inputValue();
    await feed.getByLabel('Void-of-course periods').check();
    expect(await link.inputValue()).toBe(`${first}?include=voids`);
    const ics = await page.context().request.get(first.replace(/^https?:\/\/[^/]+/, ''));
    expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await ics.text()).toContain('SUMMARY:Full Moon in ');
    await feed.getByRole('button', { name: 'Reset link' }).click();
    await expect.poll(() => link.inputValue()).not.toContain(first);
    expect(consoleErrors).toEqual([]);
  });

  it('moves through the grid with the keyboard and selects with Enter and Space', async () => {
    const { page } = await open({ timeZone: 'UTC', fixedClock: true });

    // Only one day is in the tab order: today.
    expect(await page.locator('[role="gridcell"][tabindex="0"]').count()).toBe(1);
    await cell(page, '2025-03-13').focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedDay(page)).toBe('2025-03-14');
    await page.keyboard.press('ArrowDown');
    expect(await focusedDay(page)).toBe('2025-03-21');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedDay(page)).toBe('2025-03-13');
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Thursday, March 13, 2025' }).waitFor();
    expect(await cell(page, '2025-03-13').getAttribute('aria-selected')).toBe('true');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press(' ');
    await page.getByRole('region', { name: 'Thursday, March 20, 2025' }).waitFor();

    // Past the grid's last row: the next month opens, focus follows, and the selection is cleared.
    for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowDown');
    expect(await focusedDay(page)).toBe('2025-04-10');
    expect(await monthTitle(page)).toBe('April 2025');
    expect(await page.locator('[role="gridcell"][aria-selected="true"]').count()).toBe(0);
    await page.keyboard.press('PageUp');
    expect(await monthTitle(page)).toBe('March 2025');
    expect(await focusedDay(page)).toBe('2025-03-10');

    // Closing the detail hands focus back to its day.
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Close day details' }).click();
    expect(await focusedDay(page)).toBe('2025-03-10');
  });

  it("uses the user's zone, not the browser's: the full moon is on 13 March in Los Angeles", async () => {
    const { page } = await open({ timeZone: 'America/Los_Angeles', fixedClock: false });
    // The real clock: walk back to March 2025 (the browser itself runs in UTC, where it is the 14th).
    for (let step = 0; step < 240 && (await monthTitle(page)) !== 'March 2025'; step += 1)
      await page.getByRole('button', { name: 'Previous month' }).click();
    expect(await cell(page, '2025-03-13').textContent()).toContain('Full Moon');
    expect(await cell(page, '2025-03-14').textContent()).not.toContain('Full Moon');
    expect(await page.getByText('Thu, Mar 13, 11:55 PM').isVisible()).toBe(true);
  });

  it('keeps the calendar readable on a phone and brings the chosen day into view', async () => {
    const { page, consoleErrors } = await open({
      timeZone: 'UTC',
      fixedClock: true,
      viewport: PHONE,
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const box = await cell(page, '2025-03-13').boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(40);
    expect(box?.height).toBeGreaterThanOrEqual(60);

    await cell(page, '2025-03-29').click();
    const detail = page.getByRole('region', { name: 'Saturday, March 29, 2025' });
    await detail.waitFor();
    expect(await detail.textContent()).toContain('New Moon');
    await expect.poll(async () => (await detail.boundingBox())?.y ?? 9999).toBeLessThan(PHONE.height / 2);
    expect(consoleErrors).toEqual([]);
  });

  it('has no accessibility violations with a day selected (axe-core, WCAG 2 AA)', async () => {
    const { page } = await open({ timeZone: 'UTC', fixedClock: true });
    await cell(page, '2025-03-18').click();
    await page.getByRole('region', { name: 'Tuesday, March 18, 2025' }).waitFor();
    // Evaluated through the DevTools protocol: the app's CSP rightly refuses injected script tags.
    // Only this page's content (#main) is checked; the shell around it is tested with the shell.
    await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
    const violations: unknown = await page.evaluate(`axe
      .run('#main', { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })
      .then((result) => result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`);
    expect(violations).toEqual([]);
  });
});
