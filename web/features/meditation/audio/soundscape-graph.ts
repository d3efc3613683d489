import {
  BOWL_STRIKE_SECONDS,
  FADE_SECONDS,
  SURF_SWELL_SECONDS,
  VOLUME_GLIDE_SECONDS,
  type SoundscapeId,
} from '#domain/meditation/journeys';
import { BOWL, strikeBell } from './bell';
import { noiseSamples, seededRandom, type NoiseKind } from '#web/lib/audio/noise-buffers';

/**
 * One soundscape layer with its own volume, faded in and out over FADE_SECONDS:
 *   pink, brown  looped noise buffer ─────────────────────────────► gain ─► destination
 *   rain         white noise ─► highpass ─► lowpass ─┐
 *                sparse droplets ─► bandpass ────────┴───────────► gain
 *   surf         brown noise ─► lowpass ─► swell gain (LFO, SURF_SWELL_SECONDS) ─► gain
 *   bowl         a bowl struck every BOWL_STRIKE_SECONDS ────────► gain
 */

export type Layer = { setVolume: (volume: number) => void; stop: () => void };

const LOOP_SECONDS = 12;
/** Per-soundscape level at volume 1, so the five sit at similar loudness. */
const LEVEL: Record<SoundscapeId, number> = { pink: 0.5, brown: 0.55, rain: 0.5, surf: 0.8, bowl: 1 };

function loop(context: BaseAudioContext, samples: Float32Array<ArrayBuffer>) {
  const buffer = new AudioBuffer({
    length: samples.length,
    sampleRate: context.sampleRate,
    numberOfChannels: 1,
  });
  buffer.copyToChannel(samples, 0);
  return new AudioBufferSourceNode(context, { buffer, loop: true });
}

function noise(context: BaseAudioContext, kind: NoiseKind, seed: number) {
  return loop(context, noiseSamples(kind, context.sampleRate, LOOP_SECONDS, seed));
}

/** Rain drops: short bright ticks at random moments, about 40 a second. */
function droplets(context: BaseAudioContext) {
  const rate = context.sampleRate;
  const samples = new Float32Array(rate * LOOP_SECONDS);
  const random = seededRandom(11);
  for (let drop = 0; drop < 40 * LOOP_SECONDS; drop += 1) {
    const start = Math.floor(((random() + 1) / 2) * (samples.length - rate * 0.01));
    const level = 0.2 + 0.3 * ((random() + 1) / 2);
    for (let i = 0; i < rate * 0.01; i += 1)
      samples[start + i] = (samples[start + i] ?? 0) + random() * level * Math.exp(-i / (rate * 0.0015));
  }
  return loop(context, samples);
}

export function buildSoundscape(
  context: BaseAudioContext,
  destination: AudioNode,
  id: SoundscapeId,
  volume: number,
): Layer {
  const output = new GainNode(context, { gain: 0 });
  output.connect(destination);
  const sources: AudioScheduledSourceNode[] = [];
  let timer: ReturnType<typeof setInterval> | undefined;
  const start = context.currentTime;

  if (id === 'pink' || id === 'brown') {
    sources.push(noise(context, id, id === 'pink' ? 3 : 5));
    sources[0]?.connect(output);
  } else if (id === 'rain') {
    const hiss = noise(context, 'white', 9);
    hiss
      .connect(new BiquadFilterNode(context, { type: 'highpass', frequency: 900 }))
      .connect(new BiquadFilterNode(context, { type: 'lowpass', frequency: 9000 }))
      .connect(output);
    const drops = droplets(context);
    drops
      .connect(new BiquadFilterNode(context, { type: 'bandpass', frequency: 3200, Q: 0.8 }))
      .connect(output);
    sources.push(hiss, drops);
  } else if (id === 'surf') {
    const swell = new GainNode(context, { gain: 0.55 });
    const lfo = new OscillatorNode(context, { type: 'sine', frequency: 1 / SURF_SWELL_SECONDS });
    const depth = new GainNode(context, { gain: 0.45 });
    lfo.connect(depth).connect(swell.gain);
    const body = noise(context, 'brown', 13);
    body
      .connect(new BiquadFilterNode(context, { type: 'lowpass', frequency: 1100 }))
      .connect(swell)
      .connect(output);
    sources.push(body, lfo);
  } else {
    // Strikes are scheduled a little ahead; an offline render gets all of its strikes at once.
    let next = start + 0.05;
    const horizon = context instanceof OfflineAudioContext ? context.length / context.sampleRate : 30;
    const schedule = () => {
      while (next < context.currentTime + horizon) {
        strikeBell(context, output, next, BOWL);
        next += BOWL_STRIKE_SECONDS;
      }
    };
    schedule();
    if (!(context instanceof OfflineAudioContext)) timer = setInterval(schedule, 5000);
  }
  for (const source of sources) source.start(start);

  const level = (value: number) => Math.min(1, Math.max(0, value)) * LEVEL[id];
  output.gain.setValueAtTime(0, start);
  output.gain.linearRampToValueAtTime(level(volume), start + FADE_SECONDS);

  const rampTo = (target: number, seconds: number) => {
    const now = context.currentTime;
    output.gain.cancelScheduledValues(now);
    output.gain.setValueAtTime(output.gain.value, now);
    output.gain.linearRampToValueAtTime(target, now + seconds);
    return now + seconds;
  };
  let stopped = false;
  return {
    setVolume: (next) => {
      if (!stopped) rampTo(level(next), VOLUME_GLIDE_SECONDS);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      clearInterval(timer);
      const silentAt = rampTo(0, FADE_SECONDS);
      for (const source of sources) source.stop(silentAt);
      setTimeout(() => output.disconnect(), (silentAt - context.currentTime + 0.5) * 1000);
    },
  };
}
