import type { CoachContext, CoachMessage } from './coach';
import { MONEY_CRISIS_KINDS } from './money-help';
import { checkSafety } from './safety-check';
import { normalise } from './normalise';
import { classifyMessage, type CoachTopic } from './topics';

/** How long after a crisis message the conversation stays in care, at most. */
export const AFTER_CRISIS_MS = 24 * 3_600_000;

// Said in care mode, these keep it: small talk, feelings, "what do I do now?", money worry. Any other
// topic the classifier recognises ("how is my emergency fund going?") is a new topic and ends care.
const STAYS_IN_CARE = new Set<CoachTopic>([
  'crisis',
  'unclear',
  'low-mood',
  'greeting',
  'thanks',
  'out-of-scope',
  'motivation',
  'money-stress',
  // Money in crisis is no way out of care: its help comes with the crisis line (safety-route.ts).
  ...MONEY_CRISIS_KINDS,
]);

// "I'm safe", "I'm ok now, I called them", "I talked to someone": on the normalised text. "Ok" or
// "fine" alone is not enough (it is often a way to end a hard conversation), and no negation matches.
const SAYS_SAFE = new RegExp(
  [
    "\\b(i'?m|i am|im) (safe|safer)\\b",
    "\\b(i'?m|i am|im|feeling|feel) (ok|okay|alright|all right|fine|better) now\\b",
    '\\bi (called|rang|phoned|texted|talked to|spoke to|spoke with|talked with) (them|the line|a line|the helpline|someone|somebody|a friend|my \\w+|988|samaritans|lifeline)\\b',
    "\\b(not|won'?t|wont) (going to )?(hurt|harm|kill) myself\\b",
  ].join('|'),
);

const saysSafe = (message: string) => {
  const text = normalise(message);
  return SAYS_SAFE.test(text) && !/\b(not|n't|never) (safe|ok|okay|alright|fine)\b/.test(text);
};

/**
 * A message that puts the conversation in care: any safety signal, except the model's alone on a
 * message that says the member is safe ("I'm safe now" shares its words with crisis messages).
 */
function startsCare(message: string): boolean {
  const { level, signals } = checkSafety(message);
  if (level === 'none') return false;
  return !saysSafe(message) || signals.some((signal) => signal.startsWith('lexicon:'));
}

const newTopic = (message: string, context: CoachContext) =>
  !STAYS_IN_CARE.has(classifyMessage(message, context).topic);

/**
 * Where a message stands after a crisis: `earlier` is the conversation before it, newest first, as
 * many turns as the coach reads. After a member's crisis (or uncertain) message within
 * AFTER_CRISIS_MS, the conversation is in care until a later message of theirs says they are safe or
 * clearly starts a new topic:
 *  - 'safe-again': this message says they are safe (the coach is glad, and back);
 *  - 'care': still in care (the help again, and no tips, streaks, affirmations or next steps);
 *  - null: no care (never in it, or left it).
 * The stored words are checked again rather than remembered, so the rule follows the safety check.
 */
export function careState(
  message: string,
  earlier: readonly CoachMessage[],
  context: CoachContext,
  now: Date,
): 'care' | 'safe-again' | null {
  const mine = earlier.filter(
    (turn) => turn.role === 'member' && now.getTime() - Date.parse(turn.createdAt) <= AFTER_CRISIS_MS,
  );
  const crisisAt = mine.findIndex((turn) => startsCare(turn.content));
  if (crisisAt < 0) return null;
  const since = mine.slice(0, crisisAt);
  if (since.some((turn) => saysSafe(turn.content) || newTopic(turn.content, context))) return null;
  if (saysSafe(message)) return 'safe-again';
  return newTopic(message, context) ? null : 'care';
}
