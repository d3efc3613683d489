import { useEffect, useSyncExternalStore } from 'react';
import type { PlayerState } from '#domain/meditation/player';
import { parseScript } from '#domain/meditation/script-from-content';
import type { MeditationScript } from '#domain/meditation/scripts';
import { activeTimeline, timelineScriptId, type Timeline } from '#domain/meditation/timeline';

/**
 * The built-in scripts on the device, one content file at a time: each file is its own chunk that
 * the player fetches when a session or scenario is first chosen, so the meditate page does not carry
 * every script's words (docs/performance.md). Loaded files stay for the page's life.
 */
const FILES = import.meta.glob<unknown>('../../../../content/sessions/*.json', { import: 'default' });
const loaderFor = new Map(
  Object.entries(FILES).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]),
);

const loaded = new Map<string, MeditationScript>();
const pending = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

const peekScript = (id: string): MeditationScript | undefined => loaded.get(id);

/** Starts loading a built-in script; an id with no file (a member's own meditation) is ignored. */
async function loadScript(id: string): Promise<MeditationScript | undefined> {
  const known = loaded.get(id);
  const load = loaderFor.get(id);
  if (known || !load || pending.has(id)) return known;
  pending.add(id);
  try {
    const script = parseScript(await load());
    loaded.set(id, script);
    version += 1;
    for (const listener of listeners) listener();
    return script;
  } finally {
    pending.delete(id);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The timeline the player follows (domain/meditation/timeline.ts), null until its script has
 * arrived. A chosen session starts loading at once, well before its first cue at 3 s.
 */
export function useActiveTimeline(state: PlayerState): Timeline | null {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const id = timelineScriptId(state);
  useEffect(() => {
    // A failed load (offline on first play) leaves captions and voice silent; choosing again retries.
    loadScript(id).catch(() => undefined);
  }, [id]);
  return activeTimeline(state, peekScript);
}
