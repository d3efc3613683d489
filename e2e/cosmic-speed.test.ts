import { expect, it } from 'vitest';
import { describeInBrowser, DESKTOP, signUp, useJourney } from './harness/browser';

/**
 * The cost of computing one calendar month (phases, signs, voids, aspects, apsides for 42 days) in
 * the browser on a phone-class CPU: Chromium's CPU throttled 4x through the DevTools protocol. The
 * page records each computation as a performance measure named "cosmic-month YYYY-M".
 */
// 50 ms until phases moved onto the apparent Sun and voids onto the exact ephemeris at sign
// boundaries: since then the fastest of ten measured 39-47 ms alone and 58 ms in CI beside another
// journey, so the budget leaves that room (docs/sky.md, "Speed").
const BUDGET_MS = 75;
/**
 * New months computed under throttling. Other work on the machine (CI runs two journey files at
 * once) only ever adds time to a measure, so the fastest of them estimates the cost itself; ten
 * give that estimate a fair chance of one quiet moment on a busy machine.
 */
const NEW_MONTHS = 10;

describeInBrowser('Cosmic calendar speed', () => {
  const journey = useJourney();

  it('computes a new month in under 75 ms at 4x CPU throttling, and a month seen before for free', async () => {
    const baseUrl = journey.server.url;
    const context = await journey.browser.newContext({
      baseURL: baseUrl,
      viewport: DESKTOP,
      timezoneId: 'UTC',
    });
    try {
      const page = await context.newPage();
      await signUp(context, baseUrl);
      await page.goto('/astrology');
      await page.getByRole('grid').waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const next = page.getByRole('button', { name: 'Next month' });
      for (let step = 0; step < NEW_MONTHS; step += 1) await next.click();
      for (let step = 0; step < NEW_MONTHS; step += 1)
        await page.getByRole('button', { name: 'Previous month' }).click();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const measures: { name: string; duration: number }[] = await page.evaluate(() =>
        performance
          .getEntriesByType('measure')
          .filter((entry) => entry.name.startsWith('cosmic-month'))
          .map((entry) => ({ name: entry.name, duration: entry.duration })),
      );
      // Grouped by month: a month's first measure is its computation, any later one a return served
      // from the memo. The month shown on arrival was computed before throttling, so it is left out
      // (it may be measured more than once as the page settles).
      const byMonth = new Map<string, number[]>();
      for (const { name, duration } of measures) byMonth.set(name, [...(byMonth.get(name) ?? []), duration]);
      const arrival = measures[0]?.name;
      const visited = [...byMonth].filter(([name]) => name !== arrival).map(([, durations]) => durations);
      const fresh = visited.map((durations) => durations[0] ?? Infinity);
      const cached = visited.flatMap((durations) => durations.slice(1));
      console.info(
        `cosmic month at 4x throttling: ${fresh.map((ms) => ms.toFixed(1)).join(', ')} ms new; ` +
          `${cached.map((ms) => ms.toFixed(1)).join(', ')} ms seen before`,
      );
      expect(fresh).toHaveLength(NEW_MONTHS);
      expect(cached.length).toBeGreaterThanOrEqual(5);
      // The fastest new month is the estimate of the cost (NEW_MONTHS; all are printed above).
      expect(Math.min(...fresh)).toBeLessThan(BUDGET_MS);
      for (const ms of cached) expect(ms).toBeLessThan(2);
    } finally {
      await context.close();
    }
  });
});
