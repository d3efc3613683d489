import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BINAURAL_PRESETS } from '#domain/meditation/meditation';
import { FADE_SECONDS } from '#domain/meditation/journeys';
import { PEAK_AT_FULL_VOLUME, type BeatSpec } from '#web/features/meditation/audio/binaural-graph';
import { describeInBrowser, chromiumPath } from './harness/browser';
import { CHROMIUM_ARGS } from './harness/chromium';
import {
  bundleModule,
  decode,
  dominantFrequency,
  installEncoder,
  rms,
  steepestStep,
} from './harness/offline-audio';

/**
 * Renders the real beat graph (binaural, isochronic, journeys) in Chromium's OfflineAudioContext
 * and checks the samples. The app exposes nothing for this: the test bundles the graph module itself.
 */
type GraphModule = typeof import('#web/features/meditation/audio/binaural-graph');
type Event = { at: number; volume?: number; stop?: boolean; restart?: BeatSpec };

async function render(
  page: Page,
  spec: BeatSpec,
  volume: number,
  seconds: number,
  sampleRate: number,
  events: Event[] = [],
) {
  const encoded = await page.evaluate(
    async ({ spec, volume, seconds, sampleRate, events }) => {
      const graphs: GraphModule = Reflect.get(globalThis, 'BeatGraph');
      const encode: (channel: Float32Array) => string = Reflect.get(globalThis, 'encodeChannel');
      const context = new OfflineAudioContext({
        numberOfChannels: 2,
        length: Math.round(sampleRate * seconds),
        sampleRate,
      });
      let graph = graphs.buildBeatGraph(context, spec, volume);
      for (const event of events) {
        void context.suspend(event.at).then(() => {
          if (event.volume !== undefined) graph.setVolume(event.volume);
          if (event.stop) graph.stop();
          if (event.restart) {
            graph.stop();
            graph = graphs.buildBeatGraph(context, event.restart, volume);
          }
          return context.resume();
        });
      }
      const buffer = await context.startRendering();
      return { left: encode(buffer.getChannelData(0)), right: encode(buffer.getChannelData(1)) };
    },
    { spec, volume, seconds, sampleRate, events },
  );
  return { left: decode(encoded.left), right: decode(encoded.right) };
}

const fixed = (preset: { baseHz: number; beatHz: number }): BeatSpec => ({
  mode: 'binaural',
  carrierHz: preset.baseHz,
  beatHz: preset.beatHz,
});
const HZ = 48_000;

