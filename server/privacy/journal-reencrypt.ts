import { and, asc, eq, getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { instanceSettings } from '#server/db/schema/admin';
import { JOURNAL_KEY_SETTING, SEALED_BOUND_SETTING } from './journal-key-check';
import { isSealed, isSealedCurrent, open, seal, type JournalKeyring } from './journal-keyring';
import { SEALED_COLUMNS } from './sealed-columns';
import { sealedCell } from './sealed-cells';

const BATCH = 500;

/** What a run changed, per table (SQL name), and the values it found that do not open in their cell. */
export type ReencryptCounts = { rows: Record<string, number>; unreadable: number };

/**
 * The value as it should be stored now: sealed under the current key and bound to its cell. An
 * older value (the previous key, or the `j1.` format without a bound cell) is opened and sealed
 * again; a plain value (coach messages and webhook secrets from before they were sealed) is sealed.
 * A value that does not open in its cell stays as it is (it reads as unreadable either way) and is
 * counted, so the operator learns how many were moved.
 */
function resealed(
  keyring: JournalKeyring,
  value: unknown,
  cell: ReturnType<typeof sealedCell>,
): { value: string } | 'unchanged' | 'unreadable' {
  if (typeof value !== 'string') return 'unchanged';
  // Current values are opened too, so the count of values moved into a cell is complete.
  const text = isSealed(value) ? open(keyring, value, cell) : value;
  if (text === null) return 'unreadable';
  return isSealedCurrent(keyring, value) ? 'unchanged' : { value: seal(keyring, text, cell) };
}

/** The table's primary key as [row-object name, column] pairs, for paging and for the update. */
function primaryKey(table: PgTable): Array<[string, PgColumn]> {
  const columns = Object.entries(getTableColumns(table));
  const single = columns.filter(([, column]) => column.primary);
  if (single.length > 0) return single;
  // The composite key's columns are the builder's, not the table's objects: matched by SQL name.
  const composite = (getTableConfig(table).primaryKeys[0]?.columns ?? []).map(
    (column: PgColumn) => column.name,
  );
  return composite.flatMap((name) => columns.filter(([, column]) => column.name === name));
}

async function reencryptTable(
  db: Database,
  keyring: JournalKeyring,
  table: PgTable,
  sealedColumns: readonly string[],
): Promise<{ rows: number; unreadable: number }> {
  const key = primaryKey(table);
  const keyColumns = key.map(([, column]) => column);
  const counts = { rows: 0, unreadable: 0 };
  let after: unknown[] | null = null;
  for (;;) {
    const from: unknown[] | null = after;
    const page: Record<string, unknown>[] = await db
      .select()
      .from(table)
      .where(
        from
          ? sql`(${sql.join(keyColumns, sql`, `)}) > (${sql.join(
              from.map((v) => sql`${v}`),
              sql`, `,
            )})`
          : undefined,
      )
      .orderBy(...keyColumns.map((column) => asc(column)))
      .limit(BATCH);
    for (const row of page) {
      const changes: SQL[] = [];
      for (const name of sealedColumns) {
        const outcome = resealed(keyring, row[name], sealedCell(table, name, row));
        if (outcome === 'unreadable') counts.unreadable += 1;
        else if (outcome !== 'unchanged') {
          const column = getTableColumns(table)[name];
          if (column) changes.push(sql`${sql.identifier(column.name)} = ${outcome.value}`);
        }
      }
      if (changes.length === 0) continue;
      await db.execute(
        sql`update ${table} set ${sql.join(changes, sql`, `)} where ${and(...key.map(([name, column]) => eq(column, row[name])))}`,
      );
      counts.rows += 1;
    }
    const last = page.at(-1);
    if (!last || page.length < BATCH) return counts;
    after = key.map(([name]) => last[name]);
  }
}

async function recordSetting(db: Database, name: string, value: string): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ name, value })
    .onConflictDoUpdate({ target: instanceSettings.name, set: { value, updatedAt: new Date() } });
}

/**
 * The rotation's second half and the format upgrade (docs/journal.md, "Keys"): every sealed column
 * (SEALED_COLUMNS) is walked in batches of 500 rows by primary key, and each value not yet sealed
 * under JOURNAL_KEY and bound to its cell is sealed again (opened with JOURNAL_KEY_PREVIOUS where
 * needed); then the database records the new key's id. Safe to run again after a stop.
 */
export async function reencryptJournal(db: Database, keyring: JournalKeyring): Promise<ReencryptCounts> {
  const result: ReencryptCounts = { rows: {}, unreadable: 0 };
  for (const { table, columns } of SEALED_COLUMNS) {
    const counts = await reencryptTable(db, keyring, table, columns);
    result.rows[getTableName(table)] = counts.rows;
    result.unreadable += counts.unreadable;
  }
  // Every value that opened is now bound to its cell: from their next start, instances read no
  // `j1.` or plain value (one planted later from an old copy reads as unreadable).
  await recordSetting(db, JOURNAL_KEY_SETTING, keyring.current.id);
  await recordSetting(db, SEALED_BOUND_SETTING, 'true');
  return result;
}
