import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInBrowser, signUp, useJourney } from './harness/browser';
import { observeSpeech, speechLog, spoken } from './harness/speech';

/** Counts the audio graphs the page opens: the soundscape under the voice is one. */
async function countAudioContexts(context: BrowserContext) {
  await context.addInitScript(() => {
    const Original = window.AudioContext;
    let opened = 0;
    Reflect.set(window, 'audioContextsOpened', () => opened);
    window.AudioContext = class extends Original {
      constructor(options?: AudioContextOptions) {
        super(options);
        opened += 1;
      }
    };
  });
}
const audioContextsOpened = (page: Page): Promise<number> =>
  page.evaluate(() => (Reflect.get(window, 'audioContextsOpened') as () => number)());

async function firstSet(page: Page) {
  await page.goto('/affirmations');
  await page.getByRole('button', { name: 'Generate Your First Affirmations' }).click();
  const today = page.getByRole('region', { name: 'Latest affirmations' });
  await expect.poll(() => today.getByRole('listitem').count()).toBe(3);
  return today;
}

describeInBrowser('affirmations read aloud', () => {
  const journey = useJourney();

  it('reads a line 3 times by default and as many times as chosen, over a soundscape, and stops on demand', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await observeSpeech(context, true);
    await countAudioContexts(context);
    await page.clock.install();
    const today = await firstSet(page);
    // From here the page's time moves only when the test says.
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    const items = today.getByRole('listitem');
    const lineOf = async (index: number) => (await items.nth(index).locator('p').first().textContent()) ?? '';

    // Default: three times, the soundscape rising first and pauses between repetitions.
    const first = await lineOf(0);
    await items.nth(0).getByRole('button', { name: 'Play aloud' }).click();
    await items.nth(0).getByRole('button', { name: 'Stop (0 of 3)' }).waitFor();
    expect(await audioContextsOpened(page)).toBe(1);
    await page.clock.runFor(1_000);
    expect(await spoken(page)).toEqual([]);
    await page.clock.runFor(1_000);
    expect(await spoken(page)).toEqual([first]);
    await page.clock.runFor(4_000);
    await items.nth(0).getByRole('button', { name: 'Stop (1 of 3)' }).waitFor();
    // Four seconds of soundscape alone before the next repetition.
    await page.clock.runFor(3_000);
    expect(await spoken(page)).toEqual([first]);
    await page.clock.runFor(20_000);
    expect(await spoken(page)).toEqual([first, first, first]);
    await items.nth(0).getByRole('button', { name: 'Play aloud' }).waitFor();

    // Five times when five are chosen (1 to 20 offered).
    const second = await lineOf(1);
    const count = items.nth(1).getByRole('combobox', { name: 'Times to repeat' });
    expect(await count.locator('option').allTextContents()).toEqual(
      Array.from({ length: 20 }, (_, index) => `${index + 1}×`),
    );
    await count.selectOption('5');
    await items.nth(1).getByRole('button', { name: 'Play aloud' }).click();
    await page.clock.runFor(60_000);
    expect((await spoken(page)).filter((text) => text === second)).toHaveLength(5);
    await items.nth(1).getByRole('button', { name: 'Play aloud' }).waitFor();

    // Stop cuts the voice at once and says nothing more.
    const third = await lineOf(2);
    await items.nth(2).getByRole('button', { name: 'Play aloud' }).click();
    await page.clock.runFor(2_000);
    await items.nth(2).getByRole('button', { name: /^Stop/ }).click();
    await page.clock.runFor(30_000);
    expect((await spoken(page)).filter((text) => text === third)).toHaveLength(1);
    expect((await speechLog(page)).at(-1)?.event).toBe('cancel');
    expect((await speechLog(page)).some((entry) => entry.event === 'overlap')).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('says so instead of offering a button when the device has no voice', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await observeSpeech(context, false);
    await page.clock.install();
    const today = await firstSet(page);
    await page.clock.runFor(2_500);
    await expect.poll(() => today.getByText('This device has no voice to read it aloud.').count()).toBe(3);
    expect(await today.getByRole('button', { name: 'Play aloud' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
