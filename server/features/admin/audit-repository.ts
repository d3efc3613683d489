import { desc } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditEntry } from '#domain/admin/admin';
import type { Database } from '#server/db/client';
import { adminAudit } from '#server/db/schema/admin';
import { decodeCursor, paged } from './cursor';
import { after, atText } from './cursor-repository';

/** The audit log, newest first; read only (nothing in the app updates or deletes its rows). */
export async function listAudit(db: Database, cursor: string | undefined) {
  const rows = await db
    .select({ entry: adminAudit, cursorAt: atText(adminAudit.at), id: adminAudit.id })
    .from(adminAudit)
    .where(after(decodeCursor(cursor), adminAudit.at, adminAudit.id))
    .orderBy(desc(adminAudit.at), desc(adminAudit.id))
    .limit(ADMIN_PAGE_SIZE + 1);
  const { page, nextCursor } = paged(rows, ADMIN_PAGE_SIZE);
  const entries: AuditEntry[] = page.map(({ entry }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    adminEmail: entry.adminEmail,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    memberEmail: entry.memberEmail,
    reason: entry.reason,
    before: entry.before,
    after: entry.after,
  }));
  return { entries, nextCursor };
}
