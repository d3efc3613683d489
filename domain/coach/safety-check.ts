import { crisisSigns } from './crisis-lexicon';
import { coachModels } from './model/coach-weights';
import { featuresOf } from './model/features';
import { SAFETY_RECIPE } from './model/recipes';
import { probabilities } from './model/softmax-model';
import { normalise } from './normalise';

type SafetyLevel = 'crisis' | 'uncertain' | 'none';
/** `signals` name what fired ('lexicon:method', 'classifier', ...), never the member's words. */
export type SafetyVerdict = { level: SafetyLevel; signals: readonly string[] };

/**
 * The safety model's probability from which a message is a crisis, and from which it is uncertain
 * (the coach asks directly and gives the help line). Both were chosen by cross-validation on the
 * training part (npm run coach:cross-validate): from 0.8 few idioms are taken for a crisis; the
 * uncertain band starts low on purpose, since a missed crisis costs far more than a gentle question
 * too many (docs/coach.md, "The safety check", gives the held-out figures for both).
 */
const CRISIS_AT = 0.8;
const UNCERTAIN_AT = 0.1;

/** The safety model's probability that a normalised message is about suicide or self-harm. */
function crisisProbability(normalised: string): number {
  return (
    probabilities(coachModels().safety, featuresOf(normalised, SAFETY_RECIPE.features)).get('crisis') ?? 0
  );
}

/**
 * The one safety check every message passes before any reply or model call: the text normalised,
 * then the crisis lexicon, then the learned safety model. A lexicon sign or a high probability is a
 * crisis; a middle probability is uncertain.
 */
export function checkSafety(message: string): SafetyVerdict {
  const text = normalise(message);
  const signs = crisisSigns(text).map((sign) => `lexicon:${sign}`);
  const probability = crisisProbability(text);
  if (probability >= CRISIS_AT) return { level: 'crisis', signals: [...signs, 'classifier'] };
  if (signs.length > 0) return { level: 'crisis', signals: signs };
  if (probability >= UNCERTAIN_AT) return { level: 'uncertain', signals: ['classifier:uncertain'] };
  return { level: 'none', signals: [] };
}

/**
 * A chat model's yes/no answer as one more signal (server/features/coach/model-safety-signal.ts):
 * a yes raises 'none' to 'uncertain' and never lowers anything; no answer changes nothing.
 */
export function withModelSignal(verdict: SafetyVerdict, modelSaysCrisis: boolean | null): SafetyVerdict {
  if (!modelSaysCrisis) return verdict;
  return {
    level: verdict.level === 'none' ? 'uncertain' : verdict.level,
    signals: [...verdict.signals, 'chat-model'],
  };
}
