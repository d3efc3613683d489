import { FADE_SECONDS, VOLUME_GLIDE_SECONDS } from '#domain/meditation/journeys';

/**
 * The beat audio graph, built on any BaseAudioContext so the app (AudioContext) and the browser
 * tests (OfflineAudioContext) render exactly the same nodes.
 *
 * Binaural (headphones):
 *   sine(carrier) ─────────► merger input 0 (left) ─┐
 *                                                   ├─► gain (volume, faded) ─► destination
 *   sine(carrier + beat) ──► merger input 1 (right) ┘
 * Isochronic (speakers are fine): one tone, switched on and off `beat` times a second by a
 * rounded square wave (a few odd harmonics, Lanczos-smoothed so the pulse edges never click):
 *   sine(carrier) ─► pulse gain (0-1, driven by the pulse oscillator) ─► gain ─► destination
 *
 * A journey is a glide: the beat follows linear ramps to each [secondsFromNow, beatHz] corner.
 */

/** Peak amplitude at volume 1: -6 dBFS leaves headroom for the soundscapes and the voice. */
export const PEAK_AT_FULL_VOLUME = 0.5;

export type BeatSpec = {
  mode: 'binaural' | 'isochronic';
  carrierHz: number;
  beatHz: number;
  /** Optional journey: [seconds from now, beat Hz] corners after the start. */
  glide?: readonly (readonly [number, number])[];
};

export type BinauralGraph = {
  /** Glides to a new volume (0-1). */
  setVolume: (volume: number) => void;
  /** Fades out, then stops and disconnects the oscillators. */
  stop: () => void;
};

const amplitude = (volume: number) => Math.min(1, Math.max(0, volume)) * PEAK_AT_FULL_VOLUME;

function pulseWave(context: BaseAudioContext): PeriodicWave {
  const harmonics = 9;
  const real = new Float32Array(harmonics + 1);
  const imag = new Float32Array(harmonics + 1);
  for (let n = 1; n <= harmonics; n += 2) {
    const sigma = Math.sin((Math.PI * n) / (harmonics + 1)) / ((Math.PI * n) / (harmonics + 1));
    imag[n] = (4 / (Math.PI * n)) * sigma;
  }
  return new PeriodicWave(context, { real, imag });
}

function glideTo(param: AudioParam, start: number, offsetHz: number, spec: BeatSpec) {
  param.setValueAtTime(offsetHz + spec.beatHz, start);
  for (const [at, beat] of spec.glide ?? [])
    if (at > 0) param.linearRampToValueAtTime(offsetHz + beat, start + at);
}

export function buildBeatGraph(
  context: BaseAudioContext,
  spec: BeatSpec,
  volume: number,
  destination: AudioNode = context.destination,
): BinauralGraph {
  const output = new GainNode(context, { gain: 0 });
  output.connect(destination);
  const startAt = context.currentTime;
  const oscillators: OscillatorNode[] = [];
  const nodes: AudioNode[] = [output];

  if (spec.mode === 'binaural') {
    const left = new OscillatorNode(context, { type: 'sine', frequency: spec.carrierHz });
    const right = new OscillatorNode(context, { type: 'sine', frequency: spec.carrierHz + spec.beatHz });
    glideTo(right.frequency, startAt, spec.carrierHz, spec);
    const merger = new ChannelMergerNode(context, { numberOfInputs: 2 });
    left.connect(merger, 0, 0);
    right.connect(merger, 0, 1);
    merger.connect(output);
    oscillators.push(left, right);
    nodes.push(merger);
  } else {
    const tone = new OscillatorNode(context, { type: 'sine', frequency: spec.carrierHz });
    const pulse = new OscillatorNode(context, { frequency: spec.beatHz });
    pulse.setPeriodicWave(pulseWave(context));
    glideTo(pulse.frequency, startAt, 0, spec);
    // gain = 0.5 + 0.5 · pulse: the tone swings between silence and full level.
    const gate = new GainNode(context, { gain: 0.5 });
    const depth = new GainNode(context, { gain: 0.5 });
    pulse.connect(depth).connect(gate.gain);
    tone.connect(gate).connect(output);
    oscillators.push(tone, pulse);
    nodes.push(gate, depth);
  }

  const gain = output.gain;
  /** From whatever level it is at now (even mid-ramp) to `target`, linearly over `seconds`. */
  const rampTo = (target: number, seconds: number) => {
    const now = context.currentTime;
    const current = gain.value;
    gain.cancelScheduledValues(now);
    gain.setValueAtTime(current, now);
    gain.linearRampToValueAtTime(target, now + seconds);
    return now + seconds;
  };

  gain.setValueAtTime(0, startAt);
  gain.linearRampToValueAtTime(amplitude(volume), startAt + FADE_SECONDS);
  for (const oscillator of oscillators) oscillator.start(startAt);

  let stopped = false;
  return {
    setVolume: (next) => {
      if (!stopped) rampTo(amplitude(next), VOLUME_GLIDE_SECONDS);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      const silentAt = rampTo(0, FADE_SECONDS);
      for (const oscillator of oscillators) oscillator.stop(silentAt);
      const last = oscillators.at(-1);
      if (last)
        last.onended = () => {
          for (const node of [...oscillators, ...nodes]) node.disconnect();
        };
    },
  };
}
