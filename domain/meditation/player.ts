import {
  BINAURAL_PRESETS,
  BINAURAL_VOLUME,
  MEDITATION_CATALOGUE,
  clampVolume,
  type CatalogueSession,
} from './meditation';
import { findScenario, stepAt, stepStarts } from './scenarios';
import { findJourney, type BeatMode } from './journeys';
import { parseCustomPreset } from './custom';

/**
 * The meditation player as a pure state machine (docs/meditation.md). Time-dependent events carry `now`,
 * a monotonic clock reading in milliseconds (performance.now() in the browser): elapsed time is
 * `now - originMs`, never a count of ticks, so a throttled background tab still finishes on time.
 */

/** docs/meditation.md: the player re-reads the clock once a second while playing. */
export const MEDITATION_TICK_MS = 1000;

export type PlayerMode = 'basic' | 'advanced';

/** presetId names one of the spec's fixed presets or a journey (domain/meditation/journeys). */
export type BinauralSettings = { enabled: boolean; presetId: string; volume: number; mode: BeatMode };

export type PlayerState = {
  /** The sessions previous/next and the picker move between: the member's unlocked ones. */
  playlist: readonly CatalogueSession[];
  sessionIndex: number;
  playing: boolean;
  /** Elapsed milliseconds as of the last event. */
  elapsedMs: number;
  /** While playing, the clock reading at which elapsed was 0; null while paused. */
  originMs: number | null;
  /** Counts started runs, so a completion is matched to the record its start created. */
  run: number;
  mode: PlayerMode;
  scenarioId: string | null;
  /** The scenario timeline position is elapsedMs + scenarioOffsetMs; stepping moves this offset. */
  scenarioOffsetMs: number;
  listOpen: boolean;
  binaural: BinauralSettings;
  /** Counts seeks and step moves: a change tells the voice the timeline jumped. */
  jumps: number;
};

export type PlayerEvent =
  | { type: 'play'; now: number }
  | { type: 'pause'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'next'; now: number }
  | { type: 'previous'; now: number }
  | { type: 'seek'; seconds: number; now: number }
  | { type: 'pick-session'; index: number }
  | { type: 'set-playlist'; sessions: readonly CatalogueSession[] }
  | { type: 'set-list-open'; open: boolean }
  | { type: 'toggle-mode' }
  | { type: 'choose-scenario'; scenarioId: string | null; now: number }
  | { type: 'toggle-binaural' }
  | { type: 'set-preset'; presetId: string }
  | { type: 'set-beat-mode'; mode: BeatMode }
  | { type: 'set-volume'; volume: number };

/** What the outside world must do after a transition: create the record, or mark it completed. */
export type PlayerEffect =
  | { type: 'session-started'; run: number; session: CatalogueSession }
  | { type: 'session-completed'; run: number; session: CatalogueSession };

export type Transition = { state: PlayerState; effects: PlayerEffect[] };

export function initialPlayerState(): PlayerState {
  return {
    playlist: MEDITATION_CATALOGUE,
    sessionIndex: 0,
    playing: false,
    elapsedMs: 0,
    originMs: null,
    run: 0,
    mode: 'basic',
    scenarioId: null,
    scenarioOffsetMs: 0,
    listOpen: false,
    binaural: {
      enabled: false,
      presetId: BINAURAL_PRESETS[0]?.id ?? '',
      volume: BINAURAL_VOLUME.default,
      mode: 'binaural',
    },
    jumps: 0,
  };
}

export function currentSession(state: PlayerState): CatalogueSession {
  const session = state.playlist[state.sessionIndex] ?? state.playlist[0] ?? MEDITATION_CATALOGUE[0];
  if (!session) throw new Error('the meditation catalogue is empty');
  return session;
}

const sessionMs = (state: PlayerState) => currentSession(state).duration * 60_000;

/** Elapsed milliseconds at `now`, never running backwards. */
function elapsedAt(state: PlayerState, now: number): number {
  if (!state.playing || state.originMs === null) return state.elapsedMs;
  return Math.max(state.elapsedMs, now - state.originMs);
}

/** Paused at 0 on the same session: elapsed, step and scenario timeline all back to the start. */
function resetPlayback(state: PlayerState): PlayerState {
  return { ...state, playing: false, elapsedMs: 0, originMs: null, scenarioOffsetMs: 0 };
}

/** Moves the clock to `now`; reaching the session length stops, resets and completes the run. */
function advance(state: PlayerState, now: number): Transition {
  const elapsedMs = elapsedAt(state, now);
  if (elapsedMs < sessionMs(state)) return { state: { ...state, elapsedMs }, effects: [] };
  return {
    state: resetPlayback(state),
    effects: [{ type: 'session-completed', run: state.run, session: currentSession(state) }],
  };
}

function moveSession(state: PlayerState, delta: number): PlayerState {
  const count = state.playlist.length;
  return { ...resetPlayback(state), sessionIndex: (state.sessionIndex + delta + count) % count };
}

