import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BINAURAL_PRESETS } from '#domain/meditation';
import { PEAK_AT_FULL_VOLUME, RAMP_SECONDS } from '#web/features/meditation/audio/binaural-graph';
import { projectRoot } from './harness/app-server';
import { describeInBrowser, chromiumPath } from './harness/browser';
import { CHROMIUM_ARGS } from './harness/chromium';

/**
 * Renders the real binaural graph in Chromium's OfflineAudioContext and checks the samples.
 *
 * The app exposes nothing for this: the test bundles the graph module itself with Vite (the same
 * source file the page imports, compiled by the same tool) into a small script, loads it into a
 * blank page and calls it there. A blank page needs no server and no sign-in.
 */
type GraphModule = typeof import('#web/features/meditation/audio/binaural-graph');

const SAMPLE_RATE = 48_000;
const FFT_SIZE = 65_536; // 1.37 s: bins 0.73 Hz apart, refined below to well under 1 Hz
const SETTLE_SECONDS = 0.2; // skip the fade-in
const RENDER_SECONDS = 1.6;
const MIN_FADE_SECONDS = 0.02;

async function bundleGraph(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: projectRoot,
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.join(projectRoot, 'web/features/meditation/audio/binaural-graph.ts'),
        formats: ['iife'],
        name: 'BinauralGraph',
        fileName: 'binaural-graph',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs)
    if ('output' in output) for (const chunk of output.output) if (chunk.type === 'chunk') return chunk.code;
  throw new Error('vite produced no bundle for the binaural graph');
}

type Render = { left: number[]; right: number[] };

const decode = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4));
};

/** Renders one preset at one volume; optional events at render times exercise volume changes and stop. */
async function render(
  page: Page,
  tones: { baseHz: number; beatHz: number },
  volume: number,
  events: { at: number; volume?: number; stop?: boolean }[] = [],
): Promise<Render> {
  const encoded = await page.evaluate(
    async ({ tones, volume, events, sampleRate, seconds }) => {
      const graphModule: GraphModule = Reflect.get(globalThis, 'BinauralGraph');
      const context = new OfflineAudioContext({
        numberOfChannels: 2,
        length: Math.round(sampleRate * seconds),
        sampleRate,
      });
      const graph = graphModule.buildBinauralGraph(context, tones, volume);
      for (const event of events) {
        void context.suspend(event.at).then(() => {
          if (event.volume !== undefined) graph.setVolume(event.volume);
          if (event.stop) graph.stop();
          return context.resume();
        });
      }
      const buffer = await context.startRendering();
      // Base64 of the raw float32 bytes: about a quarter of the size of a JSON array of numbers.
      const encode = (channel: Float32Array) => {
        const bytes = new Uint8Array(channel.buffer, channel.byteOffset, channel.byteLength);
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000)
          text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      };
      return { left: encode(buffer.getChannelData(0)), right: encode(buffer.getChannelData(1)) };
    },
    { tones, volume, events, sampleRate: SAMPLE_RATE, seconds: RENDER_SECONDS },
  );
  return { left: decode(encoded.left), right: decode(encoded.right) };
}

/** In-place iterative radix-2 FFT. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i += 1) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j] ?? 0, re[i] ?? 0];
      [im[i], im[j]] = [im[j] ?? 0, im[i] ?? 0];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k += 1) {
        const cos = Math.cos(step * k);
        const sin = Math.sin(step * k);
        const a = start + k;
        const b = a + size / 2;
        const tRe = (re[b] ?? 0) * cos - (im[b] ?? 0) * sin;
        const tIm = (re[b] ?? 0) * sin + (im[b] ?? 0) * cos;
        re[b] = (re[a] ?? 0) - tRe;
        im[b] = (im[a] ?? 0) - tIm;
        re[a] = (re[a] ?? 0) + tRe;
        im[a] = (im[a] ?? 0) + tIm;
      }
    }
  }
}

/** The strongest frequency in a channel: Hann-windowed FFT peak, refined by a parabola through log magnitudes. */
function dominantFrequency(samples: number[]): number {
  const offset = Math.round(SETTLE_SECONDS * SAMPLE_RATE);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  for (let i = 0; i < FFT_SIZE; i += 1)
    re[i] = (samples[offset + i] ?? 0) * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (FFT_SIZE - 1)));
  fft(re, im);
  const magnitude = (bin: number) => Math.hypot(re[bin] ?? 0, im[bin] ?? 0);
  let peak = 1;
  for (let bin = 2; bin < FFT_SIZE / 2; bin += 1) if (magnitude(bin) > magnitude(peak)) peak = bin;
  const [a, b, c] = [peak - 1, peak, peak + 1].map((bin) => Math.log(magnitude(bin) + 1e-12));
  const shift =
    (a ?? 0) - 2 * (b ?? 0) + (c ?? 0) === 0
      ? 0
      : (0.5 * ((a ?? 0) - (c ?? 0))) / ((a ?? 0) - 2 * (b ?? 0) + (c ?? 0));
  return ((peak + shift) * SAMPLE_RATE) / FFT_SIZE;
}

