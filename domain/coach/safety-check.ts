import type { CoachContext } from './coach';
import { classifyMessage } from './topics';

export type SafetyCheck = { level: 'crisis' | 'uncertain' | 'none'; signals: readonly string[] };

// The crisis phrasings of topics.ts do not read the member's goals or habits, so any context will do.
const NO_CONTEXT: CoachContext = {
  today: '2026-01-01',
  timeZone: 'UTC',
  firstName: null,
  moonPhase: null,
  goals: [],
  habits: [],
  days: [],
};

/**
 * The one safety check every message passes before any reply or model call. This version reads the
 * crisis phrasings of domain/coach/topics.ts only, so it says 'crisis' or 'none'.
 */
export function checkSafety(message: string): SafetyCheck {
  return classifyMessage(message, NO_CONTEXT).topic === 'crisis'
    ? { level: 'crisis', signals: ['crisis-phrase'] }
    : { level: 'none', signals: [] };
}
