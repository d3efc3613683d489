import { SpeechRequestSchema } from '#domain/meditation/speech';
import { apiResponse } from '#web/lib/api-client';
import { pickVoice, speechSynthesisOrNull } from '#web/lib/audio/speech-voices';
import type { VoiceSettings } from './voice-settings';

/** One spoken cue in flight; `done` is called once, when it ends, fails or is cancelled. */
export type Utterance = { cancel: () => void };

type Options = {
  text: string;
  settings: VoiceSettings;
  voices: SpeechSynthesisVoice[];
  /** The server renders a studio voice (GET /api/meditation-voice). */
  studio: boolean;
  done: () => void;
};

function speakWithBrowser({ text, settings, voices, done }: Options): Utterance {
  const synth = speechSynthesisOrNull();
  if (!synth || voices.length === 0) {
    // Reported on the next tick, after the caller has its handle.
    queueMicrotask(done);
    return { cancel: () => undefined };
  }
  const utterance = new SpeechSynthesisUtterance(text);
  const voice = pickVoice(voices, settings.voiceUri);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  utterance.rate = settings.rate;
  utterance.volume = settings.volume;
  utterance.onend = done;
  utterance.onerror = done;
  synth.speak(utterance);
  return { cancel: () => synth.cancel() };
}

/**
 * Speaks one cue: with the studio voice when the server has one (its audio file played by an audio
 * element at the voice volume), falling back to the browser's voice on any failure.
 */
export function speakCue(options: Options): Utterance {
  if (!options.studio) return speakWithBrowser(options);
  let cancelled = false;
  let fallback: Utterance | null = null;
  let audio: HTMLAudioElement | null = null;
  let url: string | null = null;
  const finish = () => {
    if (url) URL.revokeObjectURL(url);
    if (!cancelled) options.done();
  };
  const fallBack = () => {
    if (cancelled) return;
    fallback = speakWithBrowser(options);
  };
  void apiResponse('POST', '/api/meditation-voice/speech', {
    body: SpeechRequestSchema.parse({ text: options.text }),
    accept: 'audio/*',
  })
    .then(async (response) => {
      if (cancelled) return;
      url = URL.createObjectURL(await response.blob());
      audio = new Audio(url);
      audio.volume = options.settings.volume;
      audio.playbackRate = options.settings.rate;
      audio.onended = finish;
      audio.onerror = () => {
        if (url) URL.revokeObjectURL(url);
        fallBack();
      };
      await audio.play();
    })
    .catch(fallBack);
  return {
    cancel: () => {
      cancelled = true;
      audio?.pause();
      fallback?.cancel();
    },
  };
}
