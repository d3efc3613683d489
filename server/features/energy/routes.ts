import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckInSchema,
  EnergyReadingListSchema,
  EnergyReadingSchema,
  LatestEnergyReadingSchema,
  type EnergyReading,
  ReadingsQuerySchema,
} from '#domain/energy/energy';
import type { AppConfig } from '#server/config';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import { ChangeCache } from '#server/db/change-cache';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import type { EventStreams } from '#server/http/event-streams';
import { signedIn } from '#server/sessions/session-plugin';
import { latestEtag, matchesIfNoneMatch } from './etag';
import { createLiveReadings } from './live-readings';
import { latestReadingOf, readingsOf, recordCheckIn } from './service';

/** POST /api/energy-readings, GET /api/energy-readings?limit=, GET /api/energy-readings/latest. */
export const energyRoutes: FastifyPluginAsyncZod<{
  db: Database;
  changes: ChangeFeed;
  config: AppConfig;
  /** Every SSE route's streams, capped per member. */
  streams: EventStreams;
}> = async (app, { db, changes, config, streams }) => {
  // Every open dashboard polls the latest reading every 5 s, and readings change a few times a day:
  // each instance keeps the answer per user until a check-in on any instance announces a new one.
  const latestCache = new ChangeCache<EnergyReading | null>(changes, 'energy');
  const live = createLiveReadings(app, changes, (userId) => latestReadingOf(db, userId));

  // Real-time energy (Pro): server-sent events with each new latest reading, from any instance.
  app.get('/api/energy-readings/stream', async (request, reply) => {
    const { userId } = signedIn(request);
    await assertPlanIncludes(db, config, userId, 'realtimeEnergy');
    streams.reserve(userId, reply).start();
    live.open(userId, reply);
  });

  app.post(
    '/api/energy-readings',
    { schema: { body: CheckInSchema, response: { 200: EnergyReadingSchema, 201: EnergyReadingSchema } } },
    async (request, reply) => {
      const { created, reading } = await recordCheckIn(db, changes, signedIn(request).userId, request.body);
      return reply.status(created ? 201 : 200).send(reading);
    },
  );

  app.get(
    '/api/energy-readings',
    {
      config: { cachedPerMember: true },
      schema: { querystring: ReadingsQuerySchema, response: { 200: EnergyReadingListSchema } },
    },
    async (request) => readingsOf(db, signedIn(request).userId, request.query.limit),
  );

  // Polled every 5 s by every open dashboard: from memory (or one indexed query), and 304 with no body when the
  // browser's cached copy is still current. "no-cache" makes the browser revalidate every time.
  app.get(
    '/api/energy-readings/latest',
    {
      schema: { response: { 200: LatestEnergyReadingSchema, 304: z.null() } },
      // A 304 goes out with no payload at all: the serialised "null" would set Content-Length: 4,
      // which misdescribes the 200 representation (RFC 9110, section 8.6) and stalls strict clients
      // waiting for those 4 bytes.
      onSend: async (_request, reply, payload) => (reply.statusCode === 304 ? null : payload),
    },
    async (request, reply) => {
      const { userId } = signedIn(request);
      const latest = await latestCache.get(userId, () => latestReadingOf(db, userId));
      const etag = latestEtag(latest?.id ?? null);
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return latest;
    },
  );
};
