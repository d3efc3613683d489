import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { notFound, unauthorized } from '#server/http/errors';
import { createMetrics } from './metrics-registry';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the separate metrics listener (METRICS_PORT) listens, once the app is ready; else null. */
    metricsAddress: () => AddressInfo | null;
    /** Counts one coach safety reply of this kind: a number only, never its text or its member. */
    countSafetyReply: (kind: string) => void;
  }
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics (docs/operations.md, "Metrics"): GET /metrics on the app's port with the bearer
 * METRICS_TOKEN, and/or the same text on METRICS_PORT (for a network only Prometheus reaches). With
 * neither, /metrics is 404. Routes are labelled by their pattern (/api/goals/:id), never the raw URL.
 */
export function registerMetrics(app: FastifyInstance, config: AppConfig, database: DatabaseHandle): void {
  const metrics = createMetrics({ database, jobs: app.jobs, sessionCache: app.sessions.cache });

  app.decorate('countSafetyReply', (kind: string) => metrics.safetyReplies.inc({ kind }));

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    metrics.requests.inc(labels);
    metrics.latency.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) metrics.limitsHit.inc({ route });
    else if (route === '/api/login' && request.method === 'POST' && [401, 403].includes(reply.statusCode))
      metrics.signInFailures.inc();
    done();
  });

  app.get('/metrics', { config: { public: true } }, async (request, reply) => {
    const token = config.METRICS_TOKEN;
    if (!token) throw notFound();
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameSecret(header.slice(7), token)) throw unauthorized();
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });

  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  if (config.METRICS_PORT === undefined) return;
  const port = config.METRICS_PORT;
  app.addHook('onReady', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        (error: unknown) => {
          app.log.warn({ err: error }, 'metrics scrape failed');
          response.writeHead(500).end();
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, config.HOST, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    const open = server;
    if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
  });
}
