import { expect, it } from 'vitest';
import { findScenario } from '#domain/meditation/scenarios';
import { findScript } from '#domain/meditation/script-index';
import { describeInBrowser, signUp, useJourney } from './harness/browser';
import { observeSpeech, speechLog, spoken } from './harness/speech';

const abundance = findScript('abundance-alignment');
const waterfall = findScript('cascading-wealth-waterfall');
const line = (script: typeof abundance, index: number) => script?.cues[index]?.text ?? 'missing';

describeInBrowser('meditation voice guidance', () => {
  const journey = useJourney();

  it('speaks the first cues in order on the clock, nothing while paused, and follows steps', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await observeSpeech(context, true);
    await page.clock.install();
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('button', { name: /Sound settings/ }).click();
    await player.getByRole('switch', { name: 'Voice guidance' }).waitFor();
    expect(await player.getByRole('switch', { name: 'Voice guidance' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await player.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(2000);
    expect(await spoken(page)).toEqual([]);
    await page.clock.runFor(2000);
    await expect.poll(() => spoken(page)).toEqual([line(abundance, 0)]);
    await page.getByTestId('voice-caption').getByText(line(abundance, 0)).waitFor();
    // The second cue is due 35 s in.
    await page.clock.runFor(31_000);
    await expect.poll(() => spoken(page)).toEqual([line(abundance, 0), line(abundance, 1)]);

    // Pause mid-cue: the voice stops at once and nothing more is said while paused.
    await player.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(async () => (await speechLog(page)).at(-1)?.event).toBe('cancel');
    await page.clock.runFor(90_000);
    expect(await spoken(page)).toHaveLength(2);

    // Playing again repeats the cut-off cue from its start, then carries on in order.
    await player.getByRole('button', { name: 'Play' }).click();
    await expect.poll(() => spoken(page)).toHaveLength(3);
    await page.clock.runFor(35_000);
    await expect
      .poll(() => spoken(page))
      .toEqual([line(abundance, 0), line(abundance, 1), line(abundance, 1), line(abundance, 2)]);

    // A scenario step move cancels and speaks the new step's instruction.
    await player.getByRole('button', { name: 'Advanced' }).click();
    await player.getByLabel('Guided imagery').selectOption('cascading-wealth-waterfall');
    await page.clock.runFor(4000);
    await expect.poll(async () => (await spoken(page)).at(-1)).toBe(line(waterfall, 0));
    await player.getByRole('button', { name: 'Next step' }).click();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toBe(findScenario('cascading-wealth-waterfall')?.steps[1]?.instruction);

    // Voice off: silence, captions only.
    await player.getByRole('switch', { name: 'Voice guidance' }).click();
    const count = (await spoken(page)).length;
    await page.clock.runFor(130_000);
    expect(await spoken(page)).toHaveLength(count);
    expect((await speechLog(page)).some((entry) => entry.event === 'overlap')).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  it('without any voice says so before starting, offers eyes-open mode, and shows captions', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await observeSpeech(context, false);
    await page.clock.install();
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await page.clock.runFor(2500);
    await player.getByRole('status').getByText('No voice to guide you here').waitFor();
    const eyesOpen = player.getByRole('switch', { name: 'Eyes-open mode' });
    expect(await eyesOpen.getAttribute('aria-checked')).toBe('false');
    await eyesOpen.click();
    expect(await eyesOpen.getAttribute('aria-checked')).toBe('true');
    await player.getByText('A soft bell marks each new line.').waitFor();
    await player.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(4000);
    await player.getByRole('button', { name: /Sound settings/ }).click();
    await player.getByText('This device has no speech voices', { exact: false }).waitFor();
    await page.getByTestId('voice-caption').getByText(line(abundance, 0)).waitFor();
    expect(await spoken(page)).toEqual([]);
    // Once started, the explanation gives way to the session; the switch stays to turn the bell off.
    expect(await player.getByText('No voice to guide you here').count()).toBe(0);
    expect(await eyesOpen.getAttribute('aria-checked')).toBe('true');
    expect(consoleErrors).toEqual([]);
  });
});
