import type { SessionRecord } from '#server/sessions/session-repository';

/**
 * Remembers recent session look-ups for a few seconds, so the dashboard's 5-second polling does not
 * read the sessions table on every request. A sign-out on this instance evicts at once; on another
 * instance the entry lives at most `ttlMs` longer.
 */
export class SessionCache {
  private readonly entries = new Map<string, { record: SessionRecord; until: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Lookups answered from memory and lookups that went to the database (metrics). */
  hits = 0;
  misses = 0;

  get(token: string, now = Date.now()): SessionRecord | undefined {
    const entry = this.entries.get(token);
    if (!entry || entry.until <= now || entry.record.expiresAt.getTime() <= now) {
      if (entry) this.entries.delete(token);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.record;
  }

  set(token: string, record: SessionRecord, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, { record, until: now + this.ttlMs });
  }

  deleteSession(sessionId: string): void {
    for (const [token, entry] of this.entries)
      if (entry.record.sessionId === sessionId) this.entries.delete(token);
  }

  clear(): void {
    this.entries.clear();
  }

  deleteUser(userId: string): void {
    for (const [token, entry] of this.entries) if (entry.record.userId === userId) this.entries.delete(token);
  }
}
