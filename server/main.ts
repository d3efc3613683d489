import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { dataDirProblem } from './data-dir';
import { openDatabase } from './db/client';
import { resolveJournalKeyring } from './privacy/journal-keyring';
import { resolveSessionSecret } from './session-secret';

/**
 * Starts the server. On SIGTERM/SIGINT it stops accepting connections, lets in-flight requests
 * finish, then closes the database (PGlite flushes to disk on close).
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const unwritable = dataDirProblem(config.DATA_DIR);
  if (unwritable) {
    process.stderr.write(`${unwritable}\n`);
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  const sessionSecret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  const journalKeys = resolveJournalKeyring(config.JOURNAL_KEY, config.JOURNAL_KEY_PREVIOUS, config.DATA_DIR);
  const app = await buildApp({ config, database, sessionSecret, journalKeys });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Background work (mail, reminders, weekly plans) runs from the database queue every instance shares.
  app.jobs.start();
  app.log.info(`Abundance is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
