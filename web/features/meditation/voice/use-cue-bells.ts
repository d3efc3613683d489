import { useEffect, useRef, useSyncExternalStore } from 'react';
import { bellsDue } from '#domain/meditation/bells';
import type { PlayerState } from '#domain/meditation/player';
import { useActiveTimeline } from '#web/features/meditation/player/script-store';
import { SOFT_BELL } from '#web/features/meditation/audio/bell';
import type { SoundEngine } from '#web/features/meditation/audio/sound-engine';
import { eyesOpenStore } from './eyes-open-settings';

/**
 * Eyes-open mode: a soft bell as each new cue begins, on the same clock and with the same rule as
 * the other bells (an ordinary tick only, never a seek or a catch-up jump).
 */
export function useCueBells(state: PlayerState, engine: SoundEngine) {
  const { bellPerCue } = useSyncExternalStore(eyesOpenStore.subscribe, eyesOpenStore.get);
  const timeline = useActiveTimeline(state);
  const second = timeline ? Math.floor(timeline.position) : 0;
  const last = useRef(second);
  useEffect(() => {
    const from = last.current;
    last.current = second;
    if (!bellPerCue || !state.playing || !timeline) return;
    const due = bellsDue(from, second, {
      intervalMinutes: 0,
      scriptBells: timeline.script.cues.map((cue) => cue.at),
      durationSeconds: timeline.script.duration,
    });
    if (due > 0) engine.ring(SOFT_BELL);
    // Rings follow the clock only; other state is read when it moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [second]);
}
