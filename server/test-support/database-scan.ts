import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client';

const ColumnsSchema = z.object({
  rows: z.array(z.object({ table_name: z.string(), column_name: z.string(), data_type: z.string() })),
});
const CountSchema = z.object({ rows: z.array(z.object({ found: z.coerce.number() })) });

/**
 * Every `table.column` of the app's schema whose text, JSON or bytes hold one of `needles`: what a
 * database reader could find (privacy tests: no mailed link or token at rest).
 */
export async function columnsHolding(db: Database, needles: readonly string[]): Promise<string[]> {
  const { rows: columns } = ColumnsSchema.parse(
    await db.execute(sql`select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public'
        and data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY')
      order by table_name, column_name`),
  );
  const holding: string[] = [];
  for (const { table_name, column_name, data_type } of columns) {
    const column = sql.identifier(column_name);
    const asText = data_type === 'bytea' ? sql`encode(${column}, 'escape')` : sql`${column}::text`;
    for (const needle of needles) {
      const { rows } = CountSchema.parse(
        await db.execute(
          sql`select count(*) as found from ${sql.identifier(table_name)} where strpos(${asText}, ${needle}) > 0`,
        ),
      );
      if ((rows[0]?.found ?? 0) > 0) holding.push(`${table_name}.${column_name}`);
    }
  }
  return holding;
}
