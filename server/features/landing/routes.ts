import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_STATS_MAX_AGE_SECONDS } from '#domain/landing/landing';
import { PublicStatsSchema } from '#domain/landing/contract';
import { SignupModeAnswerSchema } from '#domain/admin/admin';
import type { Database } from '#server/db/client';
import { readSignupMode } from '#server/signup/signup-mode';
import { createPublicStats } from './service';

/**
 * GET /api/public-stats: the landing page's community figure, for anyone (docs/landing.md); GET
 * /api/signup-mode: whether a visitor can create an account (docs/operations.md).
 */
export const landingRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const publicStats = createPublicStats(db);
  app.get(
    '/api/public-stats',
    { config: { public: true }, schema: { response: { 200: PublicStatsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${PUBLIC_STATS_MAX_AGE_SECONDS}`);
      return publicStats();
    },
  );
  // What the landing tells a visitor about creating an account; read fresh, the console may change it.
  app.get(
    '/api/signup-mode',
    { config: { public: true }, schema: { response: { 200: SignupModeAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { mode: await readSignupMode(db) };
    },
  );
};
