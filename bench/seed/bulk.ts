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
