import { findLibrarySession } from './library';

/**
 * The sleep timer in effect for a session. A sleep story always runs its full length and fades the
 * sound out over its last minute, whatever the member chose for other sessions; any other session
 * follows the member's choice (0 = off), stopping with the player's ordinary short fade.
 */

const SLEEP_STORY_FADE_SECONDS = 60;

/**
 * `countsFrom`: a story's timer runs on the session's own clock (it ends with the story, even after
 * a pause); a chosen timer counts from when playing (re)starts, as it always has.
 */
export type SleepTimer = {
  minutes: number;
  fadeSeconds: number;
  countsFrom: 'session-start' | 'play';
} | null;

export function sleepTimerFor(sessionId: string, chosenMinutes: number): SleepTimer {
  const session = findLibrarySession(sessionId);
  if (session?.sleepStory)
    return {
      minutes: session.duration,
      fadeSeconds: SLEEP_STORY_FADE_SECONDS,
      countsFrom: 'session-start',
    };
  return chosenMinutes > 0 ? { minutes: chosenMinutes, fadeSeconds: 0, countsFrom: 'play' } : null;
}

/**
 * Where a running timer stands `secondsPlayed` after it started: still running, fading (the sound
 * is on its way down; `fadeLeft` seconds remain), or done (the player pauses).
 */
export function sleepTimerPhase(
  timer: Pick<NonNullable<SleepTimer>, 'minutes' | 'fadeSeconds'>,
  secondsPlayed: number,
): { phase: 'running' } | { phase: 'fading'; fadeLeft: number } | { phase: 'done' } {
  const total = timer.minutes * 60;
  if (secondsPlayed >= total) return { phase: 'done' };
  if (timer.fadeSeconds > 0 && secondsPlayed >= total - timer.fadeSeconds)
    return { phase: 'fading', fadeLeft: total - secondsPlayed };
  return { phase: 'running' };
}
