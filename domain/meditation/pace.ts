import { findLibrarySession } from './library';

/**
 * The voice's pace for a session. Sleep stories are told slowly: at most this rate, whatever pace
 * the member chose for other sessions (a slower choice is kept). The stories' timing leaves room
 * for it: every story line ends before the next is due even when read at this rate
 * (meditation-pace.test.ts), so the slower voice never makes the player skip a line.
 */
export const SLEEP_STORY_VOICE_RATE = 0.75;

export function voiceRateFor(sessionId: string, chosenRate: number): number {
  return findLibrarySession(sessionId)?.sleepStory
    ? Math.min(chosenRate, SLEEP_STORY_VOICE_RATE)
    : chosenRate;
}
