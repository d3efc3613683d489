import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '#server/config';
import { z } from 'zod';
import { HttpError } from '#server/http/errors';
import { sendPageOrMessage } from './form-errors';
import { OidcFlowStateSchema, type OidcClient } from './oidc';
import { renderLinkResultPage } from './password-pages';
import type { AuthOptions } from './auth-options';
import { signInWithProvider } from './oidc-service';

/** A provider sign-in the server refuses (disabled account, sign-up closed): a page, or `{ message }`. */
function refusedPage(request: FastifyRequest, reply: FastifyReply, message: string) {
  const page = renderLinkResultPage({
    heading: 'Sign-in refused',
    message,
    action: { href: '/', label: 'Back to Abundance' },
  });
  return sendPageOrMessage(request, reply, 403, page, message);
}

const FLOW_COOKIE = 'abundance_oidc_flow';
const FLOW_MAX_AGE_SECONDS = 600;

function parseFlow(value: string) {
  try {
    const parsed = OidcFlowStateSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Redirects the browser to the provider, remembering state, nonce and PKCE verifier in a signed cookie. */
export async function redirectToProvider(
  reply: FastifyReply,
  oidc: OidcClient,
  config: AppConfig,
  fresh = false,
  invitation?: string,
): Promise<FastifyReply> {
  const { url, flow } = await oidc.authorizationUrl(fresh);
  reply.setCookie(FLOW_COOKIE, JSON.stringify(invitation ? { ...flow, invitation } : flow), {
    path: '/api/callback',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    signed: true,
    maxAge: FLOW_MAX_AGE_SECONDS,
  });
  return reply.redirect(url.href, 302);
}

/**
 * Sign-in with the OpenID provider: /api/login/provider starts an authorization-code flow with PKCE,
 * state and nonce (`?fresh=1` makes the provider ask again, for actions that need a recent
 * sign-in); /api/callback completes it.
 */
export const oidcRoutes: FastifyPluginAsyncZod<AuthOptions> = async (app, { config, db, oidc }) => {
  app.get(
    '/api/login/provider',
    { config: { public: true }, schema: { querystring: z.object({ fresh: z.literal('1').optional() }) } },
    async (request, reply) => {
      if (!oidc) return reply.redirect('/api/login', 302);
      return redirectToProvider(reply, oidc, config, request.query.fresh === '1');
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
      let linked;
      try {
        linked = await signInWithProvider(db, result.profile, flow.invitation);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 403)
          return refusedPage(request, reply, error.message);
        throw error;
      }
      if (!linked) {
        request.log.warn({ issuer: result.profile.issuer }, 'unverified provider address matches an account');
        const refusal =
          'An account already uses this e-mail address, and your provider has not confirmed that the address is yours. Confirm it with your provider, or sign in the way you created the account.';
        return sendPageOrMessage(
          request,
          reply,
          403,
          renderLinkResultPage({
            heading: 'Sign-in refused',
            message: refusal,
            action: { href: '/', label: 'Back to Abundance' },
          }),
          refusal,
        );
      }
      // Whoever set a password on an unverified account never proved the address: end their sessions.
      if (linked.tookOverUnverified) {
        await app.sessions.revokeUser(linked.user.id);
        await app.sessions.revokeTokens(linked.user.id);
      }
      await app.sessions.start(reply, linked.user.id, result.idToken);
      return reply.redirect('/', 302);
    },
  );
};
