import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InsightsQuerySchema, InsightsSchema } from '#domain/insights/insights';
import { ReflectionSchema } from '#domain/insights/reflection';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { signedIn } from '#server/sessions/session-plugin';
import { memberReflection } from './reflection';
import { memberInsights } from './service';

/** GET /api/insights?range=12w|12m and GET /api/insights/reflection (Premium). */
export const insightRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/insights',
    {
      // Replayed per member until they change something (or 60 s pass, so a new day shows).
      config: { cachedPerMember: true },
      schema: { querystring: InsightsQuerySchema, response: { 200: InsightsSchema } },
    },
    async (request) => memberInsights(db, config, signedIn(request).userId, request.query.range),
  );

  app.get(
    '/api/insights/reflection',
    { config: { cachedPerMember: true }, schema: { response: { 200: ReflectionSchema } } },
    async (request) => memberReflection(db, config, signedIn(request).userId),
  );
};
