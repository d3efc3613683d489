import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MESSAGES, AUTH_RATE_LIMITS, ChangeEmailSchema } from '#domain/auth/auth';
import { badRequest } from '#server/http/errors';
import { MessageSchema } from '#server/http/schemas';
import { enforceRateLimit } from '#server/plugins/rate-limits';
import { recentlySignedIn, signedIn } from '#server/sessions/session-plugin';
import {
  confirmEmailChange,
  linkUsable,
  requestEmailChange,
  resendVerification,
  verifyEmail,
} from './credentials-service';
import { isFormPost, sendPageOrMessage } from './form-errors';
import { renderLinkConfirmPage, renderLinkResultPage } from './password-pages';
import type { AuthOptions } from './auth-options';

const TokenQuerySchema = z.object({ token: z.string().max(200).default('') });
const TokenBodySchema = z.object({ token: z.string().min(1).max(200) });

const invalidLinkPage = (heading: string, message: string = AUTH_MESSAGES.linkInvalid) =>
  renderLinkResultPage({ heading, message, action: { href: '/', label: 'Open Abundance' } });

/** Verifying the address (the mailed link and its resend) and changing it (confirmed by a link). */
export const emailRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, { config, db }) => {
  const deps = { db, config };

  const invalidLink = (request: FastifyRequest, reply: FastifyReply) =>
    sendPageOrMessage(
      request,
      reply,
      400,
      invalidLinkPage('This link no longer works'),
      AUTH_MESSAGES.linkInvalid,
    );

  /** The page a mailed link opens: nothing changes until its button posts the token back. */
  const linkPage =
    (
      purpose: 'verify-email' | 'change-email',
      page: Omit<Parameters<typeof renderLinkConfirmPage>[0], 'token'>,
    ) =>
    async (request: FastifyRequest<{ Querystring: { token: string } }>, reply: FastifyReply) => {
      const { token } = request.query;
      if (!(await linkUsable(deps, token, purpose))) return invalidLink(request, reply);
      return reply
        .type('text/html')
        .header('cache-control', 'no-store')
        .send(renderLinkConfirmPage({ ...page, token }));
    };

  app.get(
    '/api/verify-email',
    { config: { public: true }, schema: { querystring: TokenQuerySchema } },
    linkPage('verify-email', {
      heading: 'Confirm your e-mail address',
      lead: 'One more step: confirm that this address is yours.',
      path: '/api/verify-email',
      button: 'Confirm my address',
    }),
  );

  app.post(
    '/api/verify-email',
    { config: { public: true }, schema: { body: TokenBodySchema } },
    async (request, reply) => {
      const userId = await verifyEmail(deps, request.body.token);
      if (!userId) {
        if (isFormPost(request)) return invalidLink(request, reply);
        throw badRequest(AUTH_MESSAGES.linkInvalid);
      }
      await app.sessions.refreshUser(userId);
      if (isFormPost(request)) return reply.redirect('/?verified=1', 303);
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
    linkPage('change-email', {
      heading: 'Confirm your new address',
      lead: 'Confirm that this is the address you want to use for your account.',
      path: '/api/email/confirm',
      button: 'Use this address',
    }),
  );

  app.post(
    '/api/email/confirm',
    { config: { public: true, refusesTokens: true }, schema: { body: TokenBodySchema } },
    async (request, reply) => {
      const form = isFormPost(request);
      const result = await confirmEmailChange(deps, request.body.token);
      if (result === 'invalid') {
        if (form) return invalidLink(request, reply);
        throw badRequest(AUTH_MESSAGES.linkInvalid);
      }
      if (result === 'taken')
        return sendPageOrMessage(
          request,
          reply,
          409,
          invalidLinkPage('Address not changed', AUTH_MESSAGES.emailInUse),
          AUTH_MESSAGES.emailInUse,
        );
      await app.sessions.refreshUser(result.userId);
      if (form) return reply.redirect('/profile?email=changed', 303);
      return { message: 'Your e-mail address was changed.' };
    },
  );
};
