import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { PlayerState } from '#domain/meditation/player';
import { voiceRateFor } from '#domain/meditation/pace';
import { INITIAL_SPEECH_MEMORY, captionAt, planSpeech, speechEnded } from '#domain/meditation/speech';
import { useActiveTimeline } from '#web/features/meditation/player/script-store';
import { speechSynthesisOrNull, useSpeechVoices } from '#web/lib/audio/speech-voices';
import { speakCue, type Utterance } from './speaker';
import { useStudioVoice } from '#web/features/meditation/api';
import { voiceSettingsStore } from './voice-settings';

/**
 * Speaks the active script on the player's clock with the Web Speech API. Every decision (what to
 * say, when to cancel) comes from planSpeech; this hook only carries its memory between renders,
 * turns `speak` into an utterance and `cancel` into speechSynthesis.cancel(). An utterance's end is
 * matched to the utterance object, so the end of a cancelled one can never free a newer one.
 */
export function useVoiceGuide(state: PlayerState) {
  const settings = useSyncExternalStore(voiceSettingsStore.subscribe, voiceSettingsStore.get);
  const availability = useSpeechVoices();
  const memory = useRef(INITIAL_SPEECH_MEMORY);
  const current = useRef<Utterance | null>(null);
  const studio = useStudioVoice().data?.available;
  const [ended, markEnded] = useReducer((count: number) => count + 1, 0);

  const timeline = useActiveTimeline(state);
  const second = timeline ? Math.floor(timeline.position) : 0;
  const canSpeak = (availability.status === 'ready' || studio === true) && settings.enabled;
  const active = state.playing && canSpeak;

  useEffect(() => {
    if (!timeline) return;
    const cues = timeline.script.cues;
    const plan = planSpeech(memory.current, { key: timeline.key, cues, position: second, active });
    memory.current = plan.memory;
    if (plan.cancel) {
      const cut = current.current;
      current.current = null;
      cut?.cancel();
    }
    const cue = plan.speak === null ? undefined : cues[plan.speak];
    if (plan.speak === null || !cue) return;
    const index = plan.speak;
    const voices = availability.status === 'ready' ? availability.voices : [];
    const handle: Utterance = speakCue({
      text: cue.text,
      // A sleep story is told more slowly than the member's usual pace (domain/meditation/pace.ts).
      settings: { ...settings, rate: voiceRateFor(timeline.script.id, settings.rate) },
      voices,
      studio: studio === true,
      done: () => {
        if (current.current !== handle) return;
        current.current = null;
        memory.current = speechEnded(memory.current, index);
        markEnded();
      },
    });
    if (memory.current.speaking === index) current.current = handle;
    // Settings and voices are read when a cue starts; changing them mid-cue applies from the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timeline?.key, second, active, ended]);

  // Leaving the page silences the voice.
  useEffect(
    () => () => {
      current.current?.cancel();
      current.current = null;
      speechSynthesisOrNull()?.cancel();
    },
    [],
  );

  const caption = timeline && state.elapsedMs > 0 ? captionAt(timeline.script.cues, timeline.position) : null;
  return { caption: caption?.text ?? null, availability, settings, studio: studio === true };
}

export type VoiceGuide = ReturnType<typeof useVoiceGuide>;
