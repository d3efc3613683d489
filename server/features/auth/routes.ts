import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  AUTH_RATE_LIMITS,
  CurrentUserSchema,
  SignInSchema,
  SignUpSchema,
  UpdateUserSchema,
} from '#domain/auth/auth';
import { clientAddressKey } from '#server/http/client-address';
import { HttpError, notFound } from '#server/http/errors';
import { MessageSchema } from '#server/http/schemas';
import { enforceRateLimit } from '#server/plugins/rate-limits';
import { signedIn } from '#server/sessions/session-plugin';
import { paceSignIn, passwordSignIn, signInAddressKey, signInPairKey, signUp } from './credentials-service';
import { emailRoutes } from './email-routes';
import { formAwareErrors, isFormPost, parseBody } from './form-errors';
import { oidcRoutes, redirectToProvider } from './oidc-routes';
import { passwordRoutes } from './password-routes';
import { defaultLoginMode } from './returning-visitor';
import { deviceMemberId, rememberDevice } from './known-device';
import { renderSignInPage } from './sign-in-page';
import { signInPageFor } from './sign-up-modes';
import { currentUser, updateProfile } from './service';

import type { AuthOptions } from './auth-options';

const EmailFieldSchema = z.object({ email: z.string().trim().toLowerCase().optional() });
const InvitationFieldSchema = z.object({ invitation: z.string().trim().max(200).optional() });

/**
 * /api/login, /api/signup, /api/logout and /api/user, plus the password, e-mail and OpenID routes.
 * Built-in sign-in is on without an OpenID provider; with one, only when PASSWORD_SIGN_IN=true.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, options) => {
  const { config, db, oidc } = options;
  const deps = { db, config };
  const tooMany = AUTH_MESSAGES.tooManyAttempts;
  const passwordsOn = config.passwordSignIn;

  function signedInReply(request: FastifyRequest, reply: FastifyReply, status: number, userId: string) {
    if (isFormPost(request)) return reply.redirect('/', 303);
    return reply.status(status).send({ userId });
  }

  app.get(
    '/api/login',
    {
      config: { public: true },
      schema: {
        querystring: z.object({
          mode: z.enum(['signin', 'signup']).optional(),
          invitation: z.string().trim().min(1).max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { invitation } = request.query;
      if (oidc && !passwordsOn) return redirectToProvider(reply, oidc, config, false, invitation);
      if (request.auth) return reply.redirect('/', 302);
      const page = await signInPageFor(db, {
        mode: request.query.mode,
        defaultMode: defaultLoginMode(request),
        invitation,
        providerSignIn: Boolean(oidc),
      });
      return reply.type('text/html').header('cache-control', 'no-store').send(renderSignInPage(page));
    },
  );

  app.post(
    '/api/login',
    {
      config: { public: true },
      errorHandler: formAwareErrors((error, values) => renderSignInPage({ mode: 'signin', error, values })),
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      if (!passwordsOn) throw new HttpError(404, AUTH_MESSAGES.passwordSignInOff);
      const address = clientAddressKey(request.ip);
      await enforceRateLimit(db, signInAddressKey(address), AUTH_RATE_LIMITS.signInPerIp, tooMany);
      const typed = EmailFieldSchema.safeParse(request.body);
      if (typed.success && typed.data.email) {
        const email = typed.data.email;
        await enforceRateLimit(
          db,
          signInPairKey(email, address),
          AUTH_RATE_LIMITS.signInPerAccountAddress,
          tooMany,
        );
        await paceSignIn(deps, email, address);
      }
      const { email, password } = parseBody(SignInSchema, request.body);
      const user = await passwordSignIn(deps, email, password, address, deviceMemberId(request));
      await app.sessions.start(reply, user.id);
      rememberDevice(reply, config, user.id);
      return signedInReply(request, reply, 200, user.id);
    },
  );

  app.post(
    '/api/signup',
    {
      config: { public: true },
      errorHandler: formAwareErrors((error, values) => renderSignInPage({ mode: 'signup', error, values })),
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      if (!passwordsOn) throw notFound();
      const address = clientAddressKey(request.ip);
      await enforceRateLimit(db, `signup-ip:${address}`, AUTH_RATE_LIMITS.signUpPerIp, tooMany);
      const input = parseBody(SignUpSchema, request.body);
      const { invitation } = InvitationFieldSchema.catch({}).parse(request.body);
      const created = await signUp(deps, input, address, invitation || undefined);
      if (created) {
        await app.sessions.start(reply, created.userId);
        return signedInReply(request, reply, 201, created.userId);
      }
      // The address has an account: its owner was mailed. Answer exactly as for a new account
      // (status, body shape, a cookie of the same form that opens nothing), so the answer does not
      // tell anyone which addresses are registered.
      app.sessions.setDecoyCookie(reply);
      return signedInReply(request, reply, 201, crypto.randomUUID());
    },
  );

  // POST only: a GET that signs out can be triggered by any page (an <img> pointing at it).
  app.post('/api/logout', { config: { public: true } }, async (request, reply) => {
    let idToken: string | null = null;
    if (request.auth) idToken = (await app.sessions.revoke(request.auth.sessionId))?.idToken ?? null;
    app.sessions.clearCookie(reply);
    const providerLogout = oidc?.endSessionUrl(idToken, `${config.publicUrl}/`);
    return reply.redirect(providerLogout ?? '/', 303);
  });

  app.get(
    '/api/user',
    {
      config: { cachedPerMember: true },
      schema: { response: { 200: CurrentUserSchema, 401: MessageSchema } },
    },
    async (request) => currentUser(db, signedIn(request)),
  );

  app.patch(
    '/api/user',
    {
      config: { refusesTokens: true },
      schema: { body: UpdateUserSchema, response: { 200: CurrentUserSchema } },
    },
    async (request) => updateProfile(db, signedIn(request), request.body),
  );

  await app.register(oidcRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(emailRoutes, options);
};
