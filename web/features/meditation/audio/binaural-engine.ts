import { BINAURAL_PRESETS } from '#domain/meditation';
import type { SoundChange } from '#domain/meditation-sound';
import { buildBinauralGraph, type BinauralGraph } from './binaural-graph';

export type BinauralEngine = {
  /** Applies one change from soundChange(); call it inside the user's click so the context may start. */
  apply: (change: SoundChange) => void;
  /** Stops the sound and closes the audio context (the page is being left). */
  dispose: () => void;
};

/**
 * Owns the page's one AudioContext. It is created lazily by the first change that needs sound,
 * which always comes from a user gesture (play or the toggle), so browsers let it start; a context
 * that was suspended anyway (a lock-screen play) is resumed.
 */
export function createBinauralEngine(
  createContext: () => AudioContext = () => new AudioContext(),
): BinauralEngine {
  let context: AudioContext | null = null;
  let graph: BinauralGraph | null = null;

  const ensureContext = () => {
    if (!context || context.state === 'closed') context = createContext();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  };

  const startTones = (presetId: string, volume: number) => {
    const preset = BINAURAL_PRESETS.find((candidate) => candidate.id === presetId);
    if (!preset) return;
    // A restart fades the old tones out while the new ones fade in: no gap, no click.
    graph?.stop();
    graph = buildBinauralGraph(ensureContext(), preset, volume);
  };

  return {
    apply(change) {
      if (!change) return;
      switch (change.type) {
        case 'start':
        case 'restart':
          startTones(change.presetId, change.volume);
          return;
        case 'volume':
          graph?.setVolume(change.volume);
          return;
        case 'stop':
          graph?.stop();
          graph = null;
      }
    },
    dispose() {
      graph = null;
      const closing = context;
      context = null;
      void closing?.close().catch(() => undefined);
    },
  };
}
