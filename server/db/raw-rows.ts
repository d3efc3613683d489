import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';

/**
 * Runs a hand-written statement (one that Drizzle's builder cannot express, such as a chain of
 * data-modifying CTEs) and checks its rows against a schema. Both drivers answer `{ rows }`. Select
 * dates and timestamps as text: the drivers parse them differently. Give each statement one text
 * whatever its values (a list as one array parameter, `sql.param(list)`, which the driver encodes,
 * not one parameter per item): on PostgreSQL every text is prepared once per connection
 * (named-statements.ts).
 */
export async function executeRows<T extends z.ZodType>(
  db: Database,
  query: SQL,
  row: T,
): Promise<Array<z.infer<T>>> {
  const result: unknown = await db.execute(query);
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
