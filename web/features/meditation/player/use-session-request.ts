import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';
import { BINAURAL_PRESETS } from '#domain/meditation/meditation';
import type { PlayerState } from '#domain/meditation/player';
import type { PlayerInput } from './player-store';
import { voiceSettingsStore } from '#web/features/meditation/voice/voice-settings';

/**
 * `/meditate?session=<id>` picks that session once the playlist holds it; `&play=1` (the first
 * session from onboarding, one tap away) also turns the voice and the beats on, with the preset
 * `&beats=<preset>` when given, opens the full-screen player and starts playing. The tap that led
 * here lets the browser start sound.
 */
export function useSessionRequest(
  state: PlayerState,
  send: (input: PlayerInput) => void,
  openFullScreen: () => void,
) {
  const search = useSearch();
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    const params = new URLSearchParams(search);
    const id = params.get('session');
    if (!id) return;
    const index = state.playlist.findIndex((session) => session.id === id);
    if (index < 0) return;
    handled.current = true;
    if (index !== state.sessionIndex) send({ type: 'pick-session', index });
    if (params.get('play') !== '1') return;
    if (!voiceSettingsStore.get().enabled) voiceSettingsStore.update({ enabled: true });
    if (!state.binaural.enabled) send({ type: 'toggle-binaural' });
    const presetId = params.get('beats');
    if (presetId && BINAURAL_PRESETS.some((preset) => preset.id === presetId))
      send({ type: 'set-preset', presetId });
    openFullScreen();
    send({ type: 'play' });
  }, [search, state.playlist, state.sessionIndex, state.binaural.enabled, send, openFullScreen]);
}
