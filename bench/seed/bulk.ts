import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';

// PostgreSQL takes at most 65,535 bind parameters per statement; stay well under it.
const MAX_PARAMETERS = 30_000;

/** Inserts rows with multi-row INSERTs through the Drizzle table, as many per statement as fit. */
export async function insertAll<T extends PgTable>(
  db: Database,
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += perStatement) {
    await db.insert(table).values(rows.slice(start, start + perStatement));
  }
}

/** A small deterministic PRNG (mulberry32), so every run seeds the same shape of data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A Fisher-Yates shuffle of a copy of `items`. */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    const held = copy[index];
    const swapped = copy[other];
    if (held === undefined || swapped === undefined) continue;
    copy[index] = swapped;
    copy[other] = held;
  }
  return copy;
}
