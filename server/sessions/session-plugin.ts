import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { unauthorized } from '#server/http/errors';
import { SessionCache } from '#server/sessions/session-cache';
import {
  SESSION_EXTEND_AFTER_MS,
  SESSION_IDLE_MS,
  createSession,
  extendSession,
  findSession,
  type SessionRecord,
} from '#server/sessions/session-repository';

const COOKIE_MAX_AGE_SECONDS = 400 * 86_400;

export type AuthContext = { userId: string; email: string; sessionId: string; isAdmin: boolean };

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

export type SessionManager = {
  cookieName: string;
  /** Starts a fresh session (a new token every sign-in) and sets its cookie. */
  start: (reply: FastifyReply, userId: string, idToken?: string | null) => Promise<void>;
  clearCookie: (reply: FastifyReply) => void;
  cache: SessionCache;
};

export async function registerSessions(app: FastifyInstance, config: AppConfig, db: Database): Promise<void> {
  // The __Host- prefix pins the cookie to this exact origin over https.
  const cookieName = config.secureCookies ? '__Host-abundance_session' : 'abundance_session';
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies };
  const cache = new SessionCache();
  const admins = new Set(config.ADMIN_EMAILS);

  const toAuth = (record: SessionRecord): AuthContext => ({
    userId: record.userId,
    email: record.email,
    sessionId: record.sessionId,
    isAdmin: admins.has(record.email),
  });

  async function lookup(token: string): Promise<SessionRecord | null> {
    const cached = cache.get(token);
    if (cached) return cached;
    const record = await findSession(db, token);
    if (!record) return null;
    if (record.expiresAt.getTime() - Date.now() < SESSION_IDLE_MS - SESSION_EXTEND_AFTER_MS) {
      record.expiresAt = await extendSession(db, record.sessionId);
    }
    cache.set(token, record);
    return record;
  }

  app.decorateRequest('auth', null);
  app.decorate('sessions', {
    cookieName,
    cache,
    start: async (reply, userId, idToken = null) => {
      const { token } = await createSession(db, userId, idToken);
      // The server enforces the 30-day idle expiry; the cookie itself may outlive it so that sliding
      // renewal never needs to re-send it.
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: COOKIE_MAX_AGE_SECONDS });
    },
    clearCookie: (reply) => {
      reply.clearCookie(cookieName, cookieOptions);
    },
  } satisfies SessionManager);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.is404) return;
    const token = request.cookies[cookieName];
    const record = token ? await lookup(token) : null;
    request.auth = record ? toAuth(record) : null;
    if (!request.auth && !request.routeOptions.config.public) throw unauthorized();
  });
}
