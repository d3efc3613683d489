import { currentSession, type PlayerState } from './player';
import type { MeditationScript } from './scripts';

/**
 * Which script the voice follows and where it is: the scenario's script in advanced mode with a
 * scenario chosen (on the scenario's own timeline), otherwise the session's. The key changes
 * whenever the timeline jumps (another script, a new run, a seek or a step move), so the speech
 * planner cancels and finds its place again.
 */
export type Timeline = { key: string; script: MeditationScript; position: number };

/**
 * Finds a built-in script by id, or undefined while it is not at hand: the server reads every file
 * (meditation-script-index), the web client loads one file when the player first needs it.
 */
export type ScriptLookup = (id: string) => MeditationScript | undefined;

/** The id of the built-in script the player follows now (a scenario's in advanced mode). */
export function timelineScriptId(state: PlayerState): string {
  const scenarioId = state.mode === 'advanced' ? state.scenarioId : null;
  return scenarioId ?? currentSession(state).id;
}

export function activeTimeline(state: PlayerState, lookup: ScriptLookup): Timeline | null {
  const scenarioId = state.mode === 'advanced' ? state.scenarioId : null;
  const session = currentSession(state);
  const custom = session.custom;
  const script =
    (custom && !scenarioId
      ? { id: session.id, duration: session.duration * 60, cues: custom.cues, bells: [] }
      : undefined) ?? lookup(timelineScriptId(state));
  if (!script) return null;
  const offsetMs = scenarioId ? state.scenarioOffsetMs : 0;
  return {
    key: `${script.id}|${state.run}|${state.jumps}|${offsetMs}`,
    script,
    position: (state.elapsedMs + offsetMs) / 1000,
  };
}
