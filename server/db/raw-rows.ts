import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from './client';

/**
 * Runs a hand-written statement (one that Drizzle's builder cannot express, such as a chain of
 * data-modifying CTEs) and checks its rows against a schema. Both drivers answer `{ rows }`. Select
 * dates and timestamps as text: the drivers parse them differently.
 */
export async function executeRows<T extends z.ZodType>(
  db: Database,
  query: SQL,
  row: T,
): Promise<Array<z.infer<T>>> {
  const result: unknown = await db.execute(query);
  return z.object({ rows: z.array(row) }).parse(result).rows;
}
