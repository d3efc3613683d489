import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '#domain/auth/auth';
import type { Database } from '#server/db/client';
import { sessions } from '#server/db/schema/auth';
import { calendarFeeds } from '#server/db/schema/sky-feeds';
import { users } from '#server/db/schema/users';
import { DAY_MS } from '#domain/shared/dates';

/** A new calendar feed token: 24 random bytes, the feed URL's only credential. */
export const newFeedToken = () => randomBytes(24).toString('base64url');
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * DAY_MS;

export type SessionRecord = {
  sessionId: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  expiresAt: Date;
  createdAt: Date;
  authenticatedAt: Date;
};

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

/** The live session behind a cookie token: within its idle expiry and its 90-day absolute lifetime. */
export async function findSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<SessionRecord | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      email: users.email,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      authenticatedAt: sessions.authenticatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        // A disabled account's sessions are ended when it is disabled; this makes sure of it.
        isNull(users.disabledAt),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const absoluteEnd = new Date(row.createdAt.getTime() + SESSION_ABSOLUTE_MS);
  return { ...row, expiresAt: row.expiresAt < absoluteEnd ? row.expiresAt : absoluteEnd };
}

/** Slides the 30-day idle window forward; called at most about once a day per session. */
export async function extendSession(db: Database, sessionId: string): Promise<Date> {
  const expiresAt = new Date(Date.now() + SESSION_IDLE_MS);
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
  return expiresAt;
}

/** The member proved who they are again (password re-entered): recent-sign-in actions open for 10 min. */
export async function markAuthenticated(db: Database, sessionId: string, at = new Date()): Promise<void> {
  await db.update(sessions).set({ authenticatedAt: at }).where(eq(sessions.id, sessionId));
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

/**
 * Ends every session of the member, or every one but `keepSessionId` (password changed here), and
 * gives their calendar feed a new token: its URL is the other credential that reads their data, so
 * "sign out everywhere", a password change or reset retire it too (docs/account.md, "Sessions").
 */
export async function deleteUserSessions(
  db: Database,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
    await tx
      .update(calendarFeeds)
      // A hash of a token nobody is shown: the member's next visit to their settings gets a new one.
      .set({
        tokenHash: hashToken(newFeedToken()),
        tokenSealed: null,
        legacyToken: null,
        createdAt: new Date(),
      })
      .where(eq(calendarFeeds.userId, userId));
  });
}

export const SESSION_EXTEND_AFTER_MS = DAY_MS;
