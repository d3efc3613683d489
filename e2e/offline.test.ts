import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { seriousAxeViolations } from './harness/page-checks';

/** The machine is shared; give slow first renders, the precache and the replay room before failing. */
const EVENTUALLY = { timeout: 30_000 };

/**
 * After the first online visit: the worker controls the page and holds every file of the build
 * (/precache.json, docs/offline.md), so any route can open offline.
 */
async function loadOnceOnline(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), EVENTUALLY)
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const list = (await (await fetch('/precache.json')).json()) as { assets: string[] };
          const cache = await caches.open('abundance-assets-v1');
          const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
          return list.assets.length > 0 && list.assets.every((asset) => cached.has(asset));
        }),
      EVENTUALLY,
    )
    .toBe(true);
}

describeInBrowser('offline', () => {
  const journey = useJourney();

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'on %s: keeps a check-in made offline across a reload and records it once back online',
    async (_size, viewport) => {
      const { context, page } = await journey.newPage({ viewport });
      await signUp(context, journey.server.url);
      await loadOnceOnline(page);
      await page.goto('/energy');
      await expect
        .poll(() => page.getByRole('button', { name: 'Record Check-in' }).isEnabled(), EVENTUALLY)
        .toBe(true);

      await context.setOffline(true);
      await page.getByText('Joyful', { exact: true }).click();
      await page.getByRole('button', { name: 'Record Check-in' }).click();
      await expect
        .poll(() => page.getByText('Check-in kept on this device').isVisible(), EVENTUALLY)
        .toBe(true);
      // The button is ready for the next check-in, not stuck on "Recording...".
      expect(await page.getByRole('button', { name: 'Record Check-in' }).isEnabled()).toBe(true);
      await expect
        .poll(() => page.getByText('1 change is waiting to be sent.').isVisible(), EVENTUALLY)
        .toBe(true);

      // The change survives a reload while still offline (it is in IndexedDB, not in the tab).
      await page.reload();
      await expect.poll(() => page.getByText('You are offline.').isVisible(), EVENTUALLY).toBe(true);
      await expect
        .poll(() => page.getByText('1 change is waiting to be sent.').isVisible(), EVENTUALLY)
        .toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      await context.setOffline(false);
      await expect
        .poll(() => page.getByText('Your offline change is saved').isVisible(), EVENTUALLY)
        .toBe(true);
      await expect.poll(() => page.getByText('You are offline.').isVisible()).toBe(false);

      // Sent once: another reload online sends nothing more, and the server holds one reading.
      await page.reload();
      await expect
        .poll(() => page.getByRole('button', { name: 'Record Check-in' }).isVisible(), EVENTUALLY)
        .toBe(true);
      const readings = async () =>
        (await (await context.request.get('/api/energy-readings')).json()) as unknown[];
      await expect.poll(async () => (await readings()).length, EVENTUALLY).toBe(1);
      expect(
        await page.evaluate(async () => {
          const open = indexedDB.open('abundance-outbox');
          const db = await new Promise<IDBDatabase>(
            (resolve) => (open.onsuccess = () => resolve(open.result)),
          );
          const count = db.transaction('writes').objectStore('writes').count();
          return new Promise<number>((resolve) => (count.onsuccess = () => resolve(count.result)));
        }),
      ).toBe(0);
      expect((await readings()).length).toBe(1);
    },
  );

  it('adds a ritual offline: kept on the device, then added once back online', async () => {
    const { context, page } = await journey.newPage({ viewport: DESKTOP });
    await signUp(context, journey.server.url);
    await loadOnceOnline(page);
    await page.goto('/rituals');
    const field = page.getByLabel('Add your own ritual');
    await expect.poll(() => field.isVisible(), EVENTUALLY).toBe(true);

    await context.setOffline(true);
    await field.fill('Call the bank');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByText('Ritual kept on this device').isVisible(), EVENTUALLY).toBe(true);
    expect(await field.inputValue()).toBe('');

    await context.setOffline(false);
    await expect
      .poll(() => page.getByText('Your offline change is saved').isVisible(), EVENTUALLY)
      .toBe(true);
    await expect.poll(() => page.getByText('Call the bank', { exact: true }).count(), EVENTUALLY).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByText('Call the bank', { exact: true }).count(), EVENTUALLY).toBe(1);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('on %s: opens a route offline that was never opened before', async (_size, viewport) => {
    const { context, page } = await journey.newPage({ viewport });
    await signUp(context, journey.server.url);
    await loadOnceOnline(page);

    await context.setOffline(true);
    await page.goto('/goals');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Quantum Goals', level: 1 }).isVisible(), EVENTUALLY)
      .toBe(true);
    await expect.poll(() => page.getByText('You are offline.').isVisible(), EVENTUALLY).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A second route, never opened either.
    await page.goto('/rituals');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Daily Rituals', level: 1 }).isVisible(), EVENTUALLY)
      .toBe(true);
    await context.setOffline(false);
  });
});
