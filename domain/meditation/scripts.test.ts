import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SessionContentSchema } from './content';
import { MEDITATION_LIBRARY } from './library';
import { VISUALIZATION_SCENARIOS } from './scenarios';
import { SESSION_CONTENT_FILES, allScripts, findScript } from './script-index';
import { cueIndexAt, scriptWordCount, timingProblems, wordCount, type MeditationScript } from './scripts';

const CONTENT_DIR = new URL('../../content/sessions/', import.meta.url);
const files = readdirSync(CONTENT_DIR).filter((name) => name.endsWith('.json'));
const kindOf = (id: string) =>
  MEDITATION_LIBRARY.find((session) => session.id === id)?.type === 'ambient' ? 'ambient' : 'guided';

describe('the session content files', () => {
  it.each(files)('%s matches the content schema and is named after its id', (name) => {
    const content = SessionContentSchema.parse(JSON.parse(readFileSync(new URL(name, CONTENT_DIR), 'utf8')));
    expect(`${content.id}.json`).toBe(name);
  });

  it('are all read by the app, and nothing else is', () => {
    const listed = SESSION_CONTENT_FILES.map((file) => `${SessionContentSchema.parse(file).id}.json`);
    expect(listed.sort()).toEqual([...files].sort());
  });

  it('rejects a file with a typo in it, naming the field', () => {
    const bad = {
      id: 'x',
      version: 1,
      kind: 'guided',
      durationSeconds: 300,
      cues: [{ at: 3, txt: 'Hello there, welcome.' }],
    };
    const result = SessionContentSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('cues.0.text');
  });
});

describe('every session and scenario has a complete script', () => {
  it.each(MEDITATION_LIBRARY.map((session) => [session.title, session] as const))(
    '%s has one, as long as the session',
    (_title, session) => {
      expect(findScript(session.id)?.duration).toBe(session.duration * 60);
    },
  );

  it.each(VISUALIZATION_SCENARIOS.map((scenario) => [scenario.title, scenario] as const))(
    '%s has one, as long as the scenario, speaking every step as it begins',
    (_title, scenario) => {
      const script = findScript(scenario.id);
      expect(script?.duration).toBe(scenario.duration * 60);
      let start = 0;
      for (const step of scenario.steps) {
        const cue = script?.cues.find((candidate) => candidate.text === step.instruction);
        expect(cue?.at).toBe(Math.max(start, 3));
        start += step.duration;
      }
    },
  );

  it.each(allScripts().map((script) => [script.id, script] as const))(
    '%s: cues in order, inside the duration, keeping the timing rules',
    (id, script) => {
      const ats = script.cues.map((cue) => cue.at);
      expect(ats).toEqual([...ats].sort((a, b) => a - b));
      expect(new Set(ats).size).toBe(ats.length);
      for (const bell of script.bells) expect(bell).toBeLessThan(script.duration);
      expect(timingProblems(script, kindOf(id))).toEqual([]);
    },
  );

  it.each(
    MEDITATION_LIBRARY.filter((session) => session.type === 'ambient').map((session) => [
      session.title,
      session.id,
    ]),
  )('%s stays sparse and says so at the start', (_title, id) => {
    const script = findScript(id);
    expect(script?.bells.length).toBeGreaterThan(0);
    expect(script?.cues.length).toBeLessThanOrEqual(6);
    expect(script?.cues[0]?.text).toMatch(/silen|quiet|few words|without words/i);
  });

  it('announces every long silence in the words of the cue that starts it', () => {
    for (const script of allScripts())
      for (const cue of script.cues)
        if (cue.silenceAfterSeconds !== undefined) expect(cue.text).toMatch(/quiet|silen/i);
  });

  it('never repeats a line within a script', () => {
    for (const script of allScripts())
      expect(new Set(script.cues.map((cue) => cue.text)).size).toBe(script.cues.length);
  });

  it('makes no medical claims and promises no money', () => {
    const claims =
      /\b(heal|cure|treat|therap|anxiety|depress|insomnia|disorder|symptom|diagnos|guarantee|will make you rich|millionaire)|[$€£]\s?\d/i;
    for (const script of allScripts()) for (const cue of script.cues) expect(cue.text).not.toMatch(claims);
  });

  it('holds at least 15,000 spoken words across the library and the scenarios', () => {
    const total = allScripts().reduce((sum, script) => sum + scriptWordCount(script), 0);
    expect(total).toBeGreaterThanOrEqual(15_000);
  });
});

