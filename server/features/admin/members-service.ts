import {
  ADMIN_MESSAGES,
  compEndsAt,
  compLastDay,
  type AdminMemberDetail,
  type Comp,
  type GrantPlan,
} from '#domain/admin/admin';
import type { UserRow } from '#server/db/schema/users';
import { recordAdminAction, type AuditActor } from '#server/admin/audit-log';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { deleteUserApiTokens } from '#server/sessions/api-token-repository';
import { decodeCursor, paged } from './cursor';
import {
  billingOf,
  countsOf,
  findMember,
  findMembers,
  setComp,
  setDisabled,
  setVerified,
  signInsOf,
} from './members-repository';
import type { AdminDeps } from './deps';

export async function listMembers(
  db: Database,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const rows = await findMembers(db, query.q || undefined, decodeCursor(query.cursor), query.limit);
  const { page, nextCursor } = paged(rows, query.limit);
  return { members: page.map(({ cursorAt: _cursor, ...member }) => member), nextCursor };
}

const compOf = (user: UserRow): Comp | null =>
  user.compPlan
    ? {
        plan: user.compPlan,
        reason: user.compReason ?? '',
        until: user.compUntil ? compLastDay(user.compUntil) : null,
      }
    : null;

export async function memberDetail(db: Database, id: string): Promise<AdminMemberDetail> {
  const found = await findMember(db, id);
  if (!found) throw notFound('No member has that id.');
  const { user, plan } = found;
  const [{ account, events }, signIns, counts] = await Promise.all([
    billingOf(db, id),
    signInsOf(db, id),
    countsOf(db, id),
  ]);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    plan,
    subscriptionPlan: user.plan,
    comp: compOf(user),
    subscription: account
      ? {
          status: account.status,
          currentPeriodEnd: account.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: account.cancelAtPeriodEnd,
        }
      : null,
    stripeEvents: events.map((event) => ({ id: event.id, type: event.type, at: event.at.toISOString() })),
    verified: user.emailVerifiedAt !== null,
    disabled: user.disabledAt !== null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    signInMethods: [
      ...(user.passwordHash ? (['password'] as const) : []),
      ...(signIns.identities > 0 ? (['provider'] as const) : []),
    ],
    createdAt: user.createdAt.toISOString(),
    lastActiveAt: signIns.lastActiveAt?.toISOString() ?? null,
    counts,
  };
}

/** Locks the member's row for the change and its audit row; 404 when there is no such member. */
async function lockMember(tx: Database, id: string) {
  const found = await findMember(tx, id, true);
  if (!found) throw notFound('No member has that id.');
  return found;
}

const audit = (
  tx: Database,
  actor: AuditActor,
  user: UserRow,
  action: string,
  rest: { reason: string; before: unknown; after: unknown },
) =>
  recordAdminAction(tx, actor, {
    action,
    subjectType: 'member',
    subjectId: user.id,
    memberEmail: user.email,
    ...rest,
  });

export async function grantPlan(
  deps: AdminDeps,
  actor: AuditActor,
  id: string,
  input: GrantPlan,
  now = new Date(),
) {
  const until = input.until ? compEndsAt(input.until) : null;
  if (until && until <= now) throw badRequest('until: must be today or a later day (UTC)');
  await deps.db.transaction(async (tx) => {
    const { user, plan } = await lockMember(tx, id);
    await setComp(tx, id, { plan: input.plan, until, reason: input.reason });
    const after = await findMember(tx, id);
    await audit(tx, actor, user, 'plan.grant', {
      reason: input.reason,
      before: { plan, comp: compOf(user) },
      after: {
        plan: after?.plan,
        comp: { plan: input.plan, reason: input.reason, until: input.until ?? null },
      },
    });
  });
  deps.changes.announce('user', id);
  return memberDetail(deps.db, id);
}

export async function removePlan(deps: AdminDeps, actor: AuditActor, id: string, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { user, plan } = await lockMember(tx, id);
    if (!user.compPlan) throw conflict('This member has no plan given by the team.');
    await setComp(tx, id, null);
    const after = await findMember(tx, id);
    await audit(tx, actor, user, 'plan.remove', {
      reason,
      before: { plan, comp: compOf(user) },
      after: { plan: after?.plan, comp: null },
    });
  });
  deps.changes.announce('user', id);
  return memberDetail(deps.db, id);
}

function refuseSelf(actor: AuditActor, id: string) {
  if (actor.userId === id) throw conflict(ADMIN_MESSAGES.cannotChangeSelf);
}

/**
 * Disables the account: its sessions end on every instance, every API token is revoked (in the
 * same transaction, so no token outlives the change), and it can no longer sign in.
 */
export async function disableMember(
  deps: AdminDeps,
  actor: AuditActor,
  id: string,
  reason: string,
  now = new Date(),
) {
  refuseSelf(actor, id);
  await deps.db.transaction(async (tx) => {
    const { user } = await lockMember(tx, id);
    if (user.disabledAt) return;
    await setDisabled(tx, id, now);
    const apiTokensRevoked = await deleteUserApiTokens(tx, id);
    await audit(tx, actor, user, 'member.disable', {
      reason,
      before: { disabled: false },
      after: { disabled: true, apiTokensRevoked },
    });
  });
  await deps.sessions.revokeUser(id);
  return memberDetail(deps.db, id);
}

export async function enableMember(deps: AdminDeps, actor: AuditActor, id: string, reason: string) {
  await deps.db.transaction(async (tx) => {
    const { user } = await lockMember(tx, id);
    if (!user.disabledAt) return;
    await setDisabled(tx, id, null);
    await audit(tx, actor, user, 'member.enable', {
      reason,
      before: { disabled: true },
      after: { disabled: false },
    });
  });
  return memberDetail(deps.db, id);
}

export async function verifyMember(
  deps: AdminDeps,
  actor: AuditActor,
  id: string,
  reason: string,
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const { user } = await lockMember(tx, id);
    if (user.emailVerifiedAt) return;
    await setVerified(tx, id, now);
    await audit(tx, actor, user, 'member.verify', {
      reason,
      before: { verified: false },
      after: { verified: true },
    });
  });
  await deps.sessions.refreshUser(id);
  return memberDetail(deps.db, id);
}

/** Deletes the account exactly as self-deletion does; the audit row commits with the deletion. */
export async function deleteMember(deps: AdminDeps, actor: AuditActor, id: string, reason: string) {
  refuseSelf(actor, id);
  const detail = await memberDetail(deps.db, id);
  await deps.deleteAccount(id, (tx) =>
    recordAdminAction(tx, actor, {
      action: 'member.delete',
      subjectType: 'member',
      subjectId: id,
      memberEmail: detail.email,
      reason,
      before: { plan: detail.plan, counts: detail.counts },
      after: null,
    }),
  );
  await deps.sessions.refreshUser(id);
}
