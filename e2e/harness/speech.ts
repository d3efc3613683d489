import type { BrowserContext, Page } from 'playwright-core';

export type SpeechEvent = { event: 'speak' | 'end' | 'cancel' | 'overlap'; text?: string; rate?: number };

/**
 * Replaces the browser's speech synthesiser with an observer before the app loads: it records every
 * speak and cancel, "speaks" each utterance for four seconds of the page's (fake) clock, and notes
 * an overlap if a second utterance starts while one is still going. Shared by the journeys that
 * speak (the meditation voice, affirmations read aloud).
 */
export async function observeSpeech(context: BrowserContext, voices: boolean) {
  await context.addInitScript((withVoices) => {
    const log: SpeechEvent[] = [];
    type Utterance = { text: string; rate: number; onend: (() => void) | null; onerror: (() => void) | null };
    let current: Utterance | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const voiceList = withVoices
      ? [{ name: 'Observer', lang: 'en-US', voiceURI: 'observer', default: true, localService: true }]
      : [];
    const synth = {
      get speaking() {
        return current !== null;
      },
      getVoices: () => voiceList,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      speak(utterance: Utterance) {
        if (current) log.push({ event: 'overlap' });
        log.push({ event: 'speak', text: utterance.text, rate: utterance.rate });
        current = utterance;
        timer = setTimeout(() => {
          if (current !== utterance) return;
          current = null;
          log.push({ event: 'end', text: utterance.text });
          utterance.onend?.();
        }, 4000);
      },
      cancel() {
        clearTimeout(timer);
        const cut = current;
        current = null;
        if (!cut) return;
        log.push({ event: 'cancel' });
        cut.onerror?.();
      },
      pause: () => undefined,
      resume: () => undefined,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Reflect.set(
      window,
      'SpeechSynthesisUtterance',
      class {
        onend = null;
        onerror = null;
        rate = 1;
        volume = 1;
        voice = null;
        lang = '';
        constructor(readonly text: string) {}
      },
    );
    Reflect.set(window, 'speechLog', log);
  }, voices);
}

export const speechLog = (page: Page): Promise<SpeechEvent[]> =>
  page.evaluate(() => Reflect.get(window, 'speechLog'));
export const spoken = async (page: Page) =>
  (await speechLog(page)).filter((entry) => entry.event === 'speak').map((entry) => entry.text);
