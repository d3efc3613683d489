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

/**
 * A reply of a word or two ("ok", "no", "maybe later") says nothing the model can weigh: with no
 * lexicon sign it is no signal. In a conversation already in care, the care route answers it anyway
 * (domain/coach/after-crisis.ts).
 */
const ACKNOWLEDGEMENTS = new Set([
  ...['ok', 'okay', 'k', 'kk', 'no', 'nope', 'nah', 'yes', 'yeah', 'yep', 'sure', 'hmm', 'hm', 'cool'],
  ...['fine', 'good', 'great', 'nice', 'thanks', 'ty', 'later', 'maybe', 'maybe later', 'not now'],
  ...['not yet', 'thank you', 'got it', 'sounds good'],
]);
/**
 * Below this many words, the model alone only asks (uncertain): "i did it" or "not today" carry too
 * little to call a crisis on, and the direct question still reaches a member in one. A short crisis
 * message in its own words ("kms", "goodbye everyone") carries a lexicon sign.
 */
const FEW_WORDS = 4;

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
  if (signs.length > 0)
    return { level: 'crisis', signals: probability >= CRISIS_AT ? [...signs, 'classifier'] : signs };
  if (ACKNOWLEDGEMENTS.has(text)) return { level: 'none', signals: [] };
  const short = text.split(' ').length < FEW_WORDS;
  if (probability >= CRISIS_AT && !short) return { level: 'crisis', signals: ['classifier'] };
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
