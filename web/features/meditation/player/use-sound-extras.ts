import { useEffect, useRef, useSyncExternalStore } from 'react';
import { bellsDue } from '#domain/meditation/bells';
import { currentSession, type PlayerState } from '#domain/meditation/player';
import type { SoundEngine } from '#web/features/meditation/audio/sound-engine';
import type { PlayerInput } from './player-store';
import { useActiveTimeline } from './script-store';
import { soundSettingsStore } from './sound-settings';
import { useSleepTimer } from './use-sleep-timer';
import { useCueBells } from '#web/features/meditation/voice/use-cue-bells';

/**
 * The sound beyond the beats, on the player's clock: soundscapes sound while playing; interval and
 * script bells ring as the clock passes them; the sleep timer pauses the player when it runs out
 * (use-sleep-timer.ts).
 */
export function useSoundExtras(state: PlayerState, engine: SoundEngine, send: (input: PlayerInput) => void) {
  const settings = useSyncExternalStore(soundSettingsStore.subscribe, soundSettingsStore.get);

  useEffect(() => {
    engine.setSoundscapes(settings.soundscapes, state.playing);
  }, [engine, settings.soundscapes, state.playing]);

  const timeline = useActiveTimeline(state);
  const seconds = Math.floor(state.elapsedMs / 1000);
  const last = useRef(seconds);
  useEffect(() => {
    const from = last.current;
    last.current = seconds;
    if (!state.playing) return;
    const due = bellsDue(from, seconds, {
      intervalMinutes: settings.bellIntervalMinutes,
      scriptBells: timeline && state.mode === 'basic' ? timeline.script.bells : [],
      durationSeconds: currentSession(state).duration * 60,
    });
    if (due > 0) engine.ring();
    // Rings follow the clock only; other state changes are read when it moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seconds]);

  useSleepTimer(state, engine, send, settings.sleepTimerMinutes);
  useCueBells(state, engine);

  return settings;
}
