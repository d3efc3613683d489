import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, AUTH_RATE_LIMITS, ChangeEmailSchema } from '#domain/auth';
import { badRequest } from '#server/http/errors';
import { MessageSchema } from '#server/http/schemas';
import { enforceRateLimit } from '#server/plugins/rate-limits';
import { recentlySignedIn, signedIn } from '#server/sessions/session-plugin';
import { confirmEmailChange, requestEmailChange, resendVerification, verifyEmail } from './account-service';
import { sendPageOrMessage } from './form-errors';
import { renderLinkResultPage } from './password-pages';
import type { AuthOptions } from './routes';

const TokenQuerySchema = z.object({ token: z.string().max(200).default('') });
const TokenBodySchema = z.object({ token: z.string().min(1).max(200) });

const invalidLinkPage = (heading: string, message: string = AUTH_MESSAGES.linkInvalid) =>
  renderLinkResultPage({ heading, message, action: { href: '/', label: 'Open Abundance' } });

/** Verifying the address (the mailed link and its resend) and changing it (confirmed by a link). */
export const emailRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, { config, db }) => {
  const deps = { db, config };

  app.get(
    '/api/verify-email',
    { config: { public: true }, schema: { querystring: TokenQuerySchema } },
    async (request, reply) => {
      const userId = await verifyEmail(deps, request.query.token);
      if (!userId)
        return sendPageOrMessage(
          request,
          reply,
          400,
          invalidLinkPage('This link no longer works'),
          AUTH_MESSAGES.linkInvalid,
        );
      await app.sessions.refreshUser(userId);
      return reply.redirect('/?verified=1', 303);
    },
  );

  app.post(
    '/api/verify-email',
    { config: { public: true }, schema: { body: TokenBodySchema, response: { 200: MessageSchema } } },
    async (request) => {
      const userId = await verifyEmail(deps, request.body.token);
      if (!userId) throw badRequest(AUTH_MESSAGES.linkInvalid);
      await app.sessions.refreshUser(userId);
      return { message: 'Your e-mail address is verified.' };
    },
  );

  app.post(
    '/api/email/verification',
    {
      config: { refusesTokens: true },
      schema: {
        body: z.union([z.object({}).strict(), z.null()]).optional(),
        response: { 200: MessageSchema },
      },
    },
    async (request) => {
      const { userId } = signedIn(request);
      const key = `resend:${userId}`;
      await enforceRateLimit(db, key, AUTH_RATE_LIMITS.resendPerMember, AUTH_MESSAGES.tooManyAttempts);
      return { message: await resendVerification(deps, userId) };
    },
  );

  app.post(
    '/api/email/change',
    {
      config: { refusesTokens: true },
      schema: { body: ChangeEmailSchema, response: { 200: MessageSchema } },
    },
    async (request) => {
      const { userId } = recentlySignedIn(request);
      const key = `email-change:${userId}`;
      await enforceRateLimit(db, key, AUTH_RATE_LIMITS.emailChangePerMember, AUTH_MESSAGES.tooManyAttempts);
      await requestEmailChange(deps, userId, request.body.email);
      return { message: AUTH_MESSAGES.emailChangeSent };
    },
  );

  app.get(
    '/api/email/confirm',
    { config: { public: true, refusesTokens: true }, schema: { querystring: TokenQuerySchema } },
    async (request, reply) => {
      const result = await confirmEmailChange(deps, request.query.token);
      if (result === 'invalid')
        return sendPageOrMessage(
          request,
          reply,
          400,
          invalidLinkPage('This link no longer works'),
          AUTH_MESSAGES.linkInvalid,
        );
      if (result === 'taken')
        return sendPageOrMessage(
          request,
          reply,
          409,
          invalidLinkPage('Address not changed', AUTH_MESSAGES.emailInUse),
          AUTH_MESSAGES.emailInUse,
        );
      await app.sessions.refreshUser(result.userId);
      return reply.redirect('/profile?email=changed', 303);
    },
  );
};
