import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { reencryptJournal } from './privacy/journal-reencrypt';
import { resolveJournalKeyring } from './privacy/journal-keyring';

/**
 * `npm run journal:reencrypt`: the second half of a journal key rotation, and the upgrade of values
 * sealed before they were bound to their rows (docs/journal.md, "Keys").
 * Run with the new JOURNAL_KEY and the old JOURNAL_KEY_PREVIOUS, against the same database settings
 * as the server (DATABASE_URL or DATA_DIR). `npm run build` compiles it to
 * dist/server/reencrypt-journal.js, which is what the script runs, so a deployment without
 * development dependencies runs it as it runs the server.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: 1,
  });
  try {
    const keyring = resolveJournalKeyring(config.JOURNAL_KEY, config.JOURNAL_KEY_PREVIOUS, config.DATA_DIR);
    const { rows, unreadable } = await reencryptJournal(database.db, keyring);
    const changed = Object.entries(rows).map(([table, count]) => `${count} ${table}`);
    process.stdout.write(
      `Sealed again, under the current key and bound to their rows: ${changed.join(', ')} rows; the journal key is now ${keyring.current.id}.\n`,
    );
    if (unreadable > 0)
      process.stdout.write(
        `${unreadable} values do not open in the row they are in (moved or changed) and were left as they are.\n`,
      );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError
      ? `Configuration error: ${error.message}`
      : String(error instanceof Error ? error.message : error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
