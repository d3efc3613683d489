import type { CoachContext, CoachMessage } from './coach';
import { classifyMessage } from './topics';

/** How long after a crisis message the coach keeps answering small talk with the help again. */
export const AFTER_CRISIS_MS = 24 * 3_600_000;

/**
 * Whether the member's last message before this one was about suicide or self-harm, sent within
 * AFTER_CRISIS_MS of `now`. `earlier` is the conversation before this message, newest first. The
 * stored words are classified again rather than remembered, so the rule follows the classifier.
 */
export function followsCrisis(earlier: readonly CoachMessage[], context: CoachContext, now: Date): boolean {
  const previous = earlier.find((turn) => turn.role === 'member');
  if (!previous) return false;
  if (now.getTime() - Date.parse(previous.createdAt) > AFTER_CRISIS_MS) return false;
  return classifyMessage(previous.content, context).topic === 'crisis';
}
