import { isSealed, open, openList, type JournalKeyring } from './journal-keyring';

/** Sealed columns that hold a list (server/db/schema/journal.ts); the others hold text. */
const LIST_COLUMNS = new Set(['gratitudeSealed', 'emotionsSealed']);
const SUFFIX = 'Sealed';

/**
 * A row as its member reads it, for their own export: each sealed column (`textSealed`) opened and
 * named for what it holds (`text`), lists as lists. Other columns pass through unchanged.
 */
export function openSealedRow(keys: JournalKeyring, row: Record<string, unknown>): Record<string, unknown> {
  const readable: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (!column.endsWith(SUFFIX)) {
      readable[column] = value;
      continue;
    }
    const name = column.slice(0, -SUFFIX.length);
    if (!isSealed(value)) readable[name] = LIST_COLUMNS.has(column) ? [] : null;
    else readable[name] = LIST_COLUMNS.has(column) ? openList(keys, value) : open(keys, value);
  }
  return readable;
}
