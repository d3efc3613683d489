import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '#domain/api-tokens/api-tokens';
import type { Database } from '#server/db/client';
import { apiTokens } from '#server/db/schema/api-tokens';
import { users } from '#server/db/schema/users';
import { hashToken } from '#server/sessions/session-repository';
import { DAY_MS } from '#domain/shared/dates';

const LAST_USED_EVERY_MS = 60_000;

export type ApiTokenRecord = {
  tokenId: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  scope: ApiTokenScope;
  lastUsedAt: Date | null;
  /** Set while an admin has the account disabled: the token is then refused with 403. */
  disabled: boolean;
};

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function newApiTokenSecret(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** The live token behind a bearer secret, with its member: one indexed read. */
export async function findApiToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ApiTokenRecord | null> {
  const [row] = await db
    .select({
      tokenId: apiTokens.id,
      userId: apiTokens.userId,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
      disabled: sql<boolean>`${users.disabledAt} is not null`,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hashToken(token)), gt(apiTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Records a use, unless one was recorded in the last minute (a read answers most requests). */
export async function markApiTokenUsed(
  db: Database,
  record: ApiTokenRecord,
  now = new Date(),
): Promise<void> {
  if (record.lastUsedAt && now.getTime() - record.lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, record.tokenId),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore)),
      ),
    );
}

export async function countLiveApiTokens(db: Database, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, now)));
  return row?.n ?? 0;
}

export async function insertApiToken(
  db: Database,
  fields: { userId: string; name: string; scope: ApiTokenScope; expiresInDays: number; token: string },
  now = new Date(),
): Promise<ApiTokenRow> {
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId: fields.userId,
      name: fields.name,
      scope: fields.scope,
      tokenHash: hashToken(fields.token),
      expiresAt: new Date(now.getTime() + fields.expiresInDays * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('token insert returned no row');
  return row;
}

/** The member's live tokens, oldest first (at most API_TOKENS_MAX). */
export async function listApiTokens(db: Database, userId: string, now = new Date()): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), gt(apiTokens.expiresAt, now)))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

/** True when the member had that token. */
export async function deleteApiToken(db: Database, userId: string, tokenId: string): Promise<boolean> {
  const removed = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return removed.length > 0;
}

/** Revokes every token of the member (with `db`: the caller's transaction, when it has one). */
export async function deleteUserApiTokens(db: Database, userId: string): Promise<number> {
  const removed = await db
    .delete(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .returning({ id: apiTokens.id });
  return removed.length;
}
