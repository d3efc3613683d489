import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { invitations } from '#server/db/schema/admin';
import { DAY_MS } from '#domain/shared/dates';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new single-use invitation; the token is returned once and only its hash is kept. */
export async function createInvitation(
  db: Database,
  by: { userId: string; email: string },
  expiresInDays: number,
  now = new Date(),
) {
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(invitations)
    .values({
      tokenHash: hashOf(token),
      createdBy: by.userId,
      createdByEmail: by.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiresInDays * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('invitation insert returned no row');
  return { row, token };
}

export async function listInvitations(db: Database, limit = 100) {
  return db.select().from(invitations).orderBy(desc(invitations.createdAt)).limit(limit);
}

export async function deleteInvitation(db: Database, id: string) {
  const [row] = await db.delete(invitations).where(eq(invitations.id, id)).returning();
  return row ?? null;
}

/** Whether the token opens an unused, unexpired invitation (for the page; nothing is used up). */
export async function invitationValid(db: Database, token: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashOf(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Uses the invitation up for `email`, in the caller's transaction: one conditional update, so two
 * sign-ups racing on one link cannot both pass. False when it is unknown, expired or already used.
 */
export async function useInvitation(db: Database, token: string, email: string, now = new Date()) {
  const used = await db
    .update(invitations)
    .set({ usedAt: now, usedByEmail: email })
    .where(
      and(
        eq(invitations.tokenHash, hashOf(token)),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  return used.length > 0;
}
