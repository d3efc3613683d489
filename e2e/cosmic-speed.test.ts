import { expect, it } from 'vitest';
import { describeInBrowser, DESKTOP, signUp, useJourney } from './harness/browser';

/**
 * The cost of computing one calendar month (phases, signs, voids, aspects, apsides for 42 days) in
 * the browser on a phone-class CPU: Chromium's CPU throttled 4x through the DevTools protocol. The
 * page records each computation as a performance measure named "cosmic-month YYYY-M".
 */
/**
 * The budget is counted in references, the cost of a fixed loop of trigonometry measured in the same
 * page under the same throttling (referenceWorkloadMs), so it holds on any host: a host twice as slow
 * makes both twice as long. It was 75 ms, set on a host where the fastest month took 39-47 ms; on the
 * host of December 2026 the same code took 70-104 ms (1.42-1.90 references), so a fixed number of
 * milliseconds failed unchanged code. Since the void search reads the outer planets interpolated away
 * from its decisions and local times skip the time-zone library away from clock changes, the fastest
 * month measures 1.16-1.24 references with the test alone; 1.6 leaves room for CI's second journey.
 */
const BUDGET_REFERENCES = 1.6;
/**
 * New months computed under throttling. Other work on the machine (CI runs two journey files at
 * once) only ever adds time to a measure, so the fastest of them estimates the cost itself; fourteen
 * give that estimate a fair chance of one quiet moment on a busy machine.
 */
const NEW_MONTHS = 14;

/** The fastest of five runs of a fixed loop of trigonometry, the ephemerides' staple, in ms. */
function referenceWorkloadMs(): number {
  const runs: number[] = [];
  let sink = 0;
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    for (let i = 0; i < 400_000; i += 1) sink += Math.cos(0.1 + i * 1e-3) * Math.sin(i * 7e-4);
    runs.push(performance.now() - started);
  }
  // The sum is read, so the loop cannot be skipped.
  return Math.min(...runs) + (sink === Number.POSITIVE_INFINITY ? 1 : 0);
}

describeInBrowser('Cosmic calendar speed', () => {
  const journey = useJourney();

  it('computes a new month within 1.6 references at 4x CPU throttling, and a month seen before for free', async () => {
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
      const referenceMs = await page.evaluate(referenceWorkloadMs);
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
          `${cached.map((ms) => ms.toFixed(1)).join(', ')} ms seen before; reference ${referenceMs.toFixed(1)} ms, ` +
          `fastest month ${(Math.min(...fresh) / referenceMs).toFixed(2)} references`,
      );
      expect(fresh).toHaveLength(NEW_MONTHS);
      expect(cached.length).toBeGreaterThanOrEqual(5);
      // The fastest new month is the estimate of the cost (NEW_MONTHS; all are printed above).
      expect(Math.min(...fresh) / referenceMs).toBeLessThan(BUDGET_REFERENCES);
      for (const ms of cached) expect(ms).toBeLessThan(2);
    } finally {
      await context.close();
    }
  });
});
