import { useEffect } from 'react';
import { SOUNDSCAPE_IDS } from '#domain/meditation/journeys';
import { currentSession, type PlayerState } from '#domain/meditation/player';
import type { PlayerInput } from './player-store';
import { soundSettingsStore } from './sound-settings';

/**
 * Picking a custom meditation sets the player's controls to its design (soundscape mix, beats,
 * interval bell); the listener can still change them while it plays.
 */
export function useApplyCustomSound(state: PlayerState, send: (input: PlayerInput) => void) {
  const session = currentSession(state);
  useEffect(() => {
    const sound = session.custom;
    if (!sound) return;
    const soundscapes = Object.fromEntries(SOUNDSCAPE_IDS.map((id) => [id, sound.soundscapes[id] ?? 0]));
    soundSettingsStore.update({
      soundscapes: { pink: 0, brown: 0, rain: 0, surf: 0, bowl: 0, ...soundscapes },
      bellIntervalMinutes: sound.bellIntervalMinutes,
    });
    if (sound.presetId) {
      send({ type: 'set-preset', presetId: sound.presetId });
      send({ type: 'set-beat-mode', mode: sound.beatMode });
    }
    if (Boolean(sound.presetId) !== state.binaural.enabled) send({ type: 'toggle-binaural' });
    // Applied once per pick, not on every state change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.id]);
}
