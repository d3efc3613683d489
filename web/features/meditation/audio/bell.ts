/**
 * A struck bell or singing bowl, synthesised: a few inharmonic partials (the ratios of a real bowl's
 * modes), each a pair of slightly detuned sines so it shimmers, with a soft 8 ms attack (no click)
 * and an exponential ring-out. Works on any BaseAudioContext, so the offline tests hear the same.
 */

const PARTIALS = [
  { ratio: 1, level: 1 },
  { ratio: 2.76, level: 0.45 },
  { ratio: 5.4, level: 0.22 },
  { ratio: 8.93, level: 0.1 },
] as const;

const ATTACK_SECONDS = 0.008;

export type BellTone = { fundamentalHz: number; level: number; ringSeconds: number };

/** A bright interval/start/end bell, and the deeper bowl of the soundscape. */
export const CHIME: BellTone = { fundamentalHz: 528, level: 0.22, ringSeconds: 6 };
/** The quiet, low bell that marks each new line in eyes-open mode: noticed, not startling. */
export const SOFT_BELL: BellTone = { fundamentalHz: 396, level: 0.09, ringSeconds: 4 };
export const BOWL: BellTone = { fundamentalHz: 196, level: 0.3, ringSeconds: 12 };

export function strikeBell(context: BaseAudioContext, destination: AudioNode, at: number, tone: BellTone) {
  const nodes: AudioScheduledSourceNode[] = [];
  for (const partial of PARTIALS) {
    // Higher modes die away sooner, as in a real bowl.
    const ring = tone.ringSeconds / Math.sqrt(partial.ratio);
    const gain = new GainNode(context, { gain: 0 });
    const peak = (tone.level * partial.level) / 2;
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(peak, at + ATTACK_SECONDS);
    gain.gain.setTargetAtTime(0, at + ATTACK_SECONDS, ring / 4);
    gain.connect(destination);
    for (const detune of [0, 0.0025]) {
      const frequency = tone.fundamentalHz * partial.ratio * (1 + detune);
      const oscillator = new OscillatorNode(context, { type: 'sine', frequency });
      oscillator.connect(gain);
      oscillator.start(at);
      oscillator.stop(at + ring * 1.6);
      nodes.push(oscillator);
    }
    nodes.at(-1)?.addEventListener('ended', () => gain.disconnect());
  }
  return nodes;
}
