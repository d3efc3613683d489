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
import type { MeditationScript } from './scripts';
import { parseScript } from './script-from-content';

/**
 * Every built-in script by id, read from the content files (content/sessions/*.json): the
 * catalogue and library sessions and the guided-imagery scenarios, for the server, the build's
 * content check and the tests. The web client never imports this module: its player loads one
 * file at a time (web/features/meditation/player/script-store.ts), so the meditate page does not
 * carry every script. Adding a session means adding its file here; the content test fails for a
 * file that is not listed.
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

let scripts: readonly MeditationScript[] | null = null;
let byId: Map<string, MeditationScript> | null = null;

/** Parsed and checked on first use, so a page that never plays a session never pays for it. */
export function allScripts(): readonly MeditationScript[] {
  scripts ??= SESSION_CONTENT_FILES.map(parseScript);
  return scripts;
}

export function findScript(id: string): MeditationScript | undefined {
  byId ??= new Map(allScripts().map((script) => [script.id, script]));
  return byId.get(id);
}
