import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '#server/db/client';

const StatementsSchema = z.array(z.object({ drop: z.string(), restore: z.string(), step: z.number() }));

// Memory for each index build (a sort); PostgreSQL's default of 64 MB spills the big ones to disk.
const INDEX_BUILD_MEMORY = '1GB';

/**
 * The keys, unique constraints, foreign keys and indexes of `tables` (and foreign keys from other
 * tables to them), each as the statement that drops it and the one that restores it, written by the
 * catalog itself (pg_get_constraintdef, pg_get_indexdef) so what comes back is what the migrations
 * made. `step` orders the restores: keys before the indexes and foreign keys that lean on them.
 */
async function indexStatements(database: DatabaseHandle, tables: readonly string[]) {
  const rows = await database.rawQuery(
    `select format('alter table %s drop constraint %I', c.conrelid::regclass, c.conname) as drop,
            format('alter table %s add constraint %I %s', c.conrelid::regclass, c.conname,
                   pg_get_constraintdef(c.oid)) as restore,
            case when c.contype = 'f' then 2 else 0 end as step
       from pg_constraint c
      where c.contype in ('p', 'u', 'x', 'f')
        and (c.conrelid::regclass::text = any($1) or c.confrelid::regclass::text = any($1))
     union all
     select format('drop index %s', i.indexrelid::regclass), pg_get_indexdef(i.indexrelid), 1
       from pg_index i
      where i.indrelid::regclass::text = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid and c.contype <> 'f')`,
    [tables],
  );
  return StatementsSchema.parse(rows);
}

/**
 * Runs a bulk load into `tables` without their indexes and constraints, then builds them again:
 * an index built once from sorted rows costs a fraction of millions of single inserts into a tree
 * far larger than the server's buffers, and a foreign key checked once by one join a fraction of a
 * check per row. The restored keys and foreign keys are validated over all the loaded rows.
 */
export async function withIndexesDeferred<T>(
  database: DatabaseHandle,
  tables: readonly string[],
  load: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  const statements = await indexStatements(database, tables);
  // Foreign keys go first: a key cannot be dropped while one leans on it.
  for (const { drop } of [...statements].sort((a, b) => b.step - a.step))
    await database.db.execute(sql.raw(drop));
  // A failed load leaves them dropped: the benchmark drops its whole database then anyway.
  const result = await load();
  const started = Date.now();
  for (const { restore } of [...statements].sort((a, b) => a.step - b.step)) {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`));
      await tx.execute(sql.raw(restore));
    });
  }
  log(`  built ${statements.length} keys and indexes in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}
