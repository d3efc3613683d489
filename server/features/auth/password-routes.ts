import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_MESSAGES,
  AUTH_RATE_LIMITS,
  ChangePasswordSchema,
  ForgotPasswordSchema,
  ReauthSchema,
  ResetPasswordSchema,
} from '#domain/auth/auth';
import { notFound } from '#server/http/errors';
import { MessageSchema } from '#server/http/schemas';
import { clientAddressKey } from '#server/http/client-address';
import { enforceRateLimit } from '#server/plugins/rate-limits';
import { signedIn } from '#server/sessions/session-plugin';
import {
  FORGOT_QUEUE,
  changePassword,
  confirmPassword,
  mailPasswordReset,
  requestPasswordReset,
  resetPassword,
} from './credentials-service';
import { formAwareErrors, isFormPost, parseBody } from './form-errors';
import { renderForgotPage, renderResetPage } from './password-pages';
import type { AuthOptions } from './auth-options';
import { renderSignInPage } from './sign-in-page';

const PASSWORD_RESET_DONE =
  'Your password was changed and every device was signed out. Sign in with the new password.';

/** Forgot and reset (pages and endpoints), change password, and password re-entry (reauth). */
export const passwordRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, { config, db }) => {
  const deps = { db, config };
  const tooMany = AUTH_MESSAGES.tooManyAttempts;
  app.jobs.register(FORGOT_QUEUE, 'mail', (payload) => mailPasswordReset(deps, payload));

  app.get('/forgot-password', { config: { public: true } }, async (_request, reply) => {
    if (!config.passwordSignIn) throw notFound();
    return reply.type('text/html').header('cache-control', 'no-store').send(renderForgotPage({}));
  });

  app.post(
    '/api/password/forgot',
    {
      config: { public: true, refusesTokens: true },
      errorHandler: formAwareErrors((error, values) => renderForgotPage({ error, email: values.email })),
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      if (!config.passwordSignIn) throw notFound();
      await enforceRateLimit(
        db,
        `forgot-ip:${clientAddressKey(request.ip)}`,
        AUTH_RATE_LIMITS.forgotPerIp,
        tooMany,
      );
      const { email } = parseBody(ForgotPasswordSchema, request.body);
      await enforceRateLimit(db, `forgot-email:${email}`, AUTH_RATE_LIMITS.forgotPerEmail, tooMany);
      await requestPasswordReset(deps, email);
      if (isFormPost(request))
        return reply
          .status(202)
          .type('text/html')
          .send(renderForgotPage({ notice: AUTH_MESSAGES.checkYourMail, email }));
      return reply.status(202).send({ message: AUTH_MESSAGES.checkYourMail });
    },
  );

  app.get(
    '/reset-password',
    {
      config: { public: true },
      schema: { querystring: z.object({ token: z.string().max(200).default('') }) },
    },
    async (request, reply) => {
      if (!config.passwordSignIn) throw notFound();
      // same-origin: the token in this page's URL must not leak to another origin ("no-referrer"
      // would also make the browser send `Origin: null` with the form, which the origin check refuses).
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .send(renderResetPage({ token: request.query.token }));
    },
  );

  app.post(
    '/api/password/reset',
    {
      config: { public: true, refusesTokens: true },
      errorHandler: formAwareErrors((error, values) => renderResetPage({ token: values.token ?? '', error })),
      schema: { body: z.unknown() },
    },
    async (request, reply) => {
      if (!config.passwordSignIn) throw notFound();
      await enforceRateLimit(
        db,
        `reset-ip:${clientAddressKey(request.ip)}`,
        AUTH_RATE_LIMITS.resetPerIp,
        tooMany,
      );
      const { token, password } = parseBody(ResetPasswordSchema, request.body);
      const userId = await resetPassword(deps, token, password, clientAddressKey(request.ip));
      // Whoever knew the old password may have made tokens with it: they end too.
      await app.sessions.revokeUser(userId);
      await app.sessions.revokeTokens(userId);
      app.sessions.clearCookie(reply);
      if (isFormPost(request))
        return reply
          .type('text/html')
          .send(renderSignInPage({ mode: 'signin', notice: PASSWORD_RESET_DONE }));
      return { message: PASSWORD_RESET_DONE };
    },
  );

  app.post(
    '/api/password/change',
    {
      config: { refusesTokens: true },
      schema: { body: ChangePasswordSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const auth = signedIn(request);
      const key = `password-check:${auth.userId}`;
      await enforceRateLimit(db, key, AUTH_RATE_LIMITS.passwordCheckPerMember, tooMany);
      const { currentPassword, newPassword } = request.body;
      await changePassword(deps, auth.userId, currentPassword, newPassword, clientAddressKey(request.ip));
      await app.sessions.revokeUser(auth.userId, auth.sessionId);
      await app.sessions.confirmed(auth.sessionId);
      return { message: 'Password changed. Your other devices were signed out.' };
    },
  );

  app.post(
    '/api/reauth',
    { config: { refusesTokens: true }, schema: { body: ReauthSchema, response: { 200: MessageSchema } } },
    async (request) => {
      const auth = signedIn(request);
      const key = `password-check:${auth.userId}`;
      await enforceRateLimit(db, key, AUTH_RATE_LIMITS.passwordCheckPerMember, tooMany);
      const { password } = parseBody(ReauthSchema, request.body);
      await confirmPassword(deps, auth.userId, password, clientAddressKey(request.ip));
      await app.sessions.confirmed(auth.sessionId);
      return { message: 'Thank you. You can continue for the next 10 minutes.' };
    },
  );
};
