import type { Invitation } from '#domain/admin/admin';
import type { SignupMode } from '#domain/admin/signup-modes';
import { recordAdminAction, type AuditActor } from '#server/admin/audit-log';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { createInvitation, deleteInvitation, listInvitations } from '#server/signup/invitations';
import { readSignupMode, writeSignupMode } from '#server/signup/signup-mode';

export async function changeSignupMode(db: Database, actor: AuditActor, mode: SignupMode) {
  await db.transaction(async (tx) => {
    const before = await readSignupMode(tx);
    await writeSignupMode(tx, mode);
    await recordAdminAction(tx, actor, {
      action: 'signup.mode',
      subjectType: 'setting',
      subjectId: 'signup_mode',
      before: { mode: before },
      after: { mode },
    });
  });
  return { mode };
}

/** The link a newcomer opens: /api/login with the token opens the create-account form. */
const invitationUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/login?invitation=${encodeURIComponent(token)}`;

export async function inviteNewcomer(
  db: Database,
  actor: AuditActor,
  publicUrl: string,
  expiresInDays: number,
) {
  return db.transaction(async (tx) => {
    const { row, token } = await createInvitation(tx, actor, expiresInDays);
    await recordAdminAction(tx, actor, {
      action: 'invitation.create',
      subjectType: 'invitation',
      subjectId: row.id,
      before: null,
      after: { expiresAt: row.expiresAt.toISOString() },
    });
    return { id: row.id, url: invitationUrl(publicUrl, token), expiresAt: row.expiresAt.toISOString() };
  });
}

export async function invitationList(db: Database): Promise<{ invitations: Invitation[] }> {
  const rows = await listInvitations(db);
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      createdByEmail: row.createdByEmail,
      expiresAt: row.expiresAt.toISOString(),
      usedAt: row.usedAt?.toISOString() ?? null,
      usedByEmail: row.usedByEmail,
    })),
  };
}

export async function revokeInvitation(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const removed = await deleteInvitation(tx, id);
    if (!removed) throw notFound('No invitation has that id.');
    await recordAdminAction(tx, actor, {
      action: 'invitation.delete',
      subjectType: 'invitation',
      subjectId: id,
      before: { expiresAt: removed.expiresAt.toISOString(), used: removed.usedAt !== null },
      after: null,
    });
  });
}
