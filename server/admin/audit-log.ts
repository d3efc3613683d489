import type { Database } from '#server/db/client';
import { adminAudit } from '#server/db/schema/admin';

/** Who acted: the admin's id and their e-mail as it was at that moment. */
export type AuditActor = { userId: string; email: string };

export type AuditRecord = {
  action: string;
  subjectType: 'member' | 'job' | 'invitation' | 'setting' | 'story' | 'coaching-session';
  subjectId?: string | null;
  memberEmail?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Writes one audit row, inside the transaction that makes the change, so an action and its record
 * commit together or not at all. Rows are only ever inserted (docs/operations.md, "Audit log").
 */
export async function recordAdminAction(tx: Database, actor: AuditActor, record: AuditRecord): Promise<void> {
  await tx.insert(adminAudit).values({
    adminId: actor.userId,
    adminEmail: actor.email,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId ?? null,
    memberEmail: record.memberEmail ?? null,
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
