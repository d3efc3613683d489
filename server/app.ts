import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { createOidcClient } from './features/auth/oidc';
import { authRoutes } from './features/auth/routes';
import { registerSessions } from './features/auth/session-plugin';
import { healthRoutes } from './features/health/routes';
import { paymentRoutes } from './features/payments/routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerSecurity } from './plugins/security';
import { registerWebClient } from './plugins/web-client';

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Secret for signed cookies (the OpenID flow cookie); see server/session-secret.ts. */
  sessionSecret: string;
  logger?: FastifyBaseLogger | boolean;
};

const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the Fastify app: config -> plugins -> feature routes. Listening is left to the caller. */
export async function buildApp({
  config,
  database,
  sessionSecret,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await registerSecurity(app, config);
  await app.register(cookie, { secret: sessionSecret });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  const db = database.db;
  await registerSessions(app, config, db);
  const oidc = config.oidc
    ? await createOidcClient(config.oidc, `${config.publicUrl}/api/callback`)
    : undefined;

  // Feature routes: one line per feature.
  await app.register(healthRoutes, { db });
  await app.register(authRoutes, { config, db, oidc });
  await app.register(paymentRoutes, { db, config });

  await registerWebClient(app);
  return app;
}
