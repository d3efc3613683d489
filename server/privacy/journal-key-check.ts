import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { instanceSettings } from '#server/db/schema/admin';
import type { JournalKeyring } from './journal-keyring';

export const JOURNAL_KEY_SETTING = 'journal_key_id';
/** Recorded by the re-encrypt command once every sealed value is bound to its cell (docs/journal.md). */
export const SEALED_BOUND_SETTING = 'sealed_values_bound';

/** Whether this database still holds values from before cells were bound (no re-encrypt run yet). */
export async function acceptsUnboundValues(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.name, SEALED_BOUND_SETTING));
  return row?.value !== 'true';
}

/**
 * Makes sure this instance holds the key the database's journal is sealed with. The first instance
 * to start records its key's id; any later instance must hold that key as JOURNAL_KEY, or as
 * JOURNAL_KEY_PREVIOUS during a rotation (until the re-encrypt command records the new one).
 * Otherwise it throws one line saying so, and the server does not start.
 */
export async function verifyJournalKey(db: Database, keyring: JournalKeyring): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ name: JOURNAL_KEY_SETTING, value: keyring.current.id })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: instanceSettings.value })
    .from(instanceSettings)
    .where(eq(instanceSettings.name, JOURNAL_KEY_SETTING));
  const recorded = row?.value;
  if (recorded === keyring.current.id || recorded === keyring.previous?.id) return;
  throw new Error(
    `JOURNAL_KEY does not match this database: its journal is sealed with key ${recorded}, this instance holds ${keyring.current.id} (docs/journal.md, "Keys")`,
  );
}