describeInBrowser('beats rendered in an OfflineAudioContext', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const code = await bundleModule('web/features/meditation/audio/binaural-graph.ts', 'BeatGraph');
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    await page.addScriptTag({ content: code });
    await installEncoder(page);
  });
  afterAll(() => browser?.close());

  it.each(BINAURAL_PRESETS.map((preset) => [preset.name, preset] as const))(
    '%s: the left ear hears the base tone and the right ear base + beat, within 1 Hz',
    async (_name, preset) => {
      const { left, right } = await render(page, fixed(preset), 0.3, 2, HZ);
      const offset = Math.round(0.5 * HZ);
      expect(Math.abs(dominantFrequency(left, HZ, offset, 65_536) - preset.baseHz)).toBeLessThan(1);
      expect(
        Math.abs(dominantFrequency(right, HZ, offset, 65_536) - (preset.baseHz + preset.beatHz)),
      ).toBeLessThan(1);
    },
  );

  it.each([0, 0.3, 1])('after the fade-in the level follows volume %d on both ears', async (volume) => {
    const rate = 8000;
    const { left, right } = await render(
      page,
      fixed({ baseHz: 432, beatHz: 10 }),
      volume,
      FADE_SECONDS + 1.5,
      rate,
    );
    const from = Math.round((FADE_SECONDS + 0.2) * rate);
    // A sine of peak A has an RMS of A / √2.
    for (const channel of [left, right])
      expect(rms(channel, from)).toBeCloseTo((volume * PEAK_AT_FULL_VOLUME) / Math.SQRT2, 3);
  });

  it('fades in and out over the fade time, and changes volume and preset without a click', async () => {
    const gamma = BINAURAL_PRESETS.find((preset) => preset.id === 'gamma-insight');
    const delta = BINAURAL_PRESETS.find((preset) => preset.id === 'delta-healing');
    if (!gamma || !delta) throw new Error('missing preset');
    const stopAt = 11;
    const { left, right } = await render(page, fixed(delta), 0.3, stopAt + FADE_SECONDS + 1, HZ, [
      { at: 7, volume: 1 },
      { at: 8, restart: fixed(gamma) },
      { at: stopAt, stop: true },
    ]);
    // A full-level sine of frequency f moves at most 2π·f·A per second; a click jumps far more.
    const fastest = gamma.baseHz + gamma.beatHz;
    const limit = (2 * Math.PI * fastest * PEAK_AT_FULL_VOLUME) / HZ + 0.002;
    for (const channel of [left, right]) {
      expect(Math.abs(channel[0] ?? 1)).toBeLessThan(0.001);
      expect(steepestStep(channel)).toBeLessThan(limit);
      // Half a second in, a fade of FADE_SECONDS has reached under a tenth of the level.
      expect(rms(channel, 0, Math.round(0.5 * HZ))).toBeLessThan(0.1 * rms(channel, 6 * HZ, 7 * HZ));
      // Still clearly sounding a second into the fade-out; silent once it is over.
      expect(rms(channel, (stopAt + 1) * HZ, (stopAt + 1.5) * HZ)).toBeGreaterThan(0.05);
      expect(Math.max(...channel.slice(Math.ceil((stopAt + FADE_SECONDS + 0.05) * HZ)).map(Math.abs))).toBe(
        0,
      );
    }
  });

  it('a journey glides the beat along its curve', async () => {
    const rate = 8000;
    const spec: BeatSpec = { mode: 'binaural', carrierHz: 200, beatHz: 14, glide: [[8, 6]] };
    const { left, right } = await render(page, spec, 1, 8, rate);
    const at = (seconds: number) => Math.round((seconds - 0.512) * rate);
    expect(dominantFrequency(left, rate, at(4), 8192)).toBeCloseTo(200, 0);
    // The curve: 14 Hz at 0 s falling linearly to 6 Hz at 8 s, so 12 at 2 s, 10 at 4 s, 8 at 6 s.
    for (const [seconds, beat] of [
      [2, 12],
      [4, 10],
      [6, 8],
    ] as const)
      expect(Math.abs(dominantFrequency(right, rate, at(seconds), 8192) - (200 + beat))).toBeLessThan(0.5);
  });

  it('isochronic mode pulses one tone, in both ears, on and off at the beat rate', async () => {
    const rate = 8000;
    const spec: BeatSpec = { mode: 'isochronic', carrierHz: 200, beatHz: 10 };
    const { left, right } = await render(page, spec, 1, FADE_SECONDS + 2, rate);
    expect(left).toEqual(right);
    // Envelope: RMS over 5 ms blocks (one carrier period) after the fade-in, 200 blocks a second.
    const from = Math.round((FADE_SECONDS + 0.3) * rate);
    const envelope: number[] = [];
    for (let i = from; i + 40 <= left.length; i += 40) envelope.push(rms(left, i, i + 40));
    expect(
      Math.abs(
        dominantFrequency(
          envelope.map((value) => value - rms(envelope)),
          200,
          0,
          256,
        ) - 10,
      ),
    ).toBeLessThan(0.5);
    expect(Math.min(...envelope) / Math.max(...envelope)).toBeLessThan(0.15);
    expect(Math.abs(dominantFrequency(left, rate, from, 8192) - 200)).toBeLessThan(1);
  });
});