/** Moves the scenario timeline so the target step starts now; bounded between the first and last step. */
function moveStep(state: PlayerState, delta: number): PlayerState {
  const scenario = findScenario(state.scenarioId);
  if (!scenario) return state;
  const target = currentStep(state) + delta;
  if (target < 0 || target >= scenario.steps.length) return state;
  const targetStartMs = (stepStarts(scenario.steps)[target] ?? 0) * 1000;
  return { ...state, scenarioOffsetMs: targetStartMs - state.elapsedMs, jumps: state.jumps + 1 };
}

/** Moves to `seconds` into the session (kept inside it); playing carries on from there. */
function seek(state: PlayerState, seconds: number, now: number): PlayerState {
  if (!Number.isFinite(seconds)) return state;
  const elapsedMs = Math.min(sessionMs(state) - 1000, Math.max(0, Math.round(seconds * 1000)));
  const originMs = state.playing ? now - elapsedMs : null;
  return { ...state, elapsedMs, originMs, jumps: state.jumps + 1 };
}

const unchanged = (state: PlayerState): Transition => ({ state, effects: [] });

export function transition(state: PlayerState, event: PlayerEvent): Transition {
  switch (event.type) {
    case 'play': {
      if (state.playing) return unchanged(state);
      const starting = state.elapsedMs === 0;
      const run = starting ? state.run + 1 : state.run;
      const next = { ...state, playing: true, originMs: event.now - state.elapsedMs, run };
      const effects: PlayerEffect[] = starting
        ? [{ type: 'session-started', run, session: currentSession(state) }]
        : [];
      return { state: next, effects };
    }
    case 'pause': {
      if (!state.playing) return unchanged(state);
      const advanced = advance(state, event.now);
      return { ...advanced, state: { ...advanced.state, playing: false, originMs: null } };
    }
    case 'tick':
      return state.playing ? advance(state, event.now) : unchanged(state);
    case 'next':
    case 'previous': {
      const delta = event.type === 'next' ? 1 : -1;
      if (state.mode === 'advanced' && state.scenarioId !== null) {
        // Bring elapsed up to now first, so the step moves from where the listener actually is.
        const advanced = advance(state, event.now);
        return { ...advanced, state: moveStep(advanced.state, delta) };
      }
      return unchanged(moveSession(state, delta));
    }
    case 'seek':
      return unchanged(seek(state, event.seconds, event.now));
    case 'pick-session': {
      if (!state.playlist[event.index]) return unchanged(state);
      return unchanged({
        ...resetPlayback(state),
        sessionIndex: event.index,
        listOpen: false,
        scenarioId: null,
      });
    }
    case 'set-playlist': {
      if (event.sessions.length === 0) return unchanged(state);
      // The session on screen stays where it is (even mid-play) if the new list still holds it.
      const index = event.sessions.findIndex((session) => session.id === currentSession(state).id);
      if (index >= 0) return unchanged({ ...state, playlist: event.sessions, sessionIndex: index });
      return unchanged({ ...resetPlayback(state), playlist: event.sessions, sessionIndex: 0 });
    }
    case 'set-list-open':
      return unchanged({ ...state, listOpen: event.open });
    case 'toggle-mode':
      return unchanged({
        ...state,
        mode: state.mode === 'basic' ? 'advanced' : 'basic',
        scenarioId: null,
        scenarioOffsetMs: 0,
      });
    case 'choose-scenario': {
      if (state.mode !== 'advanced') return unchanged(state);
      if (event.scenarioId !== null && !findScenario(event.scenarioId)) return unchanged(state);
      // A scenario chosen mid-session starts at its first step.
      const advanced = advance(state, event.now);
      const scenarioOffsetMs = 0 - advanced.state.elapsedMs;
      return { ...advanced, state: { ...advanced.state, scenarioId: event.scenarioId, scenarioOffsetMs } };
    }
    case 'toggle-binaural':
      return unchanged({ ...state, binaural: { ...state.binaural, enabled: !state.binaural.enabled } });
    case 'set-preset': {
      const known =
        BINAURAL_PRESETS.some((preset) => preset.id === event.presetId) ||
        findJourney(event.presetId) ||
        parseCustomPreset(event.presetId);
      if (!known) return unchanged(state);
      return unchanged({ ...state, binaural: { ...state.binaural, presetId: event.presetId } });
    }
    case 'set-beat-mode':
      return unchanged({ ...state, binaural: { ...state.binaural, mode: event.mode } });
    case 'set-volume':
      return unchanged({ ...state, binaural: { ...state.binaural, volume: clampVolume(event.volume) } });
  }
}

/** The scenario step for the current elapsed time, from cumulative step durations; 0 without a scenario. */
export function currentStep(state: PlayerState): number {
  const scenario = findScenario(state.scenarioId);
  if (!scenario) return 0;
  return stepAt(scenario.steps, (state.elapsedMs + state.scenarioOffsetMs) / 1000);
}

/** Whole seconds left, rounded up so the clock reads 15:00 at the start and 0:01 in the last second. */
export function remainingSeconds(state: PlayerState): number {
  return Math.ceil((sessionMs(state) - state.elapsedMs) / 1000);
}

export function progressPercent(state: PlayerState): number {
  return Math.min(100, (state.elapsedMs / sessionMs(state)) * 100);
}
