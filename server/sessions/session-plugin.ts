import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECENT_AUTH_MINUTES, REAUTH_REQUIRED_CODE, AUTH_MESSAGES } from '#domain/auth/auth';
import { ADMIN_MESSAGES } from '#domain/admin/admin';
import {
  API_TOKEN_MESSAGES,
  API_TOKEN_REQUESTS_PER_MINUTE,
  type ApiTokenScope,
} from '#domain/api-tokens/api-tokens';
import type { AppConfig } from '#server/config';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import { bearerTokenOf } from '#server/http/bearer-token';
import { HttpError, forbidden, unauthorized } from '#server/http/errors';
import { consumeRateLimit } from '#server/plugins/rate-limits';
import { deleteUserApiTokens, findApiToken, markApiTokenUsed } from '#server/sessions/api-token-repository';
import { SessionCache } from '#server/sessions/session-cache';
import {
  SESSION_ABSOLUTE_MS,
  SESSION_EXTEND_AFTER_MS,
  SESSION_IDLE_MS,
  createSession,
  deleteSession,
  deleteUserSessions,
  extendSession,
  findSession,
  markAuthenticated,
  type SessionRecord,
} from '#server/sessions/session-repository';

const COOKIE_MAX_AGE_SECONDS = 400 * 86_400;
const RECENT_AUTH_MS = RECENT_AUTH_MINUTES * 60_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const TOKEN_RATE = { max: API_TOKEN_REQUESTS_PER_MINUTE, windowMs: 60_000 };

