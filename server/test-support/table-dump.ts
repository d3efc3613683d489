import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client';

const RowsSchema = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });

/** Every row of a table as the database holds it, the way a dump would show it (privacy tests). */
export async function tableRows(db: Database, table: string): Promise<Record<string, unknown>[]> {
  return RowsSchema.parse(await db.execute(sql`select * from ${sql.identifier(table)}`)).rows;
}
