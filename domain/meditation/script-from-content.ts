import { SessionContentSchema, type SessionContent } from './content';
import { VISUALIZATION_SCENARIOS } from './scenarios';
import { FIRST_CUE_AT, type Cue, type MeditationScript } from './scripts';

/**
 * One content file (content/sessions/<id>.json) turned into the script the player follows. Shared
 * by the server's index of every script and the web client's one-file-at-a-time loader, so both
 * read a file the same way.
 */

/** A scenario's script: each step's instruction as the step begins, then the file's lines for it. */
function scenarioScript(content: Extract<SessionContent, { kind: 'scenario' }>): MeditationScript {
  const scenario = VISUALIZATION_SCENARIOS.find((candidate) => candidate.id === content.id);
  if (!scenario) throw new Error(`content/sessions/${content.id}.json: no scenario has this id`);
  if (scenario.steps.length !== content.steps.length)
    throw new Error(`content/sessions/${content.id}.json: ${scenario.steps.length} steps expected`);
  const cues: Cue[] = [];
  let start = 0;
  scenario.steps.forEach((step, index) => {
    cues.push({ at: index === 0 ? FIRST_CUE_AT : start, text: step.instruction });
    cues.push(...(content.steps[index]?.cues ?? []));
    start += step.duration;
  });
  cues.push(content.closing);
  return { id: content.id, duration: start, cues, bells: [] };
}

export function scriptFromContent(content: SessionContent): MeditationScript {
  if (content.kind === 'scenario') return scenarioScript(content);
  const bells = content.kind === 'ambient' ? content.bells : [];
  return { id: content.id, duration: content.durationSeconds, cues: content.cues, bells };
}

/** Checks an imported file against its contract (docs/meditation.md, "Voice scripts") and builds its script. */
export function parseScript(file: unknown): MeditationScript {
  return scriptFromContent(SessionContentSchema.parse(file));
}
