import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase, type Database } from '#server/db/client';

const HEALTH_TIMEOUT_MS = 1_500;

const HealthSchema = z.object({ status: z.enum(['ok', 'unavailable']), db: z.enum(['ok', 'unreachable']) });

/** GET /api/health: 200 when the database answers within 1.5 s, 503 otherwise. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref());
      const healthy = await Promise.race([pingDatabase(db), timeout]);
      reply.header('cache-control', 'no-store');
      if (healthy) return { status: 'ok' as const, db: 'ok' as const };
      return reply.status(503).send({ status: 'unavailable', db: 'unreachable' });
    },
  );
};
