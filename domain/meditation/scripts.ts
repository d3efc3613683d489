/**
 * Voice scripts: what the guide says and when. A cue is a second offset into the session and the
 * words spoken there; a bell is a second offset where a bell sounds. The words themselves live in
 * content/sessions/*.json (domain/meditation/content.ts); this module holds the shape the player
 * reads and the timing rules every script keeps (docs/meditation.md, "Voice scripts").
 */

export type Cue = { at: number; text: string; silenceAfterSeconds?: number };

export type MeditationScript = {
  /** The catalogue session, library session or scenario id this script belongs to. */
  id: string;
  /** Seconds. */
  duration: number;
  cues: readonly Cue[];
  bells: readonly number[];
};

/** The first words wait for the sound to fade in. */
export const FIRST_CUE_AT = 3;
/** The last words end this long before the final second, so the closing bell is not talked over. */
const LAST_CUE_BEFORE_END = 15;

/** Spoken length is counted at this pace (words a minute), a calm guiding voice. */
const SPEAKING_WORDS_PER_MINUTE = 130;
/** Guided sessions and scenarios speak at least this many words per minute of their length. */
const MIN_GUIDED_WORDS_PER_MINUTE = 40;
/** The longest wait (seconds) from the end of one cue's speech to the next cue... */
const MAX_GUIDED_QUIET = 60;
/** ...or after a cue that announces a silent stretch (its `silenceAfterSeconds`). */
const MAX_ANNOUNCED_SILENCE = 180;
/** Ambient sessions: something (a bell or a line) at least this often, so the listener knows time passes. */
const MAX_AMBIENT_GAP = 300;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** How long a cue takes to say at the counting pace, in seconds. */
export function speechSeconds(text: string): number {
  return (wordCount(text) / SPEAKING_WORDS_PER_MINUTE) * 60;
}

export function scriptWordCount(script: MeditationScript): number {
  return script.cues.reduce((sum, cue) => sum + wordCount(cue.text), 0);
}

export function wordsPerMinute(script: MeditationScript): number {
  return scriptWordCount(script) / (script.duration / 60);
}

type QuietStretch = { afterCue: number; seconds: number; limit: number };

/**
 * Every wait from the end of one cue's speech to the next cue (and from the last one to the end of
 * the session), with the limit that applies to it: 60 s, or as long as the cue announced (up to
 * 180 s). A negative wait means the cue would talk over the next one.
 */
function quietStretches(script: MeditationScript): QuietStretch[] {
  return script.cues.map((cue, index) => {
    const next = script.cues[index + 1]?.at ?? script.duration;
    return {
      afterCue: index,
      seconds: next - (cue.at + speechSeconds(cue.text)),
      limit: Math.max(MAX_GUIDED_QUIET, Math.min(cue.silenceAfterSeconds ?? 0, MAX_ANNOUNCED_SILENCE)),
    };
  });
}

/**
 * What breaks the timing rules in a script, in words a writer can act on (empty when it keeps
 * them). Guided sessions and scenarios: enough words for their length, no cue talking over the
 * next, no wait beyond its limit, the last words done 15 s before the end. Ambient sessions are
 * sparse by design: only the bell-or-line rhythm and the ending are checked.
 */
export function timingProblems(script: MeditationScript, kind: 'guided' | 'ambient'): string[] {
  const problems: string[] = [];
  const first = script.cues[0];
  if (!first || first.at < FIRST_CUE_AT) problems.push(`the first cue starts before ${FIRST_CUE_AT} s`);
  const stretches = quietStretches(script);
  stretches.forEach(({ afterCue, seconds, limit }) => {
    const at = script.cues[afterCue]?.at ?? 0;
    const last = afterCue === script.cues.length - 1;
    if (last && seconds < LAST_CUE_BEFORE_END)
      problems.push(`the last cue (at ${at} s) ends less than ${LAST_CUE_BEFORE_END} s before the end`);
    else if (seconds < 0) problems.push(`the cue at ${at} s is still speaking when the next one is due`);
    else if (kind === 'guided' && seconds > limit)
      problems.push(`${Math.round(seconds)} s of quiet after the cue at ${at} s (at most ${limit} s)`);
  });
  if (kind === 'guided') {
    const pace = wordsPerMinute(script);
    if (pace < MIN_GUIDED_WORDS_PER_MINUTE)
      problems.push(`${pace.toFixed(1)} words a minute (at least ${MIN_GUIDED_WORDS_PER_MINUTE})`);
  } else if (longestGap(script) > MAX_AMBIENT_GAP)
    problems.push(`more than ${MAX_AMBIENT_GAP} s without a bell or a line`);
  return problems;
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
function longestGap(script: MeditationScript): number {
  const marks = [0, ...script.cues.map((cue) => cue.at), ...script.bells, script.duration].sort(
    (a, b) => a - b,
  );
  let longest = 0;
  for (let i = 1; i < marks.length; i += 1)
    longest = Math.max(longest, (marks[i] ?? 0) - (marks[i - 1] ?? 0));
  return longest;
}
