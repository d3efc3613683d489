import type { z } from 'zod';

/**
 * A small external store remembered in localStorage under `key`, read through `schema` (a stored
 * value that no longer parses falls back to the defaults). For useSyncExternalStore.
 */
export function createPersistedStore<S extends z.ZodType<object>>(
  key: string,
  schema: S,
  defaults: z.infer<S>,
) {
  type Value = z.infer<S>;
  const listeners = new Set<() => void>();
  let cached: Value | null = null;
  const read = (): Value => {
    try {
      const raw = localStorage.getItem(key);
      const parsed = schema.safeParse(raw ? JSON.parse(raw) : defaults);
      return parsed.success ? parsed.data : defaults;
    } catch {
      // Storage blocked (private mode) or unreadable: the defaults still work.
      return defaults;
    }
  };
  const store = {
    get(): Value {
      cached ??= read();
      return cached;
    },
    update(change: Partial<Value>) {
      cached = { ...store.get(), ...change };
      try {
        localStorage.setItem(key, JSON.stringify(cached));
      } catch {
        // Not remembered across visits, but this visit still uses it.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}
