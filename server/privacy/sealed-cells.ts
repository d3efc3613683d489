import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { SealedCell } from './journal-keyring';

/** The table's primary-key columns as the row object names them (`id`, or `habitId` and `day`). */
function primaryKeyOf(table: PgTable): string[] {
  const columns = Object.entries(getTableColumns(table));
  const single = columns.filter(([, column]) => column.primary).map(([key]) => key);
  if (single.length > 0) return single;
  const composite: PgColumn[] = getTableConfig(table).primaryKeys[0]?.columns ?? [];
  return composite.map((part) => columns.find(([, column]) => column.name === part.name)?.[0] ?? part.name);
}

/**
 * The cell a value of `table.column` sealed for `row` belongs to (SealedCell): the member is the
 * row's `userId`, the row its primary key (parts joined by "/"). `row` needs only those fields, so
 * a value can be sealed before its row is written, as long as the key is known.
 */
export function sealedCell(table: PgTable, column: string, row: Record<string, unknown>): SealedCell {
  const target = getTableColumns(table)[column];
  if (!target) throw new Error(`${getTableName(table)} has no column ${column}`);
  const part = (key: string) => {
    const value = row[key];
    if (typeof value !== 'string' || value === '')
      throw new Error(`a sealed ${getTableName(table)}.${target.name} needs its row's ${key}`);
    return value;
  };
  return {
    table: getTableName(table),
    column: target.name,
    memberId: part('userId'),
    rowId: primaryKeyOf(table).map(part).join('/'),
  };
}
