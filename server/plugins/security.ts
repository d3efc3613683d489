import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { trustedOrigins, type AppConfig } from '#server/config';
import { bearerTokenOf } from '#server/http/bearer-token';
import { forbidden } from '#server/http/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route answers without a session (sign-in, health, webhooks). */
    public?: boolean;
    /** Route accepts state-changing requests from other origins (provider webhooks only). */
    crossOrigin?: boolean;
    /**
     * Personal access tokens are refused here (403), whatever their scope: the account, sign-in,
     * payment and token routes need the member at the website. docs/open-data.md lists them.
     */
    refusesTokens?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Content-Security-Policy with no inline scripts. YouTube (privacy-enhanced) and Stripe are the only
 * third parties: their frames, Stripe.js and Stripe's API.
 */
function contentSecurityPolicy(config: AppConfig) {
  const oidcOrigin = config.oidc ? new URL(config.oidc.issuerUrl).origin : undefined;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api.stripe.com'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://js.stripe.com', 'https://hooks.stripe.com'],
      mediaSrc: ["'self'", 'https:', 'blob:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...(oidcOrigin ? [oidcOrigin] : [])],
      frameAncestors: ["'none'"],
      ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * The headers helmet sends for this configuration, worked out once on a throwaway instance: the
 * Fastify plugin rebuilds helmet's middleware (parsing the CSP directives again) on every request,
 * which cost about 6 % of the CPU of the most polled endpoint. Headers only, same values.
 */
async function helmetHeaders(config: AppConfig): Promise<Record<string, string>> {
  const headersOf = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) {
      await probe.register(helmet, {
        contentSecurityPolicy: contentSecurityPolicy(config),
        hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        crossOriginEmbedderPolicy: false,
        // Stripe.js opens its 3-D Secure pop-ups and expects to talk back to them.
        crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      });
    }
    probe.get('/', async () => 'probe');
    const response = await probe.inject({ method: 'GET', url: '/' });
    await probe.close();
    return response.headers;
  };
  const plain = await headersOf(false);
  const secured = await headersOf(true);
  return Object.fromEntries(
    Object.entries(secured).flatMap(([name, value]) =>
      name in plain || value === undefined ? [] : [[name, String(value)]],
    ),
  );
}

/** Security headers, plus refusal of state-changing requests that a browser sent from another site. */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const securityHeaders = await helmetHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  const trusted = trustedOrigins(config);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.crossOrigin) return;
    // A bearer token ignores cookies, so the request cannot carry a session another site could use.
    if (bearerTokenOf(request) !== undefined) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      throw forbidden('Cross-origin request refused.');
    }
    const origin = request.headers.origin;
    if (origin && !trusted.has(origin)) {
      throw forbidden('Cross-origin request refused.');
    }
  });
}
