import { describe, expect, it } from 'vitest';
import { MEDITATION_CATALOGUE } from './meditation';
import {
  currentSession,
  currentStep,
  initialPlayerState,
  progressPercent,
  remainingSeconds,
  transition,
  type PlayerEvent,
  type PlayerState,
} from './player';
import { soundChange, soundFor } from './sound';

const MIN = 60_000;

/** Applies events in order and returns the final state and every effect raised on the way. */
function run(events: PlayerEvent[], from: PlayerState = initialPlayerState()) {
  let state = from;
  const effects = [];
  for (const event of events) {
    const result = transition(state, event);
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}

const advancedWith = (scenarioId: string, extra: PlayerEvent[] = []) =>
  run([{ type: 'toggle-mode' }, { type: 'choose-scenario', scenarioId, now: 0 }, ...extra]);

describe('meditation player: playback', () => {
  it('starts paused at elapsed 0 on the first session, basic mode, binaural off at volume 0.3', () => {
    const state = initialPlayerState();
    expect(state).toMatchObject({ sessionIndex: 0, playing: false, elapsedMs: 0, mode: 'basic' });
    expect(state.binaural).toEqual({
      enabled: false,
      presetId: 'alpha-wealth',
      volume: 0.3,
      mode: 'binaural',
    });
    expect(state.listOpen).toBe(false);
    expect(remainingSeconds(state)).toBe(15 * 60);
  });

  it('play at elapsed 0 starts and asks for a session record', () => {
    const { state, effects } = run([{ type: 'play', now: 1000 }]);
    expect(state).toMatchObject({ playing: true, originMs: 1000, run: 1 });
    expect(effects).toEqual([{ type: 'session-started', run: 1, session: MEDITATION_CATALOGUE[0] }]);
  });

  it('play after a pause resumes without a new record', () => {
    const { state, effects } = run([
      { type: 'play', now: 0 },
      { type: 'pause', now: 30_000 },
      { type: 'play', now: 100_000 },
      { type: 'tick', now: 101_000 },
    ]);
    expect(effects).toHaveLength(1);
    expect(state).toMatchObject({ playing: true, elapsedMs: 31_000, run: 1 });
  });

  it('play while already playing changes nothing', () => {
    const started = run([{ type: 'play', now: 0 }]).state;
    expect(transition(started, { type: 'play', now: 5000 })).toEqual({ state: started, effects: [] });
  });

  it('tick sets elapsed from the clock, not from the number of ticks', () => {
    const { state } = run([
      { type: 'play', now: 500 },
      { type: 'tick', now: 5 * MIN + 500 },
    ]);
    expect(state.elapsedMs).toBe(5 * MIN);
    expect(remainingSeconds(state)).toBe(10 * 60);
    expect(progressPercent(state)).toBeCloseTo(100 / 3);
  });

  it('tick never moves elapsed backwards', () => {
    const { state } = run([
      { type: 'play', now: 0 },
      { type: 'tick', now: 10_000 },
      { type: 'tick', now: 9_000 },
    ]);
    expect(state.elapsedMs).toBe(10_000);
  });

  it('pause stops the clock: later ticks do nothing', () => {
    const { state } = run([
      { type: 'play', now: 0 },
      { type: 'pause', now: 12_345 },
      { type: 'tick', now: 60_000 },
    ]);
    expect(state).toMatchObject({ playing: false, elapsedMs: 12_345, originMs: null });
  });

  it('pause while paused changes nothing', () => {
    const state = initialPlayerState();
    expect(transition(state, { type: 'pause', now: 1 })).toEqual({ state, effects: [] });
  });

  it('reaching the session length stops, resets elapsed and step to 0 and completes the same run once', () => {
    const { state, effects } = advancedWith('golden-abundance-temple', [
      { type: 'play', now: 0 },
      { type: 'tick', now: 14 * MIN },
      { type: 'tick', now: 15 * MIN },
      { type: 'tick', now: 15 * MIN + 1000 },
    ]);
    expect(state).toMatchObject({ playing: false, elapsedMs: 0, originMs: null, scenarioOffsetMs: 0 });
    expect(currentStep(state)).toBe(0);
    expect(state.scenarioId).toBe('golden-abundance-temple');
    expect(effects.map((effect) => [effect.type, effect.run])).toEqual([
      ['session-started', 1],
      ['session-completed', 1],
    ]);
  });

  it('a throttled tab whose one late tick comes after the end still completes on time', () => {
    const { state, effects } = run([
      { type: 'play', now: 0 },
      { type: 'tick', now: 40 * MIN },
    ]);
    expect(state.elapsedMs).toBe(0);
    expect(effects.at(-1)?.type).toBe('session-completed');
  });

  it('a pause that lands after the end completes the session', () => {
    const { state, effects } = run([
      { type: 'play', now: 0 },
      { type: 'pause', now: 15 * MIN },
    ]);
    expect(state).toMatchObject({ playing: false, elapsedMs: 0 });
    expect(effects.at(-1)?.type).toBe('session-completed');
  });

  it('playing again after completion starts a new run with a new record', () => {
    const { effects } = run([
      { type: 'play', now: 0 },
      { type: 'tick', now: 15 * MIN },
      { type: 'play', now: 16 * MIN },
    ]);
    expect(effects.at(-1)).toEqual({ type: 'session-started', run: 2, session: MEDITATION_CATALOGUE[0] });
  });
});

describe('meditation player: previous and next', () => {
  it.each([
    { from: 0, event: 'next', to: 1 },
    { from: 3, event: 'next', to: 0 },
    { from: 0, event: 'previous', to: 3 },
    { from: 2, event: 'previous', to: 1 },
  ] as const)('basic mode: $event from session $from goes to $to, paused at 0', ({ from, event, to }) => {
    const { state } = run([
      { type: 'pick-session', index: from },
      { type: 'play', now: 0 },
      { type: 'tick', now: 90_000 },
      { type: event, now: 91_000 },
    ]);
    expect(state).toMatchObject({ sessionIndex: to, playing: false, elapsedMs: 0, originMs: null });
  });

  it('advanced mode without a scenario still moves between sessions', () => {
    const { state } = run([{ type: 'toggle-mode' }, { type: 'next', now: 0 }]);
    expect(state.sessionIndex).toBe(1);
  });

  it('advanced mode with a scenario moves the step, bounded, and keeps the session and time', () => {
    const start = advancedWith('quantum-field-immersion', [
      { type: 'play', now: 0 },
      { type: 'tick', now: 10_000 },
    ]).state;
    const forward = run(
      [
        { type: 'next', now: 10_000 },
        { type: 'next', now: 10_000 },
      ],
      start,
    ).state;
    expect(currentStep(forward)).toBe(2);
    expect(forward).toMatchObject({ sessionIndex: 0, playing: true, elapsedMs: 10_000 });

    const atEnd = run(Array(6).fill({ type: 'next', now: 10_000 }), start).state;
    expect(currentStep(atEnd)).toBe(3);
    const atStart = run(Array(6).fill({ type: 'previous', now: 10_000 }), atEnd).state;
    expect(currentStep(atStart)).toBe(0);
    expect(transition(start, { type: 'previous', now: 10_000 }).state).toEqual(start);
  });

  it('a step moved between ticks shows the target step at once', () => {
    const { state } = advancedWith('golden-abundance-temple', [
      { type: 'play', now: 0 },
      { type: 'tick', now: 1000 },
      { type: 'next', now: 1700 },
      { type: 'next', now: 2400 },
    ]);
    expect(currentStep(state)).toBe(2);
    expect(state.elapsedMs).toBe(2400);
  });

  it('stepping after the session length has passed completes it first', () => {
    const { state, effects } = advancedWith('golden-abundance-temple', [
      { type: 'play', now: 0 },
      { type: 'next', now: 15 * MIN + 5 },
    ]);
    expect(effects.at(-1)?.type).toBe('session-completed');
    expect(state).toMatchObject({ playing: false, elapsedMs: 0 });
    expect(currentStep(state)).toBe(1);
  });

  it('after stepping, the step keeps following time from the chosen step', () => {
    // Quantum Field Immersion steps: 240 s, 360 s, 300 s, 300 s.
    const stepped = advancedWith('quantum-field-immersion', [
      { type: 'play', now: 0 },
      { type: 'next', now: 60_000 },
      { type: 'tick', now: 60_000 },
    ]).state;
    expect(currentStep(stepped)).toBe(1);
    const later = transition(stepped, { type: 'tick', now: 60_000 + 360_000 }).state;
    expect(currentStep(later)).toBe(2);
  });
});

describe('meditation player: step derivation', () => {
  // Golden Abundance Temple: five steps of 180 s each.
  it.each([
    [0, 0],
    [179, 0],
    [180, 1],
    [359, 1],
    [360, 2],
    [720, 4],
    [899, 4],
  ])('at %i s the current step is %i', (seconds, step) => {
    const { state } = advancedWith('golden-abundance-temple', [
      { type: 'play', now: 0 },
      { type: 'tick', now: seconds * 1000 },
    ]);
    expect(currentStep(state)).toBe(step);
  });

  it('is 0 when no scenario is chosen', () => {
    const { state } = run([
      { type: 'play', now: 0 },
      { type: 'tick', now: 10 * MIN },
    ]);
    expect(currentStep(state)).toBe(0);
  });

  it('a scenario chosen mid-session starts at its first step', () => {
    const { state } = run([
      { type: 'toggle-mode' },
      { type: 'play', now: 0 },
      { type: 'tick', now: 8 * MIN },
      { type: 'choose-scenario', scenarioId: 'cascading-wealth-waterfall', now: 8 * MIN },
    ]);
    expect(currentStep(state)).toBe(0);
  });
});

describe('meditation player: picker, mode and scenario', () => {
  it('picking a session resets the player, closes the list and clears the scenario', () => {
    const { state } = advancedWith('cosmic-manifestation-portal', [
      { type: 'play', now: 0 },
      { type: 'tick', now: 30_000 },
      { type: 'set-list-open', open: true },
      { type: 'pick-session', index: 3 },
    ]);
    expect(state).toMatchObject({
      sessionIndex: 3,
      playing: false,
      elapsedMs: 0,
      listOpen: false,
      scenarioId: null,
      mode: 'advanced',
    });
    expect(currentSession(state).title).toBe('Cosmic Wealth Attunement');
  });

  it('an index outside the catalogue is ignored', () => {
    const state = initialPlayerState();
    expect(transition(state, { type: 'pick-session', index: 9 }).state).toEqual(state);
  });

  it('opens and closes the session list', () => {
    expect(run([{ type: 'set-list-open', open: true }]).state.listOpen).toBe(true);
    expect(
      run([
        { type: 'set-list-open', open: true },
        { type: 'set-list-open', open: false },
      ]).state.listOpen,
    ).toBe(false);
  });

  it('toggling the mode resets the step and clears the scenario, and keeps playing', () => {
    const { state } = advancedWith('golden-abundance-temple', [
      { type: 'play', now: 0 },
      { type: 'next', now: 1000 },
      { type: 'toggle-mode' },
    ]);
    expect(state).toMatchObject({ mode: 'basic', scenarioId: null, scenarioOffsetMs: 0, playing: true });
    expect(currentStep(state)).toBe(0);
    expect(run([{ type: 'toggle-mode' }], state).state.mode).toBe('advanced');
  });

  it('a scenario can be chosen only in advanced mode, and only from the list', () => {
    const basic = initialPlayerState();
    expect(
      transition(basic, { type: 'choose-scenario', scenarioId: 'golden-abundance-temple', now: 0 }).state,
    ).toEqual(basic);
    const advanced = run([{ type: 'toggle-mode' }]).state;
    expect(transition(advanced, { type: 'choose-scenario', scenarioId: 'nope', now: 0 }).state).toEqual(
      advanced,
    );
    const chosen = advancedWith('golden-abundance-temple').state;
    expect(chosen.scenarioId).toBe('golden-abundance-temple');
    expect(transition(chosen, { type: 'choose-scenario', scenarioId: null, now: 0 }).state.scenarioId).toBe(
      null,
    );
  });
});

describe('meditation player: binaural beats', () => {
  it('toggles on and off', () => {
    expect(run([{ type: 'toggle-binaural' }]).state.binaural.enabled).toBe(true);
    expect(run([{ type: 'toggle-binaural' }, { type: 'toggle-binaural' }]).state.binaural.enabled).toBe(
      false,
    );
  });

  it('changes the preset, ignoring unknown ones', () => {
    const { state } = run([
      { type: 'set-preset', presetId: 'gamma-insight' },
      { type: 'set-preset', presetId: 'beta-nonsense' },
    ]);
    expect(state.binaural.presetId).toBe('gamma-insight');
  });

  it.each([
    [0.5, 0.5],
    [0.34, 0.3],
    [0.36, 0.4],
    [-1, 0],
    [7, 1],
    [Number.NaN, 0.3],
  ])('volume %d is stored as %d', (input, stored) => {
    expect(run([{ type: 'set-volume', volume: input }]).state.binaural.volume).toBe(stored);
  });

  it('sounds only while the toggle is on and the meditation is playing', () => {
    const on = run([{ type: 'toggle-binaural' }]).state;
    expect(soundFor(on)).toBeNull();
    const playing = run([{ type: 'play', now: 0 }], on).state;
    expect(soundFor(playing)).toEqual({ presetId: 'alpha-wealth', volume: 0.3, mode: 'binaural' });
    expect(soundFor(run([{ type: 'play', now: 0 }]).state)).toBeNull();
  });

  type Case = { name: string; before: PlayerEvent[]; event: PlayerEvent; change: unknown };
  const on: PlayerEvent = { type: 'toggle-binaural' };
  const play: PlayerEvent = { type: 'play', now: 0 };
  it.each<Case>([
    {
      name: 'play with the toggle on starts',
      before: [on],
      event: play,
      change: { type: 'start', presetId: 'alpha-wealth', volume: 0.3, mode: 'binaural' },
    },
    {
      name: 'toggle on while playing starts',
      before: [play],
      event: on,
      change: { type: 'start', presetId: 'alpha-wealth', volume: 0.3, mode: 'binaural' },
    },
    { name: 'pause stops', before: [on, play], event: { type: 'pause', now: 5 }, change: { type: 'stop' } },
    { name: 'toggle off while playing stops', before: [on, play], event: on, change: { type: 'stop' } },
    {
      name: 'completion stops',
      before: [on, play],
      event: { type: 'tick', now: 15 * MIN },
      change: { type: 'stop' },
    },
    {
      name: 'preset change while playing restarts',
      before: [on, play],
      event: { type: 'set-preset', presetId: 'delta-healing' },
      change: { type: 'restart', presetId: 'delta-healing', volume: 0.3, mode: 'binaural' },
    },
    {
      name: 'preset change while paused is silent',
      before: [on],
      event: { type: 'set-preset', presetId: 'delta-healing' },
      change: null,
    },
    {
      name: 'volume change while playing adjusts',
      before: [on, play],
      event: { type: 'set-volume', volume: 0.8 },
      change: { type: 'volume', volume: 0.8 },
    },
    { name: 'a tick changes nothing', before: [on, play], event: { type: 'tick', now: 1000 }, change: null },
    {
      name: 'switching to isochronic while playing restarts',
      before: [on, play],
      event: { type: 'set-beat-mode', mode: 'isochronic' },
      change: { type: 'restart', presetId: 'alpha-wealth', volume: 0.3, mode: 'isochronic' },
    },
    {
      name: 'a seek during a fixed preset changes nothing',
      before: [on, play],
      event: { type: 'seek', seconds: 300, now: 0 },
      change: null,
    },
    {
      name: 'a seek during a journey restarts its glide from there',
      before: [on, { type: 'set-preset', presetId: 'journey-unwind' }, play],
      event: { type: 'seek', seconds: 300, now: 0 },
      change: { type: 'restart', presetId: 'journey-unwind', volume: 0.3, mode: 'binaural' },
    },
    {
      name: 'an unknown preset is ignored',
      before: [on, play],
      event: { type: 'set-preset', presetId: 'nope' },
      change: null,
    },
  ])('$name', ({ before, event, change }) => {
    const prior = run(before).state;
    expect(soundChange(prior, transition(prior, event).state)).toEqual(change);
  });
});

describe('seek', () => {
  const playingAt = (now: number) => transition(initialPlayerState(), { type: 'play', now }).state;

  it.each([
    [60, 60_000],
    [-5, 0],
    [10_000, 15 * 60_000 - 1000],
  ])('seeking to %d s lands at %i ms, keeps playing from there and counts a jump', (seconds, elapsed) => {
    const state = transition(playingAt(0), { type: 'seek', seconds, now: 5000 }).state;
    expect(state).toMatchObject({ elapsedMs: elapsed, playing: true, originMs: 5000 - elapsed, jumps: 1 });
    expect(transition(state, { type: 'tick', now: 5500 }).state.elapsedMs).toBe(elapsed + 500);
  });

  it('seeking while paused moves the position only', () => {
    const state = transition(initialPlayerState(), { type: 'seek', seconds: 30, now: 5000 }).state;
    expect(state).toMatchObject({ elapsedMs: 30_000, playing: false, originMs: null });
  });
});

describe('set-playlist', () => {
  const extra = { id: 'x', title: 'Extra', duration: 5, description: 'd', type: 'guided' as const };

  it('keeps the current session (and its playback) when the new list holds it', () => {
    const playing = transition(initialPlayerState(), { type: 'play', now: 0 }).state;
    const state = transition(playing, {
      type: 'set-playlist',
      sessions: [extra, ...MEDITATION_CATALOGUE],
    }).state;
    expect(state).toMatchObject({ sessionIndex: 1, playing: true });
    expect(transition(state, { type: 'next', now: 0 }).state.sessionIndex).toBe(2);
    expect(transition(state, { type: 'pick-session', index: 0 }).state.sessionIndex).toBe(0);
  });

  it('resets to the first session when the current one is gone, and ignores an empty list', () => {
    const state = transition(initialPlayerState(), { type: 'set-playlist', sessions: [extra] }).state;
    expect(state).toMatchObject({ sessionIndex: 0, playing: false });
    expect(transition(state, { type: 'next', now: 0 }).state.sessionIndex).toBe(0);
    expect(transition(state, { type: 'set-playlist', sessions: [] }).state).toBe(state);
  });
});
