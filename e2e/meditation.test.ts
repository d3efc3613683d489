import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MeditationSessionListSchema } from '#domain/meditation/meditation';
import { PHONE, describeInBrowser, signUp, useJourney } from './harness/browser';
import { hasHorizontalOverflow, seriousAxeViolations } from './harness/page-checks';

/** Records every AudioContext the page creates, so the test can see when it starts and closes. */
async function watchAudioContexts(context: BrowserContext) {
  await context.addInitScript(() => {
    const created: AudioContext[] = [];
    Reflect.set(window, 'createdAudioContexts', created);
    const Original = window.AudioContext;
    window.AudioContext = class extends Original {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args);
        created.push(this);
      }
    };
  });
}

/** Keeps the Media Session action handlers the page registers, to press them like headset keys. */
async function watchMediaSession(context: BrowserContext) {
  await context.addInitScript(() => {
    const handlers = new Map<string, MediaSessionActionHandler | null>();
    Reflect.set(window, 'mediaSessionHandlers', handlers);
    const register = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    navigator.mediaSession.setActionHandler = (action, handler) => {
      handlers.set(action, handler);
      register(action, handler);
    };
  });
}

const pressMediaKey = (page: Page, action: MediaSessionAction) =>
  page.evaluate((name) => {
    const handlers: Map<string, MediaSessionActionHandler | null> = Reflect.get(
      window,
      'mediaSessionHandlers',
    );
    handlers.get(name)?.({ action: name });
  }, action);

const audioStates = (page: Page) =>
  page.evaluate(() => {
    const created: AudioContext[] = Reflect.get(window, 'createdAudioContexts');
    return created.map((audio) => audio.state);
  });

const isSessionsPost = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname === '/api/meditation-sessions';

const visible = (page: Page, text: string) => page.getByText(text).first().isVisible();
/** Waits (with Playwright's own timeout, generous on a busy machine) until the text is on screen. */
const shown = (page: Page, text: string) => page.getByText(text).first().waitFor();
/** expect.poll with room for a slow CI machine. */
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

