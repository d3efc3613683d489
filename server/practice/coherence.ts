import type { Database } from '../db/client';

/**
 * Temporary stand-in for the daily-practice feature's coherence score (owned by the practice
 * helper; the lead replaces this file at merge). It answers null, which callers treat as
 * "no practice yet" and show the spec's fallback coherence of 87.
 */
export async function getCoherence(_db: Database, _userId: string, _today: string): Promise<number | null> {
  return null;
}
