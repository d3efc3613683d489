import {
  API_TOKEN_MESSAGES,
  API_TOKENS_MAX,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '#domain/api-tokens/api-tokens';
import type { Database } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import { lockUserPlan } from '#server/plans/plan-repository';
import {
  countLiveApiTokens,
  deleteApiToken,
  insertApiToken,
  listApiTokens,
  newApiTokenSecret,
  type ApiTokenRow,
} from '#server/sessions/api-token-repository';

function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** A new token, shown this once; the member's row is locked so two requests cannot both take the 20th slot. */
export async function createApiToken(
  db: Database,
  userId: string,
  input: { name: string; scope: ApiTokenScope; expiresInDays: number },
): Promise<CreatedApiToken> {
  return db.transaction(async (tx) => {
    await lockUserPlan(tx, userId);
    if ((await countLiveApiTokens(tx, userId)) >= API_TOKENS_MAX) throw conflict(API_TOKEN_MESSAGES.tooMany);
    const token = newApiTokenSecret();
    const row = await insertApiToken(tx, { userId, token, ...input });
    return { id: row.id, name: row.name, scope: row.scope, token, expiresAt: row.expiresAt.toISOString() };
  });
}

export async function apiTokensOf(db: Database, userId: string): Promise<ApiToken[]> {
  return (await listApiTokens(db, userId)).map(toApiToken);
}

export async function revokeApiToken(db: Database, userId: string, tokenId: string): Promise<void> {
  if (!(await deleteApiToken(db, userId, tokenId))) throw notFound();
}
