import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import type { SessionManager } from '#server/sessions/session-plugin';

export type AdminDeps = {
  db: Database;
  changes: ChangeFeed;
  sessions: SessionManager;
  publicUrl: string;
  /**
   * Deletes a member with the same effects as self-deletion (built by the app from the account
   * feature); `inTransaction` runs inside the deletion's transaction.
   */
  deleteAccount: (userId: string, inTransaction: (tx: Database) => Promise<void>) => Promise<void>;
};
