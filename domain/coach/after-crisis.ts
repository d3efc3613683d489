import type { CoachContext, CoachMessage } from './coach';
import { classifyMessage } from './topics';

/** How long after a crisis message the coach keeps answering small talk with the help again. */
export const AFTER_CRISIS_MS = 24 * 3_600_000;

/**
 * Whether any of the member's recent messages (`earlier`: the conversation before this one, newest
 * first, as many turns as the coach reads) was about suicide or self-harm and was sent within
 * AFTER_CRISIS_MS of `now`. Only small talk and unclear messages are answered differently for it
 * (domain/coach/replies.ts), so "ok" an hour and three messages later still gets the help, while a
 * real question gets its answer. The stored words are classified again rather than remembered, so
 * the rule follows the classifier.
 */
export function followsCrisis(earlier: readonly CoachMessage[], context: CoachContext, now: Date): boolean {
  return earlier.some(
    (turn) =>
      turn.role === 'member' &&
      now.getTime() - Date.parse(turn.createdAt) <= AFTER_CRISIS_MS &&
      classifyMessage(turn.content, context).topic === 'crisis',
  );
}
