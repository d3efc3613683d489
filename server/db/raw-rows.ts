import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from './client';

// Turns a `sql` template into its text and parameters, exactly as `db.execute` does.
const dialect = new PgDialect();

/**
 * A server-side name for a statement's text. PostgreSQL plans a named statement once per
 * connection (and, after a few runs, keeps a generic plan), where an unnamed one is planned on every
 * run: for the hot writes' chains of CTEs, planning cost more than running (about 0.5 ms of 1.2 ms).
 * The hash keeps one name per distinct text, which node-postgres requires.
 */
export function statementName(text: string): string {
  return `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

/**
 * Runs a hand-written statement (one that Drizzle's builder cannot express, such as a chain of
 * data-modifying CTEs) as a named, prepared statement, and checks its rows against a schema. Both
 * drivers answer `{ rows }` (PGlite ignores the name: it is one process, and plans as it goes).
 * Select dates and timestamps as text: the drivers parse them differently.
 *
 * Statements run here must have a fixed text for each shape (values as parameters), so the set of
 * prepared statements per connection stays as small as the code that writes them.
 */
export async function executeRows<T extends z.ZodType>(
  db: Database,
  query: SQL,
  row: T,
): Promise<Array<z.infer<T>>> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, statementName(built.sql), false);
  const result: unknown = await prepared.execute();
  return resultSchemaOf(row).parse(result).rows;
}

// Built once per row schema: building and compiling a Zod schema costs more than the parse itself.
const resultSchemas = new WeakMap<z.ZodType, z.ZodType<{ rows: unknown[] }>>();
function resultSchemaOf<T extends z.ZodType>(row: T): z.ZodType<{ rows: Array<z.infer<T>> }> {
  let schema = resultSchemas.get(row);
  if (!schema) {
    schema = z.object({ rows: z.array(row) });
    resultSchemas.set(row, schema);
  }
  return schema as z.ZodType<{ rows: Array<z.infer<T>> }>;
}
