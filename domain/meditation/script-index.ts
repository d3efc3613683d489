import abundanceAlignment from '#content/sessions/abundance-alignment.json';
import bodyReset from '#content/sessions/body-reset.json';
import cascadingWealthWaterfall from '#content/sessions/cascading-wealth-waterfall.json';
import confidentAsk from '#content/sessions/confident-ask.json';
import cosmicManifestationPortal from '#content/sessions/cosmic-manifestation-portal.json';
import cosmicWealthAttunement from '#content/sessions/cosmic-wealth-attunement.json';
import deepFocus from '#content/sessions/deep-focus.json';
import eveningReview from '#content/sessions/evening-review.json';
import financialFreedom from '#content/sessions/financial-freedom.json';
import firstBreath from '#content/sessions/first-breath.json';
import focusField from '#content/sessions/focus-field.json';
import fullBodyScan from '#content/sessions/full-body-scan.json';
import generousHeart from '#content/sessions/generous-heart.json';
import goldenAbundanceTemple from '#content/sessions/golden-abundance-temple.json';
import gratitudeLedger from '#content/sessions/gratitude-ledger.json';
import morningIntention from '#content/sessions/morning-intention.json';
import nightFerry from '#content/sessions/night-ferry.json';
import nightTide from '#content/sessions/night-tide.json';
import orchardHouse from '#content/sessions/orchard-house.json';
import quantumFieldImmersion from '#content/sessions/quantum-field-immersion.json';
import quantumManifestation from '#content/sessions/quantum-manifestation.json';
import rainLibrary from '#content/sessions/rain-library.json';
import sleepDescent from '#content/sessions/sleep-descent.json';
import snowTrain from '#content/sessions/snow-train.json';
import sunriseBreath from '#content/sessions/sunrise-breath.json';
import { SessionContentSchema, type SessionContent } from './content';
import { VISUALIZATION_SCENARIOS } from './scenarios';
import { FIRST_CUE_AT, type Cue, type MeditationScript } from './scripts';

/**
 * Every built-in script by id, read from the content files (content/sessions/*.json): the
 * catalogue and library sessions and the guided-imagery scenarios. The files are bundled into the
 * server and the web client alike (JSON imports), so both read the same words. Adding a session
 * means adding its file here; the content test fails for a file that is not listed.
 */
export const SESSION_CONTENT_FILES: readonly unknown[] = [
  abundanceAlignment,
  bodyReset,
  cascadingWealthWaterfall,
  confidentAsk,
  cosmicManifestationPortal,
  cosmicWealthAttunement,
  deepFocus,
  eveningReview,
  financialFreedom,
  firstBreath,
  focusField,
  fullBodyScan,
  generousHeart,
  goldenAbundanceTemple,
  gratitudeLedger,
  morningIntention,
  nightFerry,
  nightTide,
  orchardHouse,
  quantumFieldImmersion,
  quantumManifestation,
  rainLibrary,
  sleepDescent,
  snowTrain,
  sunriseBreath,
];

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

let scripts: readonly MeditationScript[] | null = null;
let byId: Map<string, MeditationScript> | null = null;

/** Parsed and checked on first use, so a page that never plays a session never pays for it. */
export function allScripts(): readonly MeditationScript[] {
  scripts ??= SESSION_CONTENT_FILES.map((file) => scriptFromContent(SessionContentSchema.parse(file)));
  return scripts;
}

export function findScript(id: string): MeditationScript | undefined {
  byId ??= new Map(allScripts().map((script) => [script.id, script]));
  return byId.get(id);
}
