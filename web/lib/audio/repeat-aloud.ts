import { PLAY_ALOUD_PAUSE_MS, clampRepeats } from '#domain/affirmations/affirmations';
import { noiseSamples } from './noise-buffers';
import { pickVoice, speechSynthesisOrNull } from './speech-voices';

/**
 * Speaks one line `times` times (1 to 20) with the browser's voice over a soft soundscape: looped
 * brown noise through a low-pass filter, faded in before the first repetition and out after the
 * last. Shared by any page that plays a single line aloud (affirmations today).
 */
export type RepeatAloud = { stop: () => void };

const SOUNDSCAPE_GAIN = 0.05;
const FADE_SECONDS = 1.5;

function startSoundscape(): { fadeOut: () => void } | null {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioContextClass) return null;
  const audio = new AudioContextClass();
  const buffer = audio.createBuffer(1, Math.round(audio.sampleRate * 8), audio.sampleRate);
  buffer.copyToChannel(noiseSamples('brown', audio.sampleRate, 8), 0);
  const source = audio.createBufferSource();
  source.buffer = buffer;
  source.loop = true;
  const filter = audio.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = 500;
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0, audio.currentTime);
  gain.gain.linearRampToValueAtTime(SOUNDSCAPE_GAIN, audio.currentTime + FADE_SECONDS);
  source.connect(filter).connect(gain).connect(audio.destination);
  source.start();
  let closed = false;
  return {
    fadeOut: () => {
      if (closed) return;
      closed = true;
      gain.gain.cancelScheduledValues(audio.currentTime);
      gain.gain.setValueAtTime(gain.gain.value, audio.currentTime);
      gain.gain.linearRampToValueAtTime(0, audio.currentTime + FADE_SECONDS);
      window.setTimeout(() => void audio.close(), FADE_SECONDS * 1000 + 100);
    },
  };
}

/**
 * `voices`: the device's speech voices (useSpeechVoices); the caller says there is no voice instead
 * of calling this when the device has none.
 */
export function repeatAloud(
  text: string,
  times: number,
  voices: SpeechSynthesisVoice[],
  events: { onRepetition?: (done: number) => void; onEnd: () => void },
): RepeatAloud {
  const synth = speechSynthesisOrNull();
  const total = clampRepeats(times);
  const soundscape = startSoundscape();
  let stopped = false;
  let pause: number | undefined;
  const finish = () => {
    if (stopped) return;
    stopped = true;
    window.clearTimeout(pause);
    synth?.cancel();
    soundscape?.fadeOut();
    events.onEnd();
  };
  const speak = (done: number) => {
    if (stopped) return;
    if (!synth || done >= total) return finish();
    const utterance = new SpeechSynthesisUtterance(text);
    const voice = pickVoice(voices, null);
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    }
    // A little slower than speech, as the meditation voice speaks.
    utterance.rate = 0.9;
    utterance.onend = () => {
      events.onRepetition?.(done + 1);
      pause = window.setTimeout(() => speak(done + 1), done + 1 < total ? PLAY_ALOUD_PAUSE_MS : 0);
    };
    utterance.onerror = finish;
    synth.speak(utterance);
  };
  // Let the soundscape rise before the first words.
  pause = window.setTimeout(() => speak(0), FADE_SECONDS * 1000);
  return { stop: finish };
}
