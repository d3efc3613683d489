import type { MoodMoment } from './session-recorder';

/** The mood question on screen: at the start of a run, or after a run finished. */
export type MoodPrompt = { moment: MoodMoment; run: number } | null;

/**
 * Holds which mood question the player shows, outside React: the player's effects (a run started, a
 * run finished) set it from inside the store's send().
 */
export function createMoodPrompts() {
  let prompt: MoodPrompt = null;
  const listeners = new Set<() => void>();
  const set = (next: MoodPrompt) => {
    prompt = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => prompt,
    set,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
