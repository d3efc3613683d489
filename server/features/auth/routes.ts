import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, CurrentUserSchema, SignInSchema, SignUpSchema, UpdateUserSchema } from '#domain/auth';
import type { UserRow } from '#server/db/schema/users';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, conflict, unauthorized } from '#server/http/errors';
import { MessageSchema } from '#server/http/schemas';
import { OidcFlowStateSchema, type OidcClient } from './oidc';
import { decoyHash, hashPassword, verifyPassword } from './password';
import { deleteSession } from '#server/sessions/session-repository';
import { signedIn } from '#server/sessions/session-plugin';
import { syncReminders } from '#server/reminders/schedule';
import { renderSignInPage, type SignInPageModel } from './sign-in-page';
import { findUserByEmail, findUserById, insertUser, updateUser, upsertOidcUser } from './user-repository';

const FLOW_COOKIE = 'abundance_oidc_flow';
const FLOW_MAX_AGE_SECONDS = 600;
const ATTEMPT_WINDOW = '15 minutes';
const ATTEMPTS_PER_IP = 30;
const ATTEMPTS_PER_EMAIL = 10;

type Options = { config: AppConfig; db: Database; oidc: OidcClient | undefined };

function parseFlow(value: string) {
  try {
    const parsed = OidcFlowStateSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const isFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

const FormValuesSchema = z.object({
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

function pageValues(body: unknown): SignInPageModel['values'] {
  const parsed = FormValuesSchema.safeParse(body);
  return parsed.success ? parsed.data : {};
}

const emailKey = (request: FastifyRequest) => {
  const parsed = FormValuesSchema.safeParse(request.body);
  return `email:${(parsed.success && parsed.data.email?.trim().toLowerCase()) || request.ip}`;
};

/**
 * /api/login, /api/signup, /api/callback, /api/logout and /api/user. Without an OpenID provider the
 * built-in page takes e-mail and password; with one, /api/login starts an authorization-code flow
 * with PKCE, state and nonce, completed at /api/callback.
 */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { config, db, oidc }) => {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, AUTH_MESSAGES.tooManyAttempts),
  });
  const perIp = app.rateLimit({ max: ATTEMPTS_PER_IP, timeWindow: ATTEMPT_WINDOW });
  // The plugin runs one limiter per request, so the per-e-mail limit uses its standalone checker.
  const emailLimiter = app.createRateLimit({
    max: ATTEMPTS_PER_EMAIL,
    timeWindow: ATTEMPT_WINDOW,
    keyGenerator: emailKey,
  });
  const perEmail = async (request: FastifyRequest) => {
    const result = await emailLimiter(request);
    if (!result.isAllowed && result.isExceeded) throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts);
  };

  /** Form posts get the page back with the error and their input; JSON callers get `{ message }`. */
  function formAwareErrors(mode: SignInPageModel['mode']) {
    return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (!isFormPost(request)) throw error;
      const status = error instanceof HttpError ? error.statusCode : 400;
      const message =
        error instanceof HttpError || status < 500
          ? error.message
          : 'Something went wrong. Please try again.';
      return reply
        .status(status)
        .type('text/html')
        .send(renderSignInPage({ mode, error: message, values: pageValues(request.body) }));
    };
  }

  function signedInReply(request: FastifyRequest, reply: FastifyReply, status: number, userId: string) {
    if (isFormPost(request)) return reply.redirect('/', 303);
    return reply.status(status).send({ userId });
  }

  const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'Check the form and try again.';

  app.get(
    '/api/login',
    {
      config: { public: true },
      schema: { querystring: z.object({ mode: z.enum(['signin', 'signup']).optional() }) },
    },
    async (request, reply) => {
      if (oidc) {
        const { url, flow } = await oidc.authorizationUrl();
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
          path: '/api/callback',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
          signed: true,
          maxAge: FLOW_MAX_AGE_SECONDS,
        });
        return reply.redirect(url.href, 302);
      }
      if (request.auth) return reply.redirect('/', 302);
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(renderSignInPage({ mode: request.query.mode ?? 'signin' }));
    },
  );

  app.post(
    '/api/login',
    {
      config: { public: true },
      preHandler: [perIp, perEmail],
      errorHandler: formAwareErrors('signin'),
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      const parsed = SignInSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
      const user = await findUserByEmail(db, parsed.data.email);
      const valid = await verifyPassword(parsed.data.password, user?.passwordHash ?? (await decoyHash()));
      if (!user || !user.passwordHash || !valid) throw unauthorized(AUTH_MESSAGES.wrongCredentials);
      await app.sessions.start(reply, user.id);
      return signedInReply(request, reply, 200, user.id);
    },
  );

  app.post(
    '/api/signup',
    {
      config: { public: true },
      preHandler: [perIp],
      errorHandler: formAwareErrors('signup'),
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      if (oidc) throw new HttpError(404, 'Not Found');
      const parsed = SignUpSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, firstIssue(parsed.error));
      const { email, password, firstName, lastName } = parsed.data;
      const user = await insertUser(db, {
        email,
        firstName,
        lastName: lastName || null,
        passwordHash: await hashPassword(password),
      });
      if (!user) throw conflict(AUTH_MESSAGES.emailTaken);
      await app.sessions.start(reply, user.id);
      return signedInReply(request, reply, 201, user.id);
    },
  );

  app.get(
    '/api/callback',
    { config: { public: true }, schema: { querystring: z.record(z.string(), z.string()) } },
    async (request, reply) => {
      if (!oidc) return reply.redirect('/api/login', 302);
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      reply.clearCookie(FLOW_COOKIE, { path: '/api/callback' });
      const flow = unsigned?.valid && unsigned.value ? parseFlow(unsigned.value) : null;
      if (!flow) throw new HttpError(400, 'Sign-in expired. Please start again.');
      const callbackUrl = new URL(request.url, config.publicUrl);
      let result;
      try {
        result = await oidc.complete(callbackUrl, flow);
      } catch (error) {
        request.log.warn({ err: error }, 'OpenID sign-in refused');
        throw new HttpError(400, 'Sign-in could not be completed. Please try again.');
      }
      const user = await upsertOidcUser(db, result.profile);
      await app.sessions.start(reply, user.id, result.idToken);
      return reply.redirect('/', 302);
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    let idToken: string | null = null;
    if (request.auth) {
      const removed = await deleteSession(db, request.auth.sessionId);
      idToken = removed?.idToken ?? null;
      app.sessions.cache.deleteSession(request.auth.sessionId);
    }
    app.sessions.clearCookie(reply);
    const providerLogout = oidc?.endSessionUrl(idToken, `${config.publicUrl}/`);
    return reply.redirect(providerLogout ?? '/', 303);
  };
  app.get('/api/logout', { config: { public: true } }, logout);
  app.post('/api/logout', { config: { public: true } }, logout);

  const currentUser = (user: UserRow, isAdmin: boolean) => ({
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    quantumLevel: user.quantumLevel,
    levelProgress: user.levelProgress,
    timeZone: user.timeZone,
    reminderTime: user.reminderTime,
    showStreaks: user.showStreaks,
    moonReminders: user.moonReminders,
    isAdmin,
  });

  app.get(
    '/api/user',
    { schema: { response: { 200: CurrentUserSchema, 401: MessageSchema } } },
    async (request) => {
      const auth = signedIn(request);
      const user = await findUserById(db, auth.userId);
      if (!user) throw unauthorized();
      return currentUser(user, auth.isAdmin);
    },
  );

  app.patch(
    '/api/user',
    { schema: { body: UpdateUserSchema, response: { 200: CurrentUserSchema } } },
    async (request) => {
      const auth = signedIn(request);
      const { lastName, ...rest } = request.body;
      const user = await db.transaction(async (tx) => {
        const updated = await updateUser(tx, auth.userId, {
          ...rest,
          ...(lastName === undefined ? {} : { lastName: lastName || null }),
        });
        // A new time, zone or moon choice moves the member's push reminders (server/reminders).
        const { timeZone, reminderTime, moonReminders } = request.body;
        if (updated && [timeZone, reminderTime, moonReminders].some((value) => value !== undefined))
          await syncReminders(tx, auth.userId);
        return updated;
      });
      if (!user) throw unauthorized();
      return currentUser(user, auth.isAdmin);
    },
  );
};
