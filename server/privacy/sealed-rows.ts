import type { PgTable } from 'drizzle-orm/pg-core';
import { isSealed, open, openList, type JournalKeyring } from './journal-keyring';
import { sealedCell } from './sealed-cells';

/** Sealed columns that hold a list (server/db/schema/journal.ts); the others hold text. */
const LIST_COLUMNS = new Set(['gratitudeSealed', 'emotionsSealed']);
const SUFFIX = 'Sealed';

/**
 * A row of `table` as its member reads it, for their own export: each sealed value opened in its
 * cell, a `textSealed` column named for what it holds (`text`), lists as lists. A column sealed
 * under its own name (a coach message's `content`) keeps it. Other columns pass through unchanged.
 */
export function openSealedRow(
  keys: JournalKeyring,
  table: PgTable,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const readable: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const name = column.endsWith(SUFFIX) ? column.slice(0, -SUFFIX.length) : column;
    const list = LIST_COLUMNS.has(column);
    if (isSealed(value)) {
      const cell = sealedCell(table, column, row);
      readable[name] = list ? openList(keys, value, cell) : open(keys, value, cell);
    } else if (name !== column) readable[name] = list ? [] : null;
    else readable[name] = value;
  }
  return readable;
}
