import type { z } from 'zod';
import { AccountExportSchema, EXPORT_SCHEMA_VERSION } from '#domain/account/account';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { deleteAccountData, readAccountData, type AccountCleanup } from './repository';

export type AccountHooks = {
  /** Runs before the rows go (e.g. cancel a paid subscription with the payment provider). */
  beforeDelete?: (userId: string) => Promise<void>;
  /** Run inside the deletion transaction, before the user's rows are deleted. */
  cleanups?: AccountCleanup[];
  /** Runs once the deletion has committed (e.g. tell every instance the community changed). */
  afterDelete?: (userId: string) => void;
};

/** Everything the member owns, as the downloadable export (docs/account.md). */
export async function exportAccount(
  db: Database,
  keys: JournalKeyring,
  userId: string,
  now = new Date(),
): Promise<z.infer<typeof AccountExportSchema>> {
  const account = await readAccountData(db, userId, keys);
  if (!account) throw notFound();
  return { schemaVersion: EXPORT_SCHEMA_VERSION, exportedAt: now.toISOString(), ...account };
}

/** Deletes the member and every row that belongs to them, after the hooks' outside work. */
export async function deleteAccount(db: Database, userId: string, hooks?: AccountHooks): Promise<void> {
  await hooks?.beforeDelete?.(userId);
  await deleteAccountData(db, userId, hooks?.cleanups);
  hooks?.afterDelete?.(userId);
}
