import type { PlayerState } from './meditation-player';

/** Binaural sound as the player state implies it (docs/meditation.md): what should be heard, and how to get there. */

export type Sound = { presetId: string; volume: number } | null;

/** Binaural sound plays only while the toggle is on and the meditation is playing. */
export function soundFor(state: PlayerState): Sound {
  if (!state.binaural.enabled || !state.playing) return null;
  return { presetId: state.binaural.presetId, volume: state.binaural.volume };
}

export type SoundChange =
  | { type: 'start' | 'restart'; presetId: string; volume: number }
  | { type: 'volume'; volume: number }
  | { type: 'stop' }
  | null;

/** How the audio must change between two states; a preset change while sounding restarts the tones. */
export function soundChange(before: PlayerState, after: PlayerState): SoundChange {
  const was = soundFor(before);
  const is = soundFor(after);
  if (!was && !is) return null;
  if (!is) return { type: 'stop' };
  if (!was) return { type: 'start', ...is };
  if (was.presetId !== is.presetId) return { type: 'restart', ...is };
  if (was.volume !== is.volume) return { type: 'volume', volume: is.volume };
  return null;
}
