import { describe, expect, it } from 'vitest';
import { MEDITATION_LIBRARY } from './meditation-library';
import { VISUALIZATION_SCENARIOS } from './meditation-scenarios';
import { ALL_SCRIPTS, findScript } from './meditation-script-index';
import {
  FIRST_CUE_AT,
  LAST_CUE_BEFORE_END,
  MAX_AMBIENT_GAP,
  MAX_GUIDED_GAP,
  ambientScript,
  cueIndexAt,
  guidedScript,
  longestGap,
  scenarioScript,
} from './meditation-scripts';

const sessions = MEDITATION_LIBRARY.map((session) => [session.title, session] as const);

describe('every session and scenario has a complete script', () => {
  it.each(sessions)('%s has one, as long as the session', (_title, session) => {
    expect(findScript(session.id)?.duration).toBe(session.duration * 60);
  });

  it.each(VISUALIZATION_SCENARIOS.map((scenario) => [scenario.title, scenario] as const))(
    '%s has one, as long as the scenario, speaking every step as it begins',
    (_title, scenario) => {
      const script = findScript(scenario.id);
      expect(script?.duration).toBe(scenario.duration * 60);
      for (const step of scenario.steps)
        expect(script?.cues.map((cue) => cue.text)).toContain(step.instruction);
    },
  );

  it.each(ALL_SCRIPTS.map((script) => [script.id, script] as const))(
    '%s: cues strictly ordered, inside the duration, with words, no gap beyond its limit',
    (id, script) => {
      const ambient = MEDITATION_LIBRARY.find((session) => session.id === id)?.type === 'ambient';
      const ats = script.cues.map((cue) => cue.at);
      expect(ats).toEqual([...ats].sort((a, b) => a - b));
      expect(new Set(ats).size).toBe(ats.length);
      expect(ats[0]).toBeGreaterThanOrEqual(FIRST_CUE_AT);
      expect(ats.at(-1)).toBeLessThanOrEqual(script.duration - LAST_CUE_BEFORE_END);
      for (const cue of script.cues) expect(cue.text.length).toBeGreaterThan(10);
      for (const bell of script.bells) expect(bell).toBeLessThan(script.duration);
      expect(longestGap(script)).toBeLessThanOrEqual(ambient ? MAX_AMBIENT_GAP : MAX_GUIDED_GAP);
      if (ambient) {
        expect(script.cues.length).toBeLessThanOrEqual(4);
        expect(script.bells.length).toBeGreaterThan(0);
      } else expect(script.bells).toEqual([]);
    },
  );

  it('has unique ids and never repeats a line within a script', () => {
    expect(new Set(ALL_SCRIPTS.map((script) => script.id)).size).toBe(ALL_SCRIPTS.length);
    for (const script of ALL_SCRIPTS)
      expect(new Set(script.cues.map((cue) => cue.text)).size).toBe(script.cues.length);
  });

  it('makes no medical claims', () => {
    const words = /\b(heal|cure|treat|therap|anxiety|depress|insomnia|disorder|symptom|diagnos)/i;
    for (const script of ALL_SCRIPTS) for (const cue of script.cues) expect(cue.text).not.toMatch(words);
  });
});

describe('laying a script out', () => {
  it('puts the opening from the start, the closing before the end and spreads the body between', () => {
    const script = guidedScript('x', 5, { opening: ['a', 'b'], body: ['c', 'd'], closing: ['e', 'f'] });
    expect(script.cues.map((cue) => cue.at)).toEqual([3, 33, 107, 181, 255, 285]);
  });

  it('rings ambient bells every five minutes, clear of the closing words', () => {
    const script = ambientScript('x', 16, { opening: ['a'], closing: ['b'] });
    expect(script.bells).toEqual([300, 600, 900]);
    expect(script.cues.map((cue) => cue.at)).toEqual([3, 945]);
  });

  it('speaks each scenario step at its start and spreads its extra lines through it', () => {
    const steps = [
      { instruction: 'one', duration: 60 },
      { instruction: 'two', duration: 90 },
    ];
    const script = scenarioScript('x', steps, [['1a'], ['2a', '2b']], 'end');
    expect(script.cues).toEqual([
      { at: 3, text: 'one' },
      { at: 30, text: '1a' },
      { at: 60, text: 'two' },
      { at: 90, text: '2a' },
      { at: 120, text: '2b' },
      { at: 135, text: 'end' },
    ]);
  });

  it.each([
    [0, -1],
    [2.9, -1],
    [3, 0],
    [59, 1],
    [60, 2],
    [999, 5],
  ])('at %d s the cue in effect is %i', (seconds, index) => {
    const script = scenarioScript(
      'x',
      [
        { instruction: 'one', duration: 60 },
        { instruction: 'two', duration: 90 },
      ],
      [['1a'], ['2a', '2b']],
      'end',
    );
    expect(cueIndexAt(script.cues, seconds)).toBe(index);
  });
});
