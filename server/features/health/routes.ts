import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { databaseReachable, writeProbe, type WriteProbe } from './write-probe';

const HEALTH_TIMEOUT_MS = 1_500;

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable', 'degraded']),
  db: z.enum(['ok', 'unreachable']),
  storage: z.enum(['full', 'read-only']).optional(),
});

/**
 * GET /api/health: 200 when the database answers within 1.5 s and can still write; 503
 * `{ status: 'unavailable' }` when it does not answer, and 503 `{ status: 'degraded', storage }`
 * when it answers but its last write probe (at most every 10 s) failed on a full or read-only disk.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; probe?: WriteProbe }> = async (
  app,
  { db, probe = writeProbe(db) },
) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      const timeout = new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref());
      const healthy = await Promise.race([databaseReachable(db), timeout]);
      reply.header('cache-control', 'no-store');
      if (!healthy) return reply.status(503).send({ status: 'unavailable', db: 'unreachable' });
      const storage = await probe.check();
      if (storage) return reply.status(503).send({ status: 'degraded', db: 'ok', storage });
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
