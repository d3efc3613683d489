import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Position } from './cursor';

/** A timestamp as the text a cursor carries: UTC, with microseconds, so no two rows compare equal. */
export const atText = (column: PgColumn) => sql<string>`(${column} at time zone 'UTC')::text || '+00'`;

/** Rows after `position` in (time desc, id desc) order. */
export function after(position: Position | null, at: PgColumn, id: PgColumn): SQL | undefined {
  return position ? sql`(${at}, ${id}) < (${position.at}::timestamptz, ${position.id}::uuid)` : undefined;
}
