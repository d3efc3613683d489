import { describe, expect, it } from 'vitest';
import type { Cue } from './scripts';
import {
  INITIAL_SPEECH_MEMORY,
  RESUME_WINDOW,
  STALE_AFTER,
  captionAt,
  planSpeech,
  speechEnded,
  type SpeechMemory,
} from './speech';

const cues: Cue[] = [
  { at: 3, text: 'first' },
  { at: 33, text: 'second' },
  { at: 63, text: 'third' },
  { at: 200, text: 'fourth' },
];

type Step =
  { position: number; active?: boolean; key?: string; ended?: never } | { ended: true; position?: never };

/** Runs frames in order and returns what was spoken (text) and where a cancel happened ('cancel'). */
function run(steps: Step[]) {
  let memory: SpeechMemory = INITIAL_SPEECH_MEMORY;
  const log: string[] = [];
  for (const step of steps) {
    if (step.ended) {
      if (memory.speaking !== null) memory = speechEnded(memory, memory.speaking);
      continue;
    }
    const plan = planSpeech(memory, {
      key: step.key ?? 'a',
      cues,
      position: step.position,
      active: step.active ?? true,
    });
    memory = plan.memory;
    if (plan.cancel) log.push('cancel');
    if (plan.speak !== null) log.push(cues[plan.speak]?.text ?? '?');
  }
  return log;
}

const playFrom = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ position: from + i }));

describe('planSpeech', () => {
  it.each<[string, Step[], string[]]>([
    ['nothing before the first cue', playFrom(0, 2), []],
    [
      'each cue once, at its time, in order',
      [...playFrom(0, 34), { ended: true }, ...playFrom(35, 70)],
      ['first', 'second'],
    ],
    [
      'a cue due while another speaks waits for it to end',
      [{ position: 3 }, { position: 33 }, { position: 40 }, { ended: true }, { position: 41 }],
      ['first', 'second'],
    ],
    [
      'of two cues missed while speaking, only the newest is said',
      [{ position: 3 }, { position: 64 }, { ended: true }, { position: 65 }],
      ['first', 'third'],
    ],
    [
      'pause cancels and nothing is said while paused',
      [
        { position: 33 },
        { position: 34, active: false },
        { position: 64, active: false },
        { position: 70, active: false },
      ],
      ['second', 'cancel'],
    ],
    [
      'resuming within the window repeats the cut-off cue from its start',
      [{ position: 33 }, { position: 35, active: false }, { position: 35 }],
      ['second', 'cancel', 'second'],
    ],
    [
      'resuming long after a cue does not repeat it',
      [
        { position: 33 },
        { ended: true },
        { position: 50, active: false },
        { position: 50 },
        { position: 62 },
        { position: 63 },
      ],
      ['second', 'third'],
    ],
    [
      'a seek (new key) cancels and resumes at the cue of the new position',
      [
        { position: 3 },
        { position: 60 + RESUME_WINDOW - 5, key: 'b' },
        { ended: true },
        { position: 200, key: 'b' },
      ],
      ['first', 'cancel', 'third', 'fourth'],
    ],
    [
      'a seek far past a cue waits for the next one',
      [
        { position: 100, key: 'b' },
        { position: 199, key: 'b' },
        { position: 200, key: 'b' },
      ],
      ['fourth'],
    ],
    [
      'a cue reached too late (a sleeping tab) is skipped',
      [{ position: 100 }, { position: 200 + STALE_AFTER + 1 }],
      [],
    ],
    [
      'voice off (inactive) from the start says nothing',
      [
        { position: 3, active: false },
        { position: 33, active: false },
      ],
      [],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(run(steps)).toEqual(expected);
  });

  it('ignores the end of an utterance it no longer tracks', () => {
    const memory = { ...INITIAL_SPEECH_MEMORY, speaking: 2 };
    expect(speechEnded(memory, 1)).toBe(memory);
    expect(speechEnded(memory, 2).speaking).toBeNull();
  });
});

describe('captionAt', () => {
  it.each([
    [0, null],
    [3, 'first'],
    [62, 'second'],
    [500, 'fourth'],
  ])('at %d s shows %s', (position, text) => {
    expect(captionAt(cues, position)?.text ?? null).toBe(text);
  });
});
