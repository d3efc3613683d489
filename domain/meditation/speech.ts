import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { cueIndexAt, type Cue } from './scripts';

/**
 * When the voice speaks, as a pure decision over the player's clock. The app calls planSpeech on
 * every player change (every tick while playing) and carries `memory` between calls; it speaks what
 * `speak` names and cancels when `cancel` is set, and reports the end of each utterance through
 * speechEnded. Rules (docs/meditation.md):
 * - a cue is spoken when the clock reaches it, once;
 * - never two at once: a cue that falls due while another is still speaking waits for it to end;
 * - a cue more than STALE_AFTER seconds late (the tab slept, a long cue ran over) is skipped;
 * - pause, voice off, seek, previous, next or another session/scenario (a new `key`) cancel at once,
 *   and nothing is spoken until playing again;
 * - on resuming or landing at a new position, a cue that began at most RESUME_WINDOW seconds ago is
 *   spoken again from its start (it was cut off or just missed); older ones stay said.
 */

export const STALE_AFTER = 30;
export const RESUME_WINDOW = 8;

export type SpeechMemory = {
  /** Identifies the timeline (script, run, seek); a change is a jump. */
  key: string | null;
  /** Cues up to this index are said (or skipped) for this timeline. */
  spokenThrough: number;
  /** The cue being spoken now, or null. */
  speaking: number | null;
  /** False after a stop: the next active frame re-finds its place from the position. */
  synced: boolean;
};

export type SpeechFrame = {
  key: string;
  cues: readonly Cue[];
  /** Seconds into the script. */
  position: number;
  /** Playing with the voice on. */
  active: boolean;
};

export type SpeechPlan = { memory: SpeechMemory; cancel: boolean; speak: number | null };

export const INITIAL_SPEECH_MEMORY: SpeechMemory = {
  key: null,
  spokenThrough: -1,
  speaking: null,
  synced: false,
};

/** The index of the last cue that counts as already said when arriving at `position`. */
function settledThrough(cues: readonly Cue[], position: number): number {
  return cueIndexAt(cues, position - RESUME_WINDOW - 1e-9);
}

export function planSpeech(memory: SpeechMemory, frame: SpeechFrame): SpeechPlan {
  let next = memory;
  let cancel = false;
  if (next.key !== frame.key || !frame.active) {
    cancel = next.speaking !== null;
    next = { key: frame.key, spokenThrough: next.spokenThrough, speaking: null, synced: false };
    if (!frame.active) return { memory: next, cancel, speak: null };
  }
  if (!next.synced)
    next = { ...next, spokenThrough: settledThrough(frame.cues, frame.position), synced: true };
  if (next.speaking !== null) return { memory: next, cancel, speak: null };
  const due = cueIndexAt(frame.cues, frame.position);
  if (due <= next.spokenThrough) return { memory: next, cancel, speak: null };
  const cue = frame.cues[due];
  if (!cue || frame.position - cue.at > STALE_AFTER)
    return { memory: { ...next, spokenThrough: due }, cancel, speak: null };
  return { memory: { ...next, spokenThrough: due, speaking: due }, cancel, speak: due };
}

/** The utterance for cue `index` finished (or failed): the voice is free again. */
export function speechEnded(memory: SpeechMemory, index: number): SpeechMemory {
  return memory.speaking === index ? { ...memory, speaking: null } : memory;
}

/** The caption to show at `position`: the cue in effect, or null before the first. */
export function captionAt(cues: readonly Cue[], position: number): Cue | null {
  return cues[cueIndexAt(cues, position)] ?? null;
}

/** GET /api/meditation-voice: whether the server renders a studio voice. */
export const StudioVoiceStatusSchema = schemaOnFirstUse(() => z.object({ available: z.boolean() }));

/** POST /api/meditation-voice/speech: the words of one cue. */
export const SpeechRequestSchema = schemaOnFirstUse(() =>
  z
    .object({
      text: z
        .string({ message: 'must be text' })
        .min(1, 'must not be empty')
        .max(500, 'must be at most 500 characters'),
    })
    .strict(),
);
