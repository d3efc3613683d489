/**
 * The binaural-beat audio graph, built on any BaseAudioContext so the app (AudioContext) and the
 * browser test (OfflineAudioContext) render exactly the same nodes:
 *
 *   sine(baseHz) ──► merger input 0 (left) ─┐
 *                                           ├─► gain (volume, ramped) ─► destination
 *   sine(baseHz + beatHz) ─► input 1 (right) ┘
 *
 * A ChannelMerger rather than StereoPanners: each tone lands on exactly one channel, so neither ear
 * hears any of the other tone (a panner at ±1 does the same, with more maths per sample).
 * This module imports nothing so the test can bundle it alone.
 */

/** Start, stop and volume changes ramp over this long: short enough to feel instant, long enough not to click. */
export const RAMP_SECONDS = 0.05;

/** Peak amplitude at volume 1: -6 dBFS leaves headroom for whatever else the device plays. */
export const PEAK_AT_FULL_VOLUME = 0.5;

export type Tones = { baseHz: number; beatHz: number };

export type BinauralGraph = {
  /** Glides to a new volume (0-1). */
  setVolume: (volume: number) => void;
  /** Fades out, then stops and disconnects the oscillators. */
  stop: () => void;
};

const amplitude = (volume: number) => Math.min(1, Math.max(0, volume)) * PEAK_AT_FULL_VOLUME;

export function buildBinauralGraph(context: BaseAudioContext, tones: Tones, volume: number): BinauralGraph {
  const left = new OscillatorNode(context, { type: 'sine', frequency: tones.baseHz });
  const right = new OscillatorNode(context, { type: 'sine', frequency: tones.baseHz + tones.beatHz });
  const merger = new ChannelMergerNode(context, { numberOfInputs: 2 });
  const output = new GainNode(context, { gain: 0 });
  left.connect(merger, 0, 0);
  right.connect(merger, 0, 1);
  merger.connect(output).connect(context.destination);

  const gain = output.gain;
  /** From whatever level it is at now (even mid-ramp) to `target`, linearly over RAMP_SECONDS. */
  const rampTo = (target: number) => {
    const now = context.currentTime;
    const current = gain.value;
    gain.cancelScheduledValues(now);
    gain.setValueAtTime(current, now);
    gain.linearRampToValueAtTime(target, now + RAMP_SECONDS);
    return now + RAMP_SECONDS;
  };

  const startAt = context.currentTime;
  gain.setValueAtTime(0, startAt);
  gain.linearRampToValueAtTime(amplitude(volume), startAt + RAMP_SECONDS);
  left.start(startAt);
  right.start(startAt);

  let stopped = false;
  return {
    setVolume: (next) => {
      if (!stopped) rampTo(amplitude(next));
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      const silentAt = rampTo(0);
      left.stop(silentAt);
      right.stop(silentAt);
      right.onended = () => {
        left.disconnect();
        right.disconnect();
        merger.disconnect();
        output.disconnect();
      };
    },
  };
}