describeInBrowser('meditation', () => {
  const journey = useJourney();

  it('picks a session, plays, pauses, follows a scenario step by step and adds binaural beats', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await watchAudioContexts(context);
    await watchMediaSession(context);
    await page.clock.install();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isSessionsPost(request.url(), request.method())) posts.push(request.url());
    });
    await page.goto('/meditate');
    const player = page.getByRole('region', { name: 'Meditation player' });

    await player.getByRole('button', { name: 'Choose session' }).click();
    await player.getByRole('button', { name: /Financial Freedom Meditation/ }).click();
    await player.getByRole('heading', { name: 'Financial Freedom Meditation' }).waitFor();
    expect(await player.getByRole('button', { name: /Quantum Manifestation/ }).count()).toBe(0);
    expect(await visible(page, '12:00')).toBe(true);
    expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(
      'Financial Freedom Meditation',
    );

    const created = page.waitForResponse((response) =>
      isSessionsPost(response.url(), response.request().method()),
    );
    await player.getByRole('button', { name: 'Play' }).click();
    expect((await created).status()).toBe(201);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
    await page.clock.runFor(3000);
    await shown(page, '11:57');
    await player.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(5000);
    expect(await visible(page, '11:57')).toBe(true);
    expect(await audioStates(page)).toEqual([]);

    // The mixer waits behind "Sound settings".
    await player.getByRole('button', { name: /Sound settings/ }).click();
    await player.getByRole('button', { name: 'Advanced' }).click();
    await player.getByLabel('Guided imagery').selectOption('cascading-wealth-waterfall');
    await shown(page, 'Step 1 of 4 · Breathing');
    expect(await player.getByRole('img', { name: 'A softly breathing orb of light' }).isVisible()).toBe(true);
    await player.getByRole('button', { name: 'Next step' }).click();
    await shown(page, 'Step 2 of 4 · Imagery');
    expect(await player.getByRole('img', { name: 'A waterfall of golden light' }).isVisible()).toBe(true);
    await player.getByRole('button', { name: 'Previous step' }).click();
    await player.getByRole('button', { name: 'Previous step' }).click();
    await shown(page, 'Step 1 of 4 · Breathing');
    expect(await player.getByRole('heading', { name: 'Financial Freedom Meditation' }).isVisible()).toBe(
      true,
    );

    await player.getByRole('button', { name: 'Play' }).click();
    expect(await visible(page, 'Ready to play')).toBe(true);
    await player.getByRole('switch', { name: 'Binaural beats' }).click();
    await shown(page, 'Binaural beats active');
    await eventually(() => audioStates(page)).toEqual(['running']);
    await player.getByLabel('Preset').selectOption('gamma-insight');
    await player.getByLabel('Volume').fill('0.6');
    expect(await visible(page, '60%')).toBe(true);
    expect(await visible(page, 'Binaural beats active')).toBe(true);
    await player.getByRole('button', { name: 'Pause' }).click();
    await shown(page, 'Ready to play');
    expect(posts).toHaveLength(1);

    // Lock-screen and headset keys drive the same player.
    await pressMediaKey(page, 'play');
    await player.getByRole('button', { name: 'Pause' }).waitFor();
    await pressMediaKey(page, 'pause');
    await player.getByRole('button', { name: 'Play' }).waitFor();

    // Leaving the page closes the audio context.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await eventually(() => audioStates(page)).toEqual(['closed']);
    expect(consoleErrors).toEqual([]);
  });

  it('completes a full session by fast-forwarding time and counts it once in "Your practice"', async () => {
    const { context, page, consoleErrors } = await journey.newPage();
    await signUp(context, journey.server.url);
    await page.clock.install();
    await page.goto('/meditate');
    const practice = page.getByRole('region', { name: 'Your practice' });
    await practice.getByText('No sessions yet', { exact: false }).waitFor();

    const player = page.getByRole('region', { name: 'Meditation player' });
    await player.getByRole('button', { name: 'Choose session' }).click();
    await player.getByRole('button', { name: /Financial Freedom Meditation/ }).click();
    const created = page.waitForResponse((response) =>
      isSessionsPost(response.url(), response.request().method()),
    );
    await player.getByRole('button', { name: 'Play' }).click();
    await created;

    // Like a laptop lid closed for twelve minutes: the one late tick reads the clock and finishes.
    const completed = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await page.clock.fastForward('12:00');
    expect((await completed).status()).toBe(200);
    await shown(page, 'Session complete');
    await player.getByRole('button', { name: 'Play' }).waitFor();
    expect(await visible(page, '12:00')).toBe(true);

    const stat = (label: string) =>
      practice.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    await eventually(() => stat('Total minutes').textContent()).toBe('12');
    expect(await stat('This week').textContent()).toBe('1');
    const recent = practice.getByRole('list', { name: 'Recent sessions' });
    expect(await recent.getByRole('listitem').count()).toBe(1);
    expect(await recent.getByText('Financial Freedom Meditation').isVisible()).toBe(true);
    expect(await recent.getByText('Completed').isVisible()).toBe(true);

    const stored = MeditationSessionListSchema.parse(
      await (await context.request.get(`${journey.server.url}/api/meditation-sessions`)).json(),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ title: 'Financial Freedom Meditation', duration: 12, completed: true });

    // The end celebrates (a burst of light) and asks how the member feels now; the answer is kept.
    await player.getByText('Session complete. Well done.').waitFor();
    expect(await player.getByTestId('celebration-burst').count()).toBe(1);
    await player
      .getByRole('group', { name: 'How do you feel now?' })
      .getByRole('button', { name: /^5 of 5/ })
      .click();
    await expect
      .poll(async () => {
        const sessions = await (
          await context.request.get(`${journey.server.url}/api/meditation-sessions`)
        ).json();
        return sessions[0]?.moodAfter;
      })
      .toBe(5);

    await page.reload();
    await eventually(() => stat('Total minutes').textContent()).toBe('12');
    expect(consoleErrors).toEqual([]);
  });

  it('holds still under reduced motion, fits a phone without sideways scrolling and passes an accessibility scan', async () => {
    const { context, page } = await journey.newPage({ viewport: PHONE });
    await signUp(context, journey.server.url);
    await page.goto('/meditate');
    await page.getByRole('button', { name: 'Play' }).waitFor();
    const orbAnimation = () =>
      page.evaluate(() => {
        const orb = document.querySelector(
          '[aria-label="A softly breathing orb of light"] .meditation-breathe',
        );
        return orb ? getComputedStyle(orb).animationName : 'missing';
      });
    expect(await orbAnimation()).toBe('meditation-breathe');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await shown(page, 'Breathe in for four counts and out for six, at your own pace.');
    expect(await orbAnimation()).toBe('none');

    await page.getByRole('button', { name: /Sound settings/ }).click();
    await page.getByRole('button', { name: 'Advanced' }).click();
    await page.getByLabel('Guided imagery').selectOption('quantum-field-immersion');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
