import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { MEDITATION_TICK_MS, currentSession } from '#domain/meditation/player';
import { createSoundEngine } from '#web/features/meditation/audio/sound-engine';
import { useCustomMeditations, useMeditationLibrary } from '#web/features/meditation/api';
import { customToSession } from '#domain/meditation/custom';
import { useApplyCustomSound } from './use-apply-custom-sound';
import { createPlayerStore, type PlayerStore } from './player-store';
import { createMoodPrompts } from './mood-prompts';
import { createSessionRecorder } from './session-recorder';
import { useSessionRequest } from './use-session-request';
import { soundSettingsStore } from './sound-settings';
import { useSoundExtras } from './use-sound-extras';

/**
 * The page's player: state from the pure machine, time from performance.now(), a one-second tick
 * while playing (plus one whenever the tab becomes visible again, so a throttled background tab
 * catches up at once), session records through the API, and sound through Web Audio.
 */
export function useMeditationPlayer() {
  const queryClient = useQueryClient();
  const [{ store, engine, recorder, moods }] = useState(() => {
    let store: PlayerStore | null = null;
    const moods = createMoodPrompts();
    const engine = createSoundEngine(() => {
      const state = store?.getState();
      return {
        elapsedSeconds: (state?.elapsedMs ?? 0) / 1000,
        durationSeconds: state ? currentSession(state).duration * 60 : 60,
      };
    });
    const recorder = createSessionRecorder(queryClient);
    store = createPlayerStore({
      now: () => performance.now(),
      onEffect: (effect) => {
        recorder.record(effect);
        // "How do you feel?" as a run starts, "How do you feel now?" once it ends (both skippable).
        moods.set({ moment: effect.type === 'session-started' ? 'before' : 'after', run: effect.run });
        if (soundSettingsStore.get().startEndBells) engine.ring();
      },
      onSound: engine.apply,
    });
    return { store, engine, recorder, moods };
  });
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const moodPrompt = useSyncExternalStore(moods.subscribe, moods.get);
  const answerMood = useCallback(
    (mood: number | null) => {
      const prompt = moods.get();
      if (!prompt) return;
      moods.set(null);
      void recorder.rateMood(prompt.moment, prompt.run, mood);
    },
    [moods, recorder],
  );
  const [fullScreen, setFullScreen] = useState(false);
  const openFullScreen = useCallback(() => setFullScreen(true), []);
  useSessionRequest(state, store.send, openFullScreen);
  const library = useMeditationLibrary();
  const custom = useCustomMeditations();

  // The playlist is what the server says this member may play (the free four until it answers),
  // followed by the member's own meditations.
  useEffect(() => {
    if (!library.data) return;
    const own = (custom.data ?? []).map(customToSession);
    store.send({ type: 'set-playlist', sessions: [...library.data.filter((item) => !item.locked), ...own] });
  }, [library.data, custom.data, store]);
  useApplyCustomSound(state, store.send);

  useEffect(() => {
    if (!state.playing) return;
    const tick = () => store.send({ type: 'tick' });
    const interval = setInterval(tick, MEDITATION_TICK_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [state.playing, store]);

  const sound = useSoundExtras(state, engine, store.send);

  // Leaving the page silences everything and closes the audio context.
  useEffect(() => () => engine.dispose(), [engine]);

  return {
    state,
    send: store.send,
    library: library.data,
    sound,
    mood: { prompt: moodPrompt, answer: answerMood },
    fullScreen: { open: fullScreen, setOpen: setFullScreen },
  };
}
