/**
 * Voice scripts: what the guide says and when. A cue is a second offset into the session and the
 * words spoken there; a bell is a second offset where a bell sounds. Scripts are written as three
 * parts (a settling-in opening, the body, a closing that brings the listener back) and laid out on
 * the session's timeline here, so every script keeps the same rhythm and the rules in
 * docs/meditation.md hold by construction (the tests beside this file check them anyway).
 */

export type Cue = { at: number; text: string };

export type MeditationScript = {
  /** The catalogue session, library session or scenario id this script belongs to. */
  id: string;
  /** Seconds. */
  duration: number;
  cues: readonly Cue[];
  bells: readonly number[];
};

export type ScriptParts = { opening: readonly string[]; body: readonly string[]; closing: readonly string[] };

/** The first words wait for the sound to fade in; later opening lines follow at a settling pace. */
export const FIRST_CUE_AT = 3;
export const OPENING_SPACING = 30;
/** The last words end well before the final second, so the closing bell is not talked over. */
export const LAST_CUE_BEFORE_END = 15;
export const CLOSING_SPACING = 30;

/** Guided sessions never leave the listener alone longer than this (seconds). */
export const MAX_GUIDED_GAP = 150;
/** Ambient sessions: something (a bell or a line) at least this often, so the listener knows time passes. */
export const AMBIENT_BELL_EVERY = 300;
export const MAX_AMBIENT_GAP = AMBIENT_BELL_EVERY;

function layOut(minutes: number, parts: ScriptParts): Cue[] {
  const duration = minutes * 60;
  const opening = parts.opening.map((text, i) => ({ at: FIRST_CUE_AT + i * OPENING_SPACING, text }));
  const closingCount = parts.closing.length;
  const closing = parts.closing.map((text, i) => ({
    at: duration - LAST_CUE_BEFORE_END - (closingCount - 1 - i) * CLOSING_SPACING,
    text,
  }));
  const bodyFrom = opening.at(-1)?.at ?? 0;
  const bodyTo = closing[0]?.at ?? duration;
  const step = (bodyTo - bodyFrom) / (parts.body.length + 1);
  const body = parts.body.map((text, i) => ({ at: Math.round(bodyFrom + step * (i + 1)), text }));
  return [...opening, ...body, ...closing];
}

/** A guided session: speech throughout, no interval bells of its own. */
export function guidedScript(id: string, minutes: number, parts: ScriptParts): MeditationScript {
  return { id, duration: minutes * 60, cues: layOut(minutes, { ...parts }), bells: [] };
}

/** An ambient session: a short spoken opening and closing around silence marked by sparse bells. */
export function ambientScript(
  id: string,
  minutes: number,
  parts: Omit<ScriptParts, 'body'>,
): MeditationScript {
  const duration = minutes * 60;
  const bells: number[] = [];
  for (
    let at = AMBIENT_BELL_EVERY;
    at < duration - LAST_CUE_BEFORE_END - CLOSING_SPACING;
    at += AMBIENT_BELL_EVERY
  )
    bells.push(at);
  return { id, duration, cues: layOut(minutes, { ...parts, body: [] }), bells };
}

/**
 * A scenario's script follows its steps: each step's instruction is spoken as the step begins
 * (the first one a moment in), and the step's own extra lines are spread evenly through it.
 */
export function scenarioScript(
  id: string,
  steps: readonly { instruction: string; duration: number }[],
  extras: readonly (readonly string[])[],
  closing: string,
): MeditationScript {
  const cues: Cue[] = [];
  let start = 0;
  steps.forEach((step, index) => {
    cues.push({ at: index === 0 ? FIRST_CUE_AT : start, text: step.instruction });
    const lines = extras[index] ?? [];
    const spacing = step.duration / (lines.length + 1);
    lines.forEach((text, i) => cues.push({ at: Math.round(start + spacing * (i + 1)), text }));
    start += step.duration;
  });
  cues.push({ at: start - LAST_CUE_BEFORE_END, text: closing });
  return { id, duration: start, cues, bells: [] };
}

/** Index of the cue in effect at `seconds` (the last one at or before it); -1 before the first. */
export function cueIndexAt(cues: readonly Cue[], seconds: number): number {
  let index = -1;
  for (let i = 0; i < cues.length; i += 1) {
    if ((cues[i]?.at ?? Infinity) <= seconds) index = i;
    else break;
  }
  return index;
}

/** The longest stretch (seconds) with nothing said or rung, counting from 0 and up to the end. */
export function longestGap(script: MeditationScript): number {
  const marks = [0, ...script.cues.map((cue) => cue.at), ...script.bells, script.duration].sort(
    (a, b) => a - b,
  );
  let longest = 0;
  for (let i = 1; i < marks.length; i += 1)
    longest = Math.max(longest, (marks[i] ?? 0) - (marks[i - 1] ?? 0));
  return longest;
}
