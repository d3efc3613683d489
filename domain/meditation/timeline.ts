import { currentSession, type PlayerState } from './player';
import { findScript } from './script-index';
import type { MeditationScript } from './scripts';

/**
 * Which script the voice follows and where it is: the scenario's script in advanced mode with a
 * scenario chosen (on the scenario's own timeline), otherwise the session's. The key changes
 * whenever the timeline jumps (another script, a new run, a seek or a step move), so the speech
 * planner cancels and finds its place again.
 */
export type Timeline = { key: string; script: MeditationScript; position: number };

export function activeTimeline(state: PlayerState): Timeline | null {
  const scenarioId = state.mode === 'advanced' ? state.scenarioId : null;
  const session = currentSession(state);
  const custom = session.custom;
  const script =
    findScript(scenarioId ?? session.id) ??
    (custom && !scenarioId
      ? { id: session.id, duration: session.duration * 60, cues: custom.cues, bells: [] }
      : undefined);
  if (!script) return null;
  const offsetMs = scenarioId ? state.scenarioOffsetMs : 0;
  return {
    key: `${script.id}|${state.run}|${state.jumps}|${offsetMs}`,
    script,
    position: (state.elapsedMs + offsetMs) / 1000,
  };
}