export type AuthContext = {
  userId: string;
  email: string;
  sessionId: string;
  emailVerified: boolean;
  /** Admin rights come from ADMIN_EMAILS, and only for a verified address. */
  isAdmin: boolean;
  authenticatedAt: Date;
  /** Set when a personal access token, not a browser session, made the request. */
  apiToken: { id: string; scope: ApiTokenScope } | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

/** The signed-in user of a request on a route that requires one (the hook has already refused others). */
export function signedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Refuses (403 reauth_required) unless the member signed in or re-entered their password within 10 minutes. */
export function recentlySignedIn(request: FastifyRequest, now = Date.now()): AuthContext {
  const auth = signedIn(request);
  if (now - auth.authenticatedAt.getTime() > RECENT_AUTH_MS)
    throw new HttpError(403, AUTH_MESSAGES.recentAuthRequired, REAUTH_REQUIRED_CODE);
  return auth;
}

export type SessionManager = {
  cookieName: string;
  /** Starts a fresh session (a new token every sign-in) and sets its cookie. */
  start: (reply: FastifyReply, userId: string, idToken?: string | null) => Promise<void>;
  clearCookie: (reply: FastifyReply) => void;
  /** A cookie shaped like a session's that opens nothing (sign-up with a registered address). */
  setDecoyCookie: (reply: FastifyReply) => void;
  /** Ends one session; every instance forgets it at once (change feed). Returns its ID token. */
  revoke: (sessionId: string) => Promise<{ idToken: string | null } | null>;
  /** Ends every session of a member (but `keepSessionId`), on every instance. */
  revokeUser: (userId: string, keepSessionId?: string) => Promise<void>;
  /**
   * Revokes every personal access token of a member (password reset, account takeover). Tokens are
   * read from the database on every request, so every instance refuses them from the next one on.
   */
  revokeTokens: (userId: string) => Promise<void>;
  /** The member's e-mail or its verification changed: every instance re-reads their sessions. */
  refreshUser: (userId: string) => Promise<void>;
  /** The password was entered again in this session. */
  confirmed: (sessionId: string) => Promise<void>;
  /** The session the request's cookie opens, for requests outside /api (the member's document), or null. */
  authOf: (request: FastifyRequest) => Promise<AuthContext | null>;
  cache: SessionCache;
};

export async function registerSessions(
  app: FastifyInstance,
  config: AppConfig,
  db: Database,
  changes: ChangeFeed,
): Promise<void> {
  // The __Host- prefix pins the cookie to this exact origin over https.
  const cookieName = config.secureCookies ? '__Host-abundance_session' : 'abundance_session';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  const cache = new SessionCache();
  const admins = new Set(config.ADMIN_EMAILS);
  changes.subscribe({
    changed: (topic, key) => {
      if (topic === 'session') cache.deleteSession(key);
      if (topic === 'sessions') cache.deleteUser(key);
    },
    reset: () => cache.clear(),
  });

  const toAuth = (record: SessionRecord): AuthContext => ({
    userId: record.userId,
    email: record.email,
    sessionId: record.sessionId,
    emailVerified: record.emailVerified,
    isAdmin: record.emailVerified && admins.has(record.email),
    authenticatedAt: record.authenticatedAt,
    apiToken: null,
  });

  /**
   * A request with `Authorization: Bearer`: the token alone decides (cookies are ignored). Refused
   * routes and a read token's writes are 403; each token may make 60 requests a minute, counted in
   * the database so that every instance shares the count.
   */
  async function tokenAuth(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
  ): Promise<AuthContext> {
    // Admin routes are for a person at the console, never a script: adminOnly implies refusesTokens.
    const { refusesTokens, adminOnly } = request.routeOptions.config;
    if (refusesTokens || adminOnly) throw forbidden(API_TOKEN_MESSAGES.refused);
    const record = await findApiToken(db, token);
    if (!record) throw unauthorized(API_TOKEN_MESSAGES.invalid);
    // Disabling revokes every token in the same transaction; this covers a token read just before.
    if (record.disabled) throw forbidden(ADMIN_MESSAGES.disabled);
    if (record.scope === 'read' && STATE_CHANGING.has(request.method))
      throw forbidden(API_TOKEN_MESSAGES.readOnly);
    const now = Date.now();
    if (!(await consumeRateLimit(db, `api-token:${record.tokenId}`, TOKEN_RATE, now))) {
      const windowEnd = (Math.floor(now / TOKEN_RATE.windowMs) + 1) * TOKEN_RATE.windowMs;
      reply.header('retry-after', String(Math.max(1, Math.ceil((windowEnd - now) / 1000))));
      throw new HttpError(429, API_TOKEN_MESSAGES.rateLimited);
    }
    await markApiTokenUsed(db, record, new Date(now));
    return {
      userId: record.userId,
      email: record.email,
      sessionId: `api-token:${record.tokenId}`,
      emailVerified: record.emailVerified,
      isAdmin: false,
      // Never recent: a token cannot pass a recent sign-in check.
      authenticatedAt: new Date(0),
      apiToken: { id: record.tokenId, scope: record.scope },
    };
  }

  async function lookup(token: string): Promise<SessionRecord | null> {
    // While the feed is down a revocation elsewhere could go unheard: read the database instead.
    const live = changes.live();
    const cached = live ? cache.get(token) : undefined;
    if (cached) return cached;
    const record = await findSession(db, token);
    if (!record) return null;
    if (record.expiresAt.getTime() - Date.now() < SESSION_IDLE_MS - SESSION_EXTEND_AFTER_MS) {
      const extended = await extendSession(db, record.sessionId);
      const absoluteEnd = record.createdAt.getTime() + SESSION_ABSOLUTE_MS;
      record.expiresAt = new Date(Math.min(extended.getTime(), absoluteEnd));
    }
    if (live) cache.set(token, record);
    return record;
  }

  /** The session the request's cookie opens, or null. */
  const authOf = async (request: FastifyRequest): Promise<AuthContext | null> => {
    const token = request.cookies[cookieName];
    const record = token ? await lookup(token) : null;
    return record ? toAuth(record) : null;
  };

  app.decorateRequest('auth', null);
  app.decorate('sessions', {
    cookieName,
    cache,
    start: async (reply, userId, idToken = null) => {
      const { token } = await createSession(db, userId, idToken);
      // The server enforces the idle and absolute expiry; the cookie itself may outlive them so
      // that sliding renewal never needs to re-send it.
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: COOKIE_MAX_AGE_SECONDS });
    },
    clearCookie: (reply) => {
      reply.clearCookie(cookieName, cookieOptions);
    },
    setDecoyCookie: (reply) => {
      const token = randomBytes(32).toString('base64url');
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: COOKIE_MAX_AGE_SECONDS });
    },
    revoke: async (sessionId) => {
      const removed = await deleteSession(db, sessionId);
      changes.announce('session', sessionId);
      return removed;
    },
    revokeUser: async (userId, keepSessionId) => {
      await deleteUserSessions(db, userId, keepSessionId);
      changes.announce('sessions', userId);
    },
    revokeTokens: async (userId) => {
      await deleteUserApiTokens(db, userId);
    },
    refreshUser: async (userId) => changes.announce('sessions', userId),
    confirmed: async (sessionId) => {
      await markAuthenticated(db, sessionId);
      changes.announce('session', sessionId);
    },
    authOf,
  } satisfies SessionManager);

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const bearer = bearerTokenOf(request);
    if (bearer !== undefined) {
      request.auth = await tokenAuth(request, reply, bearer);
      return;
    }
    request.auth = await authOf(request);
    if (!request.auth && !request.routeOptions.config.public) throw unauthorized();
  });
}