function steadyRms(samples: number[]): number {
  const steady = samples.slice(Math.round(SETTLE_SECONDS * SAMPLE_RATE));
  return Math.sqrt(steady.reduce((sum, value) => sum + value * value, 0) / steady.length);
}

describeInBrowser('binaural beats rendered in an OfflineAudioContext', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    const code = await bundleGraph();
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
    page = await browser.newPage();
    await page.addScriptTag({ content: code });
  });
  afterAll(() => browser?.close());

  it.each(BINAURAL_PRESETS.map((preset) => [preset.name, preset] as const))(
    '%s: the left ear hears the base tone and the right ear base + beat, within 1 Hz',
    async (_name, preset) => {
      const { left, right } = await render(page, preset, 0.3);
      expect(Math.abs(dominantFrequency(left) - preset.baseHz)).toBeLessThan(1);
      expect(Math.abs(dominantFrequency(right) - (preset.baseHz + preset.beatHz))).toBeLessThan(1);
    },
  );

  it.each([0, 0.1, 0.3, 0.6, 1])('the level follows volume %d on both ears', async (volume) => {
    const { left, right } = await render(page, BINAURAL_PRESETS[0] ?? { baseHz: 432, beatHz: 10 }, volume);
    // A sine of peak A has an RMS of A / √2.
    const expected = (volume * PEAK_AT_FULL_VOLUME) / Math.SQRT2;
    for (const channel of [left, right]) expect(steadyRms(channel)).toBeCloseTo(expected, 3);
  });

  it('fades in, changes volume and stops without a click', async () => {
    const preset = BINAURAL_PRESETS.find((candidate) => candidate.id === 'gamma-insight');
    if (!preset) throw new Error('missing preset');
    const { left, right } = await render(page, preset, 0.3, [
      { at: 0.4, volume: 1 },
      { at: 0.8, stop: true },
    ]);
    // A full-volume sine at 781 Hz moves at most 2π·f·A/sampleRate ≈ 0.051 per sample; a click jumps far more.
    const limit = (2 * Math.PI * (preset.baseHz + preset.beatHz) * PEAK_AT_FULL_VOLUME) / SAMPLE_RATE + 0.005;
    for (const channel of [left, right]) {
      expect(Math.abs(channel[0] ?? 1)).toBeLessThan(0.001);
      let steepest = 0;
      for (let i = 1; i < channel.length; i += 1)
        steepest = Math.max(steepest, Math.abs((channel[i] ?? 0) - (channel[i - 1] ?? 0)));
      expect(steepest).toBeLessThan(limit);
      // Fades must last at least MIN_FADE_SECONDS (a shorter one is heard as a click): 5 ms in, the tone has
      // barely risen; 10 ms into the fade-out it is still at least half there.
      const peakBetween = (from: number, to: number) =>
        Math.max(
          ...channel.slice(Math.round(from * SAMPLE_RATE), Math.round(to * SAMPLE_RATE)).map(Math.abs),
        );
      expect(peakBetween(0, 0.005)).toBeLessThan(0.3 * PEAK_AT_FULL_VOLUME * (0.005 / MIN_FADE_SECONDS));
      expect(peakBetween(0.81, 0.815)).toBeGreaterThan(
        PEAK_AT_FULL_VOLUME * (1 - 0.01 / MIN_FADE_SECONDS) * 0.9,
      );
      const silentFrom = Math.ceil((0.8 + RAMP_SECONDS + 0.01) * SAMPLE_RATE);
      expect(Math.max(...channel.slice(silentFrom).map(Math.abs))).toBe(0);
    }
  });
});
