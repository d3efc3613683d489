import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

const DELAY_MS = 800;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isPatch = (route: Route) => route.request().method() === 'PATCH';
const ritualIdOf = (route: Route) => new URL(route.request().url()).pathname.split('/').pop() ?? '';

const boxes = (page: Page) => page.getByRole('checkbox');
const states = (page: Page) =>
  boxes(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-checked')));
const busyCount = (page: Page) => page.locator('[role="checkbox"][aria-busy="true"]').count();

async function openRituals(page: Page) {
  await page.goto('/rituals');
  await expect.poll(() => boxes(page).count()).toBe(5);
}

/** The rituals' ids in the order the page lists them, read from the API the page itself uses. */
async function ritualIds(page: Page): Promise<string[]> {
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  const response = await page.request.get(`/api/daily-rituals?date=${today}`);
  const list: unknown = await response.json();
  return Array.isArray(list)
    ? list.map((item: unknown) => (item && typeof item === 'object' && 'id' in item ? String(item.id) : ''))
    : [];
}

describeInBrowser('daily rituals on a slow network', () => {
  const journey = useJourney();

  it('keeps every ritual clickable once its own request settles', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await openRituals(page);
    await page.route('**/api/daily-rituals/*', async (route) => {
      if (!isPatch(route)) return route.continue();
      await wait(DELAY_MS);
      return route.continue();
    });

    for (let index = 0; index < 5; index += 1) await boxes(page).nth(index).click();
    await expect.poll(() => states(page)).toEqual(['true', 'true', 'true', 'true', 'true']);

    // The first ritual's request settles first; it must take a second click then, not stay locked.
    const first = boxes(page).first();
    await expect.poll(() => first.getAttribute('aria-busy')).toBeNull();
    await first.click();
    await expect.poll(() => first.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => busyCount(page)).toBe(0);

    await page.unroute('**/api/daily-rituals/*');
    await page.reload();
    await expect.poll(() => states(page)).toEqual(['false', 'true', 'true', 'true', 'true']);
    expect(consoleErrors).toEqual([]);
  });

  it('puts back only the ritual whose save failed', async () => {
    const { context, page } = await journey.newPage();
    await signUp(context, journey.server.url);
    await openRituals(page);
    const [failingId] = await ritualIds(page);
    // The failure lands last, after the other four rituals were ticked and saved.
    let saved = 0;
    let othersSaved = () => {};
    const allSaved = new Promise<void>((resolve) => (othersSaved = resolve));
    await page.route('**/api/daily-rituals/*', async (route) => {
      if (!isPatch(route)) return route.continue();
      await wait(DELAY_MS);
      if (ritualIdOf(route) === failingId) {
        await allSaved;
        return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
      }
      const response = await route.fetch();
      await route.fulfill({ response });
      saved += 1;
      if (saved === 4) othersSaved();
    });

    for (let index = 0; index < 5; index += 1) await boxes(page).nth(index).click();
    await expect.poll(() => states(page)).toEqual(['false', 'true', 'true', 'true', 'true']);
    await expect.poll(() => busyCount(page)).toBe(0);
    expect(await states(page)).toEqual(['false', 'true', 'true', 'true', 'true']);

    await page.unroute('**/api/daily-rituals/*');
    await page.reload();
    await expect.poll(() => states(page)).toEqual(['false', 'true', 'true', 'true', 'true']);
  });
});
