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
 * `{ status: 'unavailable' }` when it does not answer in time, and 503 `{ status: 'degraded',
 * storage }` when it answers but its last write probe (at most every 10 s) failed on a full or
 * read-only disk.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database; probe?: WriteProbe }> = async (
  app,
  { db, probe = writeProbe(db) },
) => {
  app.get(
    '/api/health',
    { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_request, reply) => {
      // The whole answer, ping and (first) write probe, within HEALTH_TIMEOUT_MS.
      const assess = async () => ((await databaseReachable(db)) ? { storage: await probe.check() } : null);
      const timeout = new Promise<null>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, null).unref());
      const answer = await Promise.race([assess(), timeout]);
      reply.header('cache-control', 'no-store');
      if (!answer) return reply.status(503).send({ status: 'unavailable', db: 'unreachable' });
      if (answer.storage)
        return reply.status(503).send({ status: 'degraded', db: 'ok', storage: answer.storage });
      return { status: 'ok' as const, db: 'ok' as const };
    },
  );
};
