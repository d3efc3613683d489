import { expect, it } from 'vitest';
import { CustomMeditationListSchema } from '#domain/meditation/custom';
import { describeInBrowser, signUp, useJourney } from './harness/browser';

describeInBrowser('custom meditation', () => {
  const journey = useJourney();

  it('is created, previewed, played to the end and shows in "Your practice"', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.clock.install();
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('button', { name: 'Choose session' }).click();
    await player.getByRole('link', { name: 'Create your own meditation' }).click();
    await page.getByRole('heading', { name: 'Create a meditation' }).waitFor();

    await page.getByLabel('Title').fill('Before the pitch');
    await page.getByLabel('Duration (minutes)').fill('1');
    await page.getByLabel('Cue 1 words').fill('Sit tall and breathe low.');
    await page.getByLabel('Cue 1 at (seconds)').fill('90');
    await page.getByRole('button', { name: 'Save meditation' }).click();
    await page
      .getByText('cues[0].atSeconds: must be inside the 1-minute duration', { exact: false })
      .waitFor();
    await page.getByLabel('Cue 1 at (seconds)').fill('3');
    await page.getByLabel('Beats', { exact: true }).selectOption('isochronic');

    await page.getByRole('button', { name: 'Preview 10 seconds' }).click();
    await page.getByRole('button', { name: /Stop preview \(10 s\)/ }).waitFor();
    await page.clock.runFor(10_000);
    await page.getByRole('button', { name: 'Preview 10 seconds' }).waitFor();

    await page.getByRole('button', { name: 'Save meditation' }).click();
    await page.waitForURL('**/meditate');
    await page.getByText('Meditation saved').first().waitFor();
    const stored = CustomMeditationListSchema.parse(
      await (await context.request.get(`${journey.server.url}/api/custom-meditations`)).json(),
    );
    expect(stored).toMatchObject([
      {
        title: 'Before the pitch',
        durationMinutes: 1,
        beats: { mode: 'isochronic' },
        soundscapes: [{ id: 'rain' }],
      },
    ]);

    await player.getByRole('button', { name: 'Choose session' }).click();
    await player.getByRole('button', { name: /Before the pitch/ }).click();
    await player.getByRole('heading', { name: 'Before the pitch' }).waitFor();
    expect(await player.getByText('Binaural beats active').count()).toBe(0);
    const completed = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await player.getByRole('button', { name: 'Play' }).click();
    await page.clock.runFor(4000);
    await page.getByTestId('voice-caption').getByText('Sit tall and breathe low.').waitFor();
    await page.clock.fastForward('01:00');
    expect((await completed).status()).toBe(200);

    const practice = page.getByRole('region', { name: 'Your practice' });
    const recent = practice.getByRole('list', { name: 'Recent sessions' });
    await recent.getByText('Before the pitch').waitFor();
    // The list refetches after the completion lands: wait for the row to say so.
    await expect.poll(() => recent.getByText('Completed').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(consoleErrors).toEqual([]);
  });
});
