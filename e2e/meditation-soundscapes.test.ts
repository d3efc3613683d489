import type { Browser, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  BOWL_STRIKE_SECONDS,
  FADE_SECONDS,
  SURF_SWELL_SECONDS,
  type SoundscapeId,
} from '#domain/meditation/journeys';
import { describeInBrowser, chromiumPath } from './harness/browser';
import { CHROMIUM_ARGS } from './harness/chromium';
import {
  bundleModule,
  decode,
  dominantFrequency,
  installEncoder,
  rms,
  spectrum,
} from './harness/offline-audio';

/** Renders each generated soundscape in Chromium's OfflineAudioContext and checks its character. */
type SoundscapeModule = typeof import('#web/features/meditation/audio/soundscape-graph');

async function render(page: Page, id: SoundscapeId, seconds: number, sampleRate: number, stopAt?: number) {
  const encoded = await page.evaluate(
    async ({ id, seconds, sampleRate, stopAt }) => {
      const module: SoundscapeModule = Reflect.get(globalThis, 'Soundscape');
      const encode: (channel: Float32Array) => string = Reflect.get(globalThis, 'encodeChannel');
      const context = new OfflineAudioContext({
        numberOfChannels: 1,
        length: Math.round(sampleRate * seconds),
        sampleRate,
      });
      const layer = module.buildSoundscape(context, context.destination, id, 1);
      if (stopAt !== undefined)
        void context.suspend(stopAt).then(() => {
          layer.stop();
          return context.resume();
        });
      return encode((await context.startRendering()).getChannelData(0));
    },
    { id, seconds, sampleRate, stopAt },
  );
  return decode(encoded);
}

/** Power spectral density averaged over each octave band (Welch: 4096-sample Hann windows, half overlapping). */
function octavePowers(samples: number[], sampleRate: number, from: number, bands: number[]): number[] {
  const size = 4096;
  const power = new Float64Array(size / 2);
  let windows = 0;
  for (let offset = from; offset + size <= samples.length; offset += size / 2) {
    const magnitudes = spectrum(samples, offset, size);
    for (let bin = 0; bin < size / 2; bin += 1) power[bin] = (power[bin] ?? 0) + (magnitudes[bin] ?? 0) ** 2;
    windows += 1;
  }
  return bands.map((low) => {
    let sum = 0;
    let bins = 0;
    for (let bin = Math.ceil((low * size) / sampleRate); bin < (2 * low * size) / sampleRate; bin += 1) {
      sum += power[bin] ?? 0;
      bins += 1;
    }
    return sum / windows / bins;
  });
}

/** dB per octave: least-squares slope of 10·log10(band power) against the octave number. */
function slopePerOctave(powers: number[]): number {
  const ys = powers.map((power) => 10 * Math.log10(power));
  const n = ys.length;
  const meanX = (n - 1) / 2;
  const meanY = ys.reduce((sum, y) => sum + y, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

const BANDS = [250, 500, 1000, 2000, 4000];

describeInBrowser('soundscapes rendered in an OfflineAudioContext', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const code = await bundleModule('web/features/meditation/audio/soundscape-graph.ts', 'Soundscape');
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    await page.addScriptTag({ content: code });
    await installEncoder(page);
  });
  afterAll(() => browser?.close());

  it.each([
    ['pink', -3],
    ['brown', -6],
  ] as const)('%s noise falls about %d dB per octave', async (id, slope) => {
    const rate = 44_100;
    const samples = await render(page, id, 8, rate);
    expect(slopePerOctave(octavePowers(samples, rate, rate, BANDS))).toBeCloseTo(slope, 0);
  });

  it('rain is bright hiss: most of its power (250 Hz-8 kHz) lies above 1 kHz', async () => {
    const rate = 44_100;
    const densities = octavePowers(await render(page, 'rain', 8, rate), rate, rate, BANDS);
    // Band power = density × bandwidth, and each octave is as wide as its lower edge.
    const powers = densities.map((density, i) => density * (BANDS[i] ?? 0));
    const total = powers.reduce((sum, power) => sum + power, 0);
    expect(powers.slice(2).reduce((sum, power) => sum + power, 0) / total).toBeGreaterThan(0.8);
  });

  it('ocean surf swells with a period in its range', async () => {
    const rate = 4000;
    const samples = await render(page, 'surf', FADE_SECONDS + 4 * SURF_SWELL_SECONDS, rate);
    const block = rate / 4;
    const envelope: number[] = [];
    for (let i = FADE_SECONDS * rate; i + block <= samples.length; i += block)
      envelope.push(rms(samples, i, i + block));
    const mean = envelope.reduce((sum, value) => sum + value, 0) / envelope.length;
    const centred = envelope.map((value) => value - mean);
    // The lag (in quarter seconds) with the strongest autocorrelation between 4 and 20 s.
    let best = 0;
    let bestScore = -Infinity;
    for (let lag = 16; lag <= 80; lag += 1) {
      let score = 0;
      for (let i = 0; i + lag < centred.length; i += 1) score += (centred[i] ?? 0) * (centred[i + lag] ?? 0);
      score /= centred.length - lag;
      if (score > bestScore) [best, bestScore] = [lag, score];
    }
    expect(best / 4).toBeGreaterThanOrEqual(8);
    expect(best / 4).toBeLessThanOrEqual(12);
    expect(Math.max(...envelope) / Math.min(...envelope)).toBeGreaterThan(3);
  });

  it('the singing bowl rings at its fundamental and dies away between strikes', async () => {
    const rate = 8000;
    const samples = await render(page, 'bowl', BOWL_STRIKE_SECONDS - 1, rate);
    expect(Math.abs(dominantFrequency(samples, rate, 1 * rate, 8192) - 196)).toBeLessThan(2);
    expect(rms(samples, 2 * rate, 3 * rate)).toBeGreaterThan(3 * rms(samples, 13 * rate, 14 * rate));
  });

  it.each(['pink', 'brown', 'rain', 'surf', 'bowl'] as const)(
    '%s fades in and fades out to silence',
    async (id) => {
      const rate = 8000;
      // A whole surf swell after the fade-in, so the steady level is its average.
      const stopAt = FADE_SECONDS + SURF_SWELL_SECONDS;
      const samples = await render(page, id, stopAt + FADE_SECONDS + 1, rate, stopAt);
      const steady = rms(samples, FADE_SECONDS * rate, stopAt * rate);
      expect(steady).toBeGreaterThan(0.005);
      if (id !== 'bowl') expect(rms(samples, 0, rate / 2)).toBeLessThan(0.15 * steady);
      expect(
        Math.max(...samples.slice(Math.ceil((stopAt + FADE_SECONDS + 0.05) * rate)).map(Math.abs)),
      ).toBeLessThan(1e-4);
    },
  );
});
