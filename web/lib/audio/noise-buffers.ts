/**
 * Noise as sample arrays, generated on the device (no downloads). Each comes out ready to loop: the
 * last stretch is cross-faded into the first, so the seam carries on the same random walk instead
 * of jumping. Pure functions of a seeded generator, so tests and the app hear the same thing.
 */

export type NoiseKind = 'white' | 'pink' | 'brown';

/** A small deterministic generator (mulberry32): uniform in [-1, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** Pink (-3 dB per octave): Paul Kellet's economical filter bank over white noise. */
function pinkSamples(length: number, random: () => number): Float32Array<ArrayBuffer> {
  const out = new Float32Array(length);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0; // prettier-ignore
  for (let i = 0; i < length; i += 1) {
    const white = random();
    b0 = 0.99886 * b0 + white * 0.0555179;
    b1 = 0.99332 * b1 + white * 0.0750759;
    b2 = 0.969 * b2 + white * 0.153852;
    b3 = 0.8665 * b3 + white * 0.3104856;
    b4 = 0.55 * b4 + white * 0.5329522;
    b5 = -0.7616 * b5 - white * 0.016898;
    out[i] = (b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362) * 0.11;
    b6 = white * 0.115926;
  }
  return out;
}

/** Brown (-6 dB per octave): a slightly leaky running sum of white noise. */
function brownSamples(length: number, random: () => number): Float32Array<ArrayBuffer> {
  const out = new Float32Array(length);
  let last = 0;
  for (let i = 0; i < length; i += 1) {
    last = (last + 0.02 * random()) / 1.02;
    out[i] = last * 3.5;
  }
  return out;
}

/** `seconds` of loopable noise at `sampleRate`. */
export function noiseSamples(
  kind: NoiseKind,
  sampleRate: number,
  seconds: number,
  seed = 7,
): Float32Array<ArrayBuffer> {
  const length = Math.round(sampleRate * seconds);
  const fade = Math.round(sampleRate * 0.5);
  const random = seededRandom(seed);
  const raw =
    kind === 'pink'
      ? pinkSamples(length + fade, random)
      : kind === 'brown'
        ? brownSamples(length + fade, random)
        : Float32Array.from({ length: length + fade }, () => random() * 0.5);
  // The head is blended from the walk's own continuation past the end (raw[length + i]) into its
  // start (raw[i]): the sample after out[length - 1] is then raw[length], exactly what would follow.
  // Equal-power weights keep the level steady through the blend.
  const out = raw.slice(0, length);
  for (let i = 0; i < fade; i += 1) {
    const t = (i / fade) * (Math.PI / 2);
    out[i] = (raw[i] ?? 0) * Math.sin(t) + (raw[length + i] ?? 0) * Math.cos(t);
  }
  return out;
}
