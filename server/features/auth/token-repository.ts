import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { accountTokens } from '#server/db/schema/auth';
import { hashToken } from '#server/sessions/session-repository';

export type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/**
 * A fresh single-use token for a mailed link. Earlier unused tokens of the same purpose are retired,
 * so only the newest link works.
 */
export async function issueToken(
  tx: Database,
  values: { userId: string; purpose: TokenPurpose; email: string; lifetimeMs: number },
  now = new Date(),
): Promise<string> {
  await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, values.userId),
        eq(accountTokens.purpose, values.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    id: hashToken(token),
    userId: values.userId,
    purpose: values.purpose,
    email: values.email,
    expiresAt: new Date(now.getTime() + values.lifetimeMs),
  });
  return token;
}

/** Marks the token used and returns it, if it is of this purpose, unused and unexpired; else null. */
export async function consumeToken(
  tx: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ userId: string; email: string } | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.id, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning({ userId: accountTokens.userId, email: accountTokens.email });
  return row ?? null;
}

/** The token's member and address if it is still usable, without using it up. */
export async function peekToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.id, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}
