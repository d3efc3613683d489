import { getTableColumns, getTableName, is, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** Rows of one table in COPY's text format (UTF-8), cut into chunks of whole lines. */
export type CopyRows = {
  table: string;
  columns: string[];
  chunks: Array<Buffer<ArrayBuffer>>;
  bytes: number;
};

// Lines are joined into strings of about this many characters, each turned into bytes at once: the
// string pieces die young (cheap to collect) and the bytes waiting to be sent live outside V8's heap.
const CHUNK_CHARS = 1 << 16;
// Columns whose driver value never holds a backslash, tab or line break, so it needs no escaping.
const PLAIN_TEXT_COLUMNS = new Set(['PgUUID', 'PgDateString', 'PgTimestamp', 'PgInteger', 'PgBoolean']);
const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const NULL = '\\N';

type Encoder = (row: Record<string, unknown>) => string;

/**
 * One column's value as COPY text, through the column's own mapToDriverValue (what an INSERT through
 * Drizzle would send): a missing value takes the column's default when that is a plain value (a
 * default computed by the database cannot be spelt out here).
 */
function columnEncoder(key: string, column: PgColumn): Encoder {
  const plain = PLAIN_TEXT_COLUMNS.has(column.columnType);
  const fallback: unknown = column.defaultFn ? undefined : column.default;
  const hasFallback = fallback !== undefined && !is(fallback, SQL);
  return (row) => {
    let value = row[key];
    if (value === undefined) {
      if (column.defaultFn) value = column.defaultFn();
      else if (hasFallback) value = fallback;
      else if (column.notNull) throw new Error(`${column.name}: no value and no default`);
    }
    if (value === null || value === undefined) return NULL;
    const driver: unknown = column.mapToDriverValue(value);
    if (typeof driver === 'string') {
      return plain || !SPECIAL.test(driver)
        ? driver
        : driver.replace(SPECIALS, (char) => ESCAPES[char] ?? char);
    }
    if (typeof driver === 'number' || typeof driver === 'boolean' || typeof driver === 'bigint')
      return String(driver);
    throw new Error(`${column.name}: no text form for ${typeof driver}`);
  };
}

/**
 * Encodes rows of a Drizzle table for COPY, one source of truth with the schema: the columns are
 * the table's columns named in the first row (the rest take their database defaults), and every
 * value goes through its column's mapping to the driver.
 */
export function encodeCopyRows<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<T['$inferInsert']>,
): CopyRows | null {
  const first = rows[0];
  if (!first) return null;
  const given = Object.entries(getTableColumns(table)).filter(([key]) => key in first);
  const encoders = given.map(([key, column]) => columnEncoder(key, column));
  const chunks: Array<Buffer<ArrayBuffer>> = [];
  let chunk = '';
  let bytes = 0;
  const cut = () => {
    const encoded = Buffer.from(chunk, 'utf8');
    chunks.push(encoded);
    bytes += encoded.length;
    chunk = '';
  };
  for (const row of rows) {
    let line = '';
    for (let index = 0; index < encoders.length; index += 1) {
      const encode = encoders[index];
      if (encode) line += (index === 0 ? '' : '\t') + encode(row);
    }
    chunk += `${line}\n`;
    if (chunk.length >= CHUNK_CHARS) cut();
  }
  if (chunk) cut();
  return { table: getTableName(table), columns: given.map(([, column]) => column.name), chunks, bytes };
}
