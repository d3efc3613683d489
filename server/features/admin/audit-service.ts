import type { Database } from '#server/db/client';
import { listAudit } from './audit-repository';

/** One page of the audit log, newest first, after the cursor the previous page ended with. */
export async function auditPage(db: Database, cursor: string | undefined) {
  return listAudit(db, cursor);
}
