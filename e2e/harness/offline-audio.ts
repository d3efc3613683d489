import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { projectRoot } from './app-server';

/**
 * Helpers for rendering the app's real audio graphs in Chromium's OfflineAudioContext: bundle one
 * module (the same source the page imports, compiled by the same tool) into a global, and decode
 * rendered channels sent back as base64 float32.
 */
export async function bundleModule(relativePath: string, globalName: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: projectRoot,
    build: {
      write: false,
      minify: false,
      lib: {
        entry: path.join(projectRoot, relativePath),
        formats: ['iife'],
        name: globalName,
        fileName: globalName,
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs)
    if ('output' in output) for (const chunk of output.output) if (chunk.type === 'chunk') return chunk.code;
  throw new Error(`vite produced no bundle for ${relativePath}`);
}

export const decode = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  return Array.from(new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4));
};

/** Runs in the page: base64 of a channel's raw float32 bytes (a quarter of a JSON array's size). */
export async function installEncoder(page: Page) {
  await page.addScriptTag({
    content: `window.encodeChannel = (channel) => {
      const bytes = new Uint8Array(channel.buffer, channel.byteOffset, channel.byteLength);
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    };`,
  });
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

const hann = (i: number, n: number) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1));

/** Magnitudes of a Hann-windowed FFT of `size` samples starting at `offset`. */
export function spectrum(samples: number[], offset: number, size: number): Float64Array {
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  for (let i = 0; i < size; i += 1) re[i] = (samples[offset + i] ?? 0) * hann(i, size);
  fft(re, im);
  const magnitudes = new Float64Array(size / 2);
  for (let bin = 0; bin < size / 2; bin += 1) magnitudes[bin] = Math.hypot(re[bin] ?? 0, im[bin] ?? 0);
  return magnitudes;
}

/** The strongest frequency in a window: FFT peak refined by a parabola through log magnitudes. */
export function dominantFrequency(
  samples: number[],
  sampleRate: number,
  offset: number,
  size: number,
): number {
  const magnitude = spectrum(samples, offset, size);
  let peak = 2;
  for (let bin = 3; bin < size / 2 - 1; bin += 1)
    if ((magnitude[bin] ?? 0) > (magnitude[peak] ?? 0)) peak = bin;
  const [a, b, c] = [peak - 1, peak, peak + 1].map((bin) => Math.log((magnitude[bin] ?? 0) + 1e-12));
  const denominator = (a ?? 0) - 2 * (b ?? 0) + (c ?? 0);
  const shift = denominator === 0 ? 0 : (0.5 * ((a ?? 0) - (c ?? 0))) / denominator;
  return ((peak + shift) * sampleRate) / size;
}

export function rms(samples: number[], from = 0, to = samples.length): number {
  let sum = 0;
  for (let i = from; i < to; i += 1) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

/** The largest difference between neighbouring samples: a click shows up as a jump. */
export function steepestStep(samples: number[]): number {
  let steepest = 0;
  for (let i = 1; i < samples.length; i += 1)
    steepest = Math.max(steepest, Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0)));
  return steepest;
}
