import { expect, it } from 'vitest';
import { SLEEP_STORY_VOICE_RATE } from '#domain/meditation/pace';
import { findScript } from '#domain/meditation/script-index';
import { describeInBrowser, signUp, useJourney } from './harness/browser';
import { observeSpeech, speechLog } from './harness/speech';

const story = findScript('night-ferry');

describeInBrowser('a sleep story', () => {
  const journey = useJourney();

  it('sets the sleep timer to its length with a one-minute fade, and is told at the slow pace', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await observeSpeech(context, true);
    await page.clock.install();
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('button', { name: 'Choose session' }).click();
    await player.getByRole('button', { name: 'Sleep', exact: true }).click();
    await player
      .getByRole('list', { name: 'Meditation sessions' })
      .getByRole('button', { name: /The Night Ferry/ })
      .click();
    await player
      .getByText('Sleep timer set to the story’s 22 minutes; the sound fades out over the last minute.')
      .waitFor();

    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    await player.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(5_000);
    const first = story?.cues[0]?.text ?? 'missing';
    await expect
      .poll(async () => (await speechLog(page)).find((entry) => entry.event === 'speak'))
      .toEqual({ event: 'speak', text: first, rate: SLEEP_STORY_VOICE_RATE });
    await page.getByTestId('voice-caption').getByText(first).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
