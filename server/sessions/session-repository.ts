import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { SESSION_IDLE_DAYS } from '#domain/auth';
import type { Database } from '#server/db/client';
import { sessions } from '#server/db/schema/auth';
import { users } from '#server/db/schema/users';

const DAY_MS = 86_400_000;
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;

export type SessionRecord = { sessionId: string; userId: string; email: string; expiresAt: Date };

/** The cookie holds the token; the database holds only its hash, so a leaked table signs no one in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Database,
  userId: string,
  idToken: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt, idToken });
  return { token, expiresAt };
}

export async function findSession(db: Database, token: string): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      email: users.email,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** Slides the 30-day idle window forward; called at most about once a day per session. */
export async function extendSession(db: Database, sessionId: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  return expiresAt;
}

export async function deleteSession(
  db: Database,
  sessionId: string,
): Promise<{ idToken: string | null } | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.id, sessionId))
    .returning({ idToken: sessions.idToken });
  return row ?? null;
}

export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export const SESSION_EXTEND_AFTER_MS = DAY_MS;
