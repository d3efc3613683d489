import { useEffect, useRef, useState } from 'react';
import { type CustomMeditationInput, presetIdFor } from '#domain/meditation/custom';
import { SOUNDSCAPE_IDS, type SoundscapeId } from '#domain/meditation/journeys';
import { createSoundEngine, type SoundEngine } from '#web/features/meditation/audio/sound-engine';
import { speechSynthesisOrNull } from '#web/lib/audio/speech-voices';
import { voiceSettingsStore } from '#web/features/meditation/voice/voice-settings';

export const PREVIEW_SECONDS = 10;

/**
 * A 10-second taste of a design before saving: its soundscapes and beats fade in, the first cue is
 * spoken, and after PREVIEW_SECONDS everything fades out. Nothing is recorded.
 */
export function usePreview() {
  const [left, setLeft] = useState(0);
  const engine = useRef<SoundEngine | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = () => {
    clearInterval(timer.current);
    setLeft(0);
    engine.current?.apply({ type: 'stop' });
    engine.current?.setSoundscapes({ pink: 0, brown: 0, rain: 0, surf: 0, bowl: 0 }, false);
    speechSynthesisOrNull()?.cancel();
  };

  const start = (design: CustomMeditationInput) => {
    stop();
    const duration = design.durationMinutes * 60;
    engine.current ??= createSoundEngine(() => ({ elapsedSeconds: 0, durationSeconds: duration }));
    const levels = Object.fromEntries(SOUNDSCAPE_IDS.map((id) => [id, 0])) as Record<SoundscapeId, number>;
    for (const mix of design.soundscapes) levels[mix.id as SoundscapeId] = mix.volume;
    engine.current.setSoundscapes(levels, true);
    const presetId = presetIdFor(design.beats);
    if (presetId) {
      const mode = design.beats.mode === 'isochronic' ? 'isochronic' : 'binaural';
      engine.current.apply({ type: 'start', presetId, volume: 0.3, mode });
    }
    const first = [...design.cues].sort((a, b) => a.atSeconds - b.atSeconds)[0];
    const synth = speechSynthesisOrNull();
    const voice = voiceSettingsStore.get();
    if (first && synth && voice.enabled && synth.getVoices().length > 0) {
      const utterance = new SpeechSynthesisUtterance(first.text);
      utterance.rate = voice.rate;
      utterance.volume = voice.volume;
      synth.speak(utterance);
    }
    setLeft(PREVIEW_SECONDS);
    let remaining = PREVIEW_SECONDS;
    timer.current = setInterval(() => {
      remaining -= 1;
      if (remaining <= 0) stop();
      else setLeft(remaining);
    }, 1000);
  };

  useEffect(
    () => () => {
      clearInterval(timer.current);
      speechSynthesisOrNull()?.cancel();
      engine.current?.dispose();
    },
    [],
  );

  return { start, stop, secondsLeft: left, previewing: left > 0 };
}
