import type { ChangeFeed, ChangeTopic } from './change-feed';

export type ChangeCacheOptions = {
  maxEntries?: number;
  /**
   * Longest an answer is served (default one minute): a safety net for a change announcement that is
   * lost (announced after the commit, or missed while the feed was silently half-open).
   */
  maxAgeMs?: number;
  /** Any change on the topic, whatever its key, forgets every entry (answers shared by all members). */
  forgetAllOnChange?: boolean;
};

export const DEFAULT_CACHE_MAX_AGE_MS = 60_000;

/**
 * Per-user answers kept in memory until the change feed reports that the user's data of `topic`
 * changed on any instance. Nothing is served while the feed is not live, and a load that was in
 * flight when a change arrived is returned but not kept (it may predate the change).
 */
export class ChangeCache<T> {
  // Boxed, so a cached undefined or null answer is still a hit.
  private readonly entries = new Map<string, { value: T; storedAt: number }>();
  // Bumped by every change: a load only stores its answer if no change arrived while it ran.
  private generation = 0;

  private readonly maxEntries: number;
  private readonly maxAgeMs: number;

  constructor(
    private readonly feed: ChangeFeed,
    topic: ChangeTopic,
    options: ChangeCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 20_000;
    this.maxAgeMs = Math.min(options.maxAgeMs ?? DEFAULT_CACHE_MAX_AGE_MS, DEFAULT_CACHE_MAX_AGE_MS);
    const forgetAll = options.forgetAllOnChange === true;
    feed.subscribe({
      changed: (changedTopic, key) => {
        if (changedTopic !== topic) return;
        if (forgetAll) this.clear();
        else this.forget(key);
      },
      reset: () => this.clear(),
    });
  }

  /** The remembered answer for `key` if it is still `fresh` (e.g. for today), else `load`'s. */
  async get(key: string, load: () => Promise<T>, fresh: (value: T) => boolean = () => true): Promise<T> {
    if (!this.feed.live()) return load();
    const hit = this.hit(key, fresh);
    if (hit) return hit.value;
    const generation = this.generation;
    const value = await load();
    this.store(generation, key, value);
    return value;
  }

  /**
   * The answers for several keys: the remembered ones, and the rest from one `load` of the missing
   * keys (an answer `load` leaves out is not remembered and is missing from the result too).
   */
  async getMany(keys: readonly string[], load: (missing: string[]) => Promise<Map<string, T>>) {
    const found = new Map<string, T>();
    const live = this.feed.live();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = live ? this.hit(key) : undefined;
      if (hit) found.set(key, hit.value);
      else if (!found.has(key) && !missing.includes(key)) missing.push(key);
    }
    if (missing.length === 0) return found;
    const generation = this.generation;
    const loaded = await load(missing);
    for (const [key, value] of loaded) {
      found.set(key, value);
      if (live) this.store(generation, key, value);
    }
    return found;
  }

  /** The remembered answer for `key`, without loading one (undefined while the feed is not live). */
  peek(key: string): T | undefined {
    return this.feed.live() ? this.hit(key)?.value : undefined;
  }

  private hit(key: string, fresh: (value: T) => boolean = () => true) {
    const hit = this.entries.get(key);
    if (!hit || Date.now() - hit.storedAt >= this.maxAgeMs || !fresh(hit.value)) return undefined;
    // Re-insert to keep the Map in least-recently-used order for eviction.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit;
  }

  /** Keeps a loaded answer unless a change arrived (or the feed dropped) while it was loading. */
  private store(generation: number, key: string, value: T): void {
    if (generation !== this.generation || !this.feed.live()) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, storedAt: Date.now() });
  }

  forget(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
