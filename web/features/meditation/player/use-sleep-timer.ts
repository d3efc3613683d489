import { useEffect, useRef } from 'react';
import { currentSession, type PlayerState } from '#domain/meditation/player';
import { sleepTimerFor, sleepTimerPhase } from '#domain/meditation/sleep-timer';
import type { SoundEngine } from '#web/features/meditation/audio/sound-engine';
import type { PlayerInput } from './player-store';

/**
 * The sleep timer on the player's clock (domain/meditation/sleep-timer.ts): the member's choice
 * counts from when playing starts and pauses the player when it runs out (the sound then fades over
 * the graph's short fade); a sleep story's timer is its own length, and its sound glides down over
 * the last minute before the pause.
 */
export function useSleepTimer(
  state: PlayerState,
  engine: SoundEngine,
  send: (input: PlayerInput) => void,
  chosenMinutes: number,
) {
  const seconds = Math.floor(state.elapsedMs / 1000);
  const timer = sleepTimerFor(currentSession(state).id, chosenMinutes);
  const startedAt = useRef(seconds);
  const fading = useRef(false);

  useEffect(() => {
    startedAt.current = seconds;
    fading.current = false;
    if (state.playing) engine.restoreLevel();
    // The timer starts when playing starts, the choice changes or a new run begins, not on every tick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.playing, chosenMinutes, state.run, state.sessionIndex]);

  useEffect(() => {
    if (!state.playing || !timer) return;
    const played = timer.countsFrom === 'session-start' ? seconds : seconds - startedAt.current;
    const where = sleepTimerPhase(timer, played);
    if (where.phase === 'fading' && !fading.current) {
      fading.current = true;
      engine.fadeOut(where.fadeLeft);
    } else if (where.phase === 'done') send({ type: 'pause' });
    // Followed on the clock; the other values are read when it moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds]);
}
