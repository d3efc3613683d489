import { careState } from './after-crisis';
import type { CoachContext, CoachHelp, CoachMessage } from './coach';
import { crisisContacts, crisisHelpFor } from './crisis-lines';
import { moneyCrisisKind, moneyCrisisReply } from './money-crisis';
import { MONEY_CRISIS_KINDS, type MoneyCrisisKind } from './money-help';
import { crisisAnswer, followUpAnswer, safeAgainAnswer, uncertainAnswer } from './safety';
import { checkSafety } from './safety-check';
import { classifyMessage } from './topics';

/** What a safety reply answered, for the metrics (a kind only: never text, never a member). */
export type SafetyKind = 'crisis' | 'uncertain' | 'follow-up' | 'safe-again' | MoneyCrisisKind;

export type SafetyReply = { kind: SafetyKind; text: string; help: CoachHelp[] };

/** The topic model's money-in-crisis kind, for phrasings the committed lexicon does not list. */
function learnedMoneyKind(message: string, context: CoachContext): MoneyCrisisKind | null {
  const { topic } = classifyMessage(message, context);
  return MONEY_CRISIS_KINDS.find((kind) => kind === topic) ?? null;
}

/**
 * The committed reply a message gets before any other coaching, or null for the ordinary coach:
 *  1. a crisis message: the crisis reply; unclear signs: the direct, gentle question;
 *  2. after either, in care mode (domain/coach/after-crisis.ts): the help again, or gladness when the
 *     member says they are safe; a money crisis in care mode gets its help and the crisis line too;
 *  3. a money crisis (domain/coach/money-crisis.ts): the free help for it.
 * `country` chooses the lines (the member's setting, else their time zone's); `earlier` is the
 * conversation before this message, newest first.
 */
export function safetyReply(
  message: string,
  input: { country: string | null; context: CoachContext; earlier: readonly CoachMessage[]; now: Date },
): SafetyReply | null {
  const crisis = crisisHelpFor(input.country);
  const { level, signals } = checkSafety(message);
  const care = careState(message, input.earlier, input.context, input.now);
  // "I'm ok now, I called them" shares its words with crisis messages: in care, without a lexicon
  // sign, it is the member saying they are safe (and that reply still gives the line).
  if (care === 'safe-again' && !signals.some((signal) => signal.startsWith('lexicon:')))
    return { kind: 'safe-again', ...safeAgainAnswer(crisis) };
  if (level === 'crisis') return { kind: 'crisis', ...crisisAnswer(crisis) };
  // In care, the care replies already give the line: "I'm safe now" is gladness, not a question.
  if (level === 'uncertain' && care === null) return { kind: 'uncertain', ...uncertainAnswer(crisis) };
  const money = moneyCrisisKind(message) ?? learnedMoneyKind(message, input.context);
  if (money) {
    const answer = moneyCrisisReply(money, input.country);
    if (care !== 'care') return { kind: money, ...answer };
    const known = new Set(answer.help.map((help) => help.label));
    const more = crisisContacts(crisis).filter((help) => !known.has(help.label));
    return { kind: money, text: answer.text, help: [...answer.help, ...more] };
  }
  if (care === 'safe-again') return { kind: 'safe-again', ...safeAgainAnswer(crisis) };
  if (care === 'care') return { kind: 'follow-up', ...followUpAnswer(crisis) };
  return null;
}
