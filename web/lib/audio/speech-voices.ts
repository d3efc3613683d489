import { useEffect, useState } from 'react';

/** How the device can speak: still asking, with these voices, or not at all (captions only). */
export type VoiceAvailability =
  { status: 'loading' } | { status: 'ready'; voices: SpeechSynthesisVoice[] } | { status: 'none' };

/** Chrome fills getVoices() after a voiceschanged event; a device that has none never fires it. */
const VOICES_WAIT_MS = 2000;

export function speechSynthesisOrNull(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

export function useSpeechVoices(): VoiceAvailability {
  const [availability, setAvailability] = useState<VoiceAvailability>(() =>
    speechSynthesisOrNull() ? { status: 'loading' } : { status: 'none' },
  );
  useEffect(() => {
    const synth = speechSynthesisOrNull();
    if (!synth) return;
    const load = () => {
      const voices = synth.getVoices();
      if (voices.length > 0) setAvailability({ status: 'ready', voices });
      return voices.length > 0;
    };
    if (load()) return;
    synth.addEventListener('voiceschanged', load);
    const timer = setTimeout(() => {
      if (!load()) setAvailability({ status: 'none' });
    }, VOICES_WAIT_MS);
    return () => {
      synth.removeEventListener('voiceschanged', load);
      clearTimeout(timer);
    };
  }, []);
  return availability;
}

/** The remembered voice when the device still has it, else its default English voice, else its first. */
export function pickVoice(voices: SpeechSynthesisVoice[], voiceUri: string | null) {
  return (
    voices.find((voice) => voice.voiceURI === voiceUri) ??
    voices.find((voice) => voice.default && voice.lang.startsWith('en')) ??
    voices.find((voice) => voice.lang.startsWith('en')) ??
    voices[0] ??
    null
  );
}
