import { expect, it } from 'vitest';
import { describeInBrowser, DESKTOP, signUp, useJourney } from './harness/browser';

/**
 * The cost of computing one calendar month (phases, signs, voids, aspects, apsides for 42 days) in
 * the browser on a phone-class CPU: Chromium's CPU throttled 4x through the DevTools protocol. The
 * page records each computation as a performance measure named "cosmic-month YYYY-M".
 */
/**
 * The budget is counted in references: the cost of a fixed loop of trigonometry measured in the same
 * page under the same throttling (referenceWorkloadMs), right after each new month, so it holds on
 * any host and under any load: a host twice as slow, or a moment when CI's other journey is busy,
 * makes both the month and the reference beside it longer. The figure is the average month, the
 * total of the new months over the total of their references, since months differ in what they hold.
 * History: a fixed 75 ms failed unchanged code on the slower host of December 2026 (70-104 ms); the
 * fastest month over one reference taken at the end read 0.74 to 2.64 for the same code under CI's
 * load, because the two were measured at different moments. Measured this way, the average month is
 * 1.10-1.62 references with the test alone, 1.31-1.68 with both cores busy with other work, and
 * 1.59, 1.79 and 1.91 in three full CI runs; 2.5 leaves room for CI without letting a doubled cost pass.
 */
const BUDGET_REFERENCES = 2.5;
/** New months computed under throttling, each followed by a reference. */
const NEW_MONTHS = 14;

/** The mean of three runs of a fixed loop of trigonometry, the ephemerides' staple, in ms. */
function referenceWorkloadMs(): number {
  const runs: number[] = [];
  let sink = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    for (let i = 0; i < 400_000; i += 1) sink += Math.cos(0.1 + i * 1e-3) * Math.sin(i * 7e-4);
    runs.push(performance.now() - started);
  }
  // The sum is read, so the loop cannot be skipped.
  return (
    runs.reduce((total, ms) => total + ms, 0) / runs.length + (sink === Number.POSITIVE_INFINITY ? 1 : 0)
  );
}

const monthMeasures = () =>
  performance
    .getEntriesByType('measure')
    .filter((entry) => entry.name.startsWith('cosmic-month'))
    .map((entry) => ({ name: entry.name, duration: entry.duration }));

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describeInBrowser('Cosmic calendar speed', () => {
  const journey = useJourney();

  it('computes an average new month within 2.5 references at 4x CPU throttling, and a month seen before for free', async () => {
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
      const arrival = (await page.evaluate(monthMeasures))[0]?.name;
      const references: number[] = [];
      const monthsMeasured = async () =>
        new Set((await page.evaluate(monthMeasures)).map(({ name }) => name)).size;
      for (let step = 0; step < NEW_MONTHS; step += 1) {
        const before = await monthsMeasured();
        await next.click();
        // The new month is computed (a measure of a month not seen before); its reference comes next.
        await expect.poll(monthsMeasured).toBe(before + 1);
        references.push(await page.evaluate(referenceWorkloadMs));
      }
      for (let step = 0; step < NEW_MONTHS; step += 1)
        await page.getByRole('button', { name: 'Previous month' }).click();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const measures = await page.evaluate(monthMeasures);
      // Grouped by month: a month's first measure is its computation, any later one a return served
      // from the memo. The month shown on arrival was computed before throttling, so it is left out
      // (it may be measured more than once as the page settles).
      const byMonth = new Map<string, number[]>();
      for (const { name, duration } of measures) byMonth.set(name, [...(byMonth.get(name) ?? []), duration]);
      const visited = [...byMonth].filter(([name]) => name !== arrival).map(([, durations]) => durations);
      const fresh = visited.map((durations) => durations[0] ?? Infinity);
      const cached = visited.flatMap((durations) => durations.slice(1));
      const averageMonth = sum(fresh) / sum(references);
      console.info(
        `cosmic month at 4x throttling: ${fresh.map((ms) => ms.toFixed(1)).join(', ')} ms new; ` +
          `references beside them ${references.map((ms) => ms.toFixed(1)).join(', ')} ms; ` +
          `${cached.map((ms) => ms.toFixed(1)).join(', ')} ms seen before; ` +
          `average month ${averageMonth.toFixed(2)} references`,
      );
      expect(fresh).toHaveLength(NEW_MONTHS);
      expect(cached.length).toBeGreaterThanOrEqual(5);
      expect(averageMonth).toBeLessThan(BUDGET_REFERENCES);
      for (const ms of cached) expect(ms).toBeLessThan(2);
    } finally {
      await context.close();
    }
  });
});