const script = (cues: MeditationScript['cues'], duration = 300, bells: number[] = []): MeditationScript => ({
  id: 'x',
  duration,
  cues,
  bells,
});
/** A line of exactly `words` words: 13 words take 6 s to say at 130 a minute. */
const line = (words: number) => Array.from({ length: words }, (_, i) => `word${i}`).join(' ');

describe('the timing rules', () => {
  it.each([
    [
      'a well-paced script',
      script([
        { at: 3, text: line(65) },
        { at: 60, text: line(65) },
        { at: 150, text: line(65) },
        { at: 230, text: line(40) },
      ]),
      [],
    ],
    [
      'too few words for its length',
      script([
        { at: 3, text: line(20) },
        { at: 55, text: line(20) },
        { at: 105, text: line(20) },
        { at: 155, text: line(20) },
        { at: 205, text: line(20) },
        { at: 255, text: line(20) },
      ]),
      ['24.0 words a minute (at least 40)'],
    ],
    [
      'more than 60 s of quiet after an ordinary cue',
      script([
        { at: 3, text: line(130) },
        { at: 124, text: line(65) },
        { at: 200, text: line(130) },
      ]),
      ['61 s of quiet after the cue at 3 s (at most 60 s)'],
    ],
    [
      'a long silence that was announced',
      script([
        { at: 3, text: line(130), silenceAfterSeconds: 120 },
        { at: 180, text: line(130) },
        { at: 245, text: line(13) },
      ]),
      [],
    ],
    [
      'a silence longer than announced',
      script([
        { at: 3, text: line(130), silenceAfterSeconds: 90 },
        { at: 180, text: line(130) },
        { at: 245, text: line(13) },
      ]),
      ['117 s of quiet after the cue at 3 s (at most 90 s)'],
    ],
    [
      'a cue talking over the next',
      script([
        { at: 3, text: line(130) },
        { at: 50, text: line(130) },
        { at: 120, text: line(130) },
        { at: 200, text: line(130) },
      ]),
      ['the cue at 3 s is still speaking when the next one is due'],
    ],
    [
      'the last words running into the end',
      script([
        { at: 3, text: line(130) },
        { at: 70, text: line(130) },
        { at: 140, text: line(130) },
        { at: 230, text: line(130) },
      ]),
      ['the last cue (at 230 s) ends less than 15 s before the end'],
    ],
    [
      'a first cue before the sound fades in',
      script([
        { at: 0, text: line(130) },
        { at: 70, text: line(130) },
        { at: 140, text: line(130) },
        { at: 215, text: line(60) },
      ]),
      ['the first cue starts before 3 s'],
    ],
  ])('%s', (_name, subject, problems) => {
    expect(timingProblems(subject, 'guided')).toEqual(problems);
  });

  it.each([
    ['bells every five minutes', [300, 600], []],
    ['a silence of over five minutes', [600], ['more than 300 s without a bell or a line']],
  ])('ambient: %s', (_name, bells, problems) => {
    const subject = script(
      [
        { at: 3, text: line(20) },
        { at: 880, text: line(10) },
      ],
      900,
      bells,
    );
    expect(timingProblems(subject, 'ambient')).toEqual(problems);
  });

  it.each([
    ['Breathe in, two, three, four.', 5],
    ['A pause — then the out-breath.', 5],
  ])('counts the words of %j as %i', (text, count) => {
    expect(wordCount(text)).toBe(count);
  });

  it.each([
    [0, -1],
    [2.9, -1],
    [3, 0],
    [59, 1],
    [60, 2],
    [999, 2],
  ])('at %d s the cue in effect is %i', (seconds, index) => {
    const cues = [
      { at: 3, text: 'one' },
      { at: 30, text: 'two' },
      { at: 60, text: 'three' },
    ];
    expect(cueIndexAt(cues, seconds)).toBe(index);
  });
});
