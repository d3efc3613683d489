import { findJourney, type BeatMode } from './journeys';
import type { PlayerState } from './player';

/** Beat sound as the player state implies it (docs/meditation.md): what should be heard, and how to get there. */

export type Sound = { presetId: string; volume: number; mode: BeatMode } | null;

/** Beats play only while the toggle is on and the meditation is playing. */
export function soundFor(state: PlayerState): Sound {
  if (!state.binaural.enabled || !state.playing) return null;
  return { presetId: state.binaural.presetId, volume: state.binaural.volume, mode: state.binaural.mode };
}

export type SoundChange =
  | { type: 'start' | 'restart'; presetId: string; volume: number; mode: BeatMode }
  | { type: 'volume'; volume: number }
  | { type: 'stop' }
  | null;

/**
 * How the audio must change between two states. A preset or mode change while sounding restarts
 * the tones (cross-faded by the graph); so does a seek during a journey, whose glide is laid out
 * from the position it starts at.
 */
export function soundChange(before: PlayerState, after: PlayerState): SoundChange {
  const was = soundFor(before);
  const is = soundFor(after);
  if (!was && !is) return null;
  if (!is) return { type: 'stop' };
  if (!was) return { type: 'start', ...is };
  if (was.presetId !== is.presetId || was.mode !== is.mode) return { type: 'restart', ...is };
  const jumped = before.jumps !== after.jumps || before.sessionIndex !== after.sessionIndex;
  if (jumped && findJourney(is.presetId)) return { type: 'restart', ...is };
  if (was.volume !== is.volume) return { type: 'volume', volume: is.volume };
  return null;
}
