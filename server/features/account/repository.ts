import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client';
import { ALL_TABLES, PRIVATE_TABLES } from '#server/db/schema/registry';
import { users } from '#server/db/schema/users';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { openSealedRow } from '#server/privacy/sealed-rows';

/** Work a feature must do inside the deletion transaction before the rows go (e.g. fix counters). */
export type AccountCleanup = (tx: Database, userId: string) => Promise<void>;

type OwnedTable = { name: string; table: PgTable; userId: PgColumn };

/** Tables with a user_id column, found from the schema itself. */
export function ownedTables(): OwnedTable[] {
  return ALL_TABLES.flatMap((table) => {
    const userId = getTableColumns(table).userId;
    return userId ? [{ name: getTableName(table), table, userId }] : [];
  });
}

/** Everything the user owns, table by table (sessions excluded, sealed words opened), plus the profile without secrets. */
export async function readAccountData(db: Database, userId: string, keys: JournalKeyring) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const { passwordHash: _secret, ...profile } = user;
  const data: Record<string, Record<string, unknown>[]> = {};
  for (const owned of ownedTables()) {
    if (PRIVATE_TABLES.includes(owned.table)) continue;
    const rows = await db.select().from(owned.table).where(eq(owned.userId, userId));
    // Journal words, gratitude, emotions and habit notes are sealed at rest: the export opens them.
    data[owned.name] = rows.map((row) => openSealedRow(keys, owned.table, row));
  }
  return { profile, data };
}

/**
 * Removes the user and every row that belongs to them in one transaction: rows with a user_id are
 * deleted explicitly (so a table added without a cascading key is still covered), then the user.
 */
export async function deleteAccountData(
  db: Database,
  userId: string,
  cleanups: ReadonlyArray<AccountCleanup> = [],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    for (const cleanup of cleanups) await cleanup(tx, userId);
    for (const owned of ownedTables().reverse()) {
      if (owned.table === users) continue;
      await tx.delete(owned.table).where(eq(owned.userId, userId));
    }
    const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
    return deleted.length > 0;
  });
}

/** Rows still referencing the user in any table (used by tests; zero after deletion). */
export async function countRowsOfUser(db: Database, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const owned of ownedTables()) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(owned.table)
      .where(eq(owned.userId, userId));
    counts[owned.name] = row?.count ?? 0;
  }
  const [self] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.id, userId));
  counts.users = self?.count ?? 0;
  return counts;
}
