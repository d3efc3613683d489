import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { findScript } from '#domain/meditation/script-index';
import { describeInBrowser, signUp, useJourney } from './harness/browser';
import { observeSpeech, spoken } from './harness/speech';

/** One second of silence as a WAV file: what the stand-in studio voice answers for every cue. */
function silentWav(): Buffer {
  const rate = 8000;
  const data = rate * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(data, 40);
  return wav;
}

/**
 * The server's studio voice, stood in for at the browser's edge (the server side, rendering and the
 * shared cache, is tested in server/features/meditation/studio-voice.test.ts): the page is told a
 * studio voice is set up, and each cue it asks for is recorded and answered with audio.
 */
async function standInStudio(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/api/meditation-voice', (route) => route.fulfill({ json: { available: true } }));
  await page.route('**/api/meditation-voice/speech', (route) => {
    asked.push((route.request().postDataJSON() as { text: string }).text);
    return route.fulfill({ status: 200, contentType: 'audio/wav', body: silentWav() });
  });
  return asked;
}

const firstCue = findScript('abundance-alignment')?.cues[0]?.text ?? 'missing';

describeInBrowser('the studio voice', () => {
  const journey = useJourney();

  it('is the default voice when the server has one, even on a device with its own voices', async () => {
    const { context, page, consoleErrors } = await journey.newPage({ serviceWorkers: 'block' });
    await signUp(context, journey.server.url);
    await observeSpeech(context, true);
    const asked = await standInStudio(page);
    await page.clock.install();
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(4_000);
    await expect.poll(() => asked).toEqual([firstCue]);
    await page.getByTestId('voice-caption').getByText(firstCue).waitFor();
    // The device's own voice stays silent: the studio's audio played.
    expect(await spoken(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('counts as a voice: a device without one hears no "no voice" notice when the server has one', async () => {
    const { context, page, consoleErrors } = await journey.newPage({ serviceWorkers: 'block' });
    await signUp(context, journey.server.url);
    await observeSpeech(context, false);
    await standInStudio(page);
    await page.clock.install();
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await page.clock.runFor(2_500);
    await player.getByRole('button', { name: 'Play' }).waitFor();
    expect(await player.getByText('No voice to guide you here').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});
