import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CheckInSchema,
  EnergyReadingListSchema,
  EnergyReadingSchema,
  LatestEnergyReadingSchema,
  ReadingsQuerySchema,
} from '../../../domain/energy';
import type { Database } from '../../db/client';
import { signedIn } from '../auth/session-plugin';
import { latestEtag, matchesIfNoneMatch } from './etag';
import { latestReading, listReadings } from './repository';
import { recordCheckIn } from './service';

/** POST /api/energy-readings, GET /api/energy-readings?limit=, GET /api/energy-readings/latest. */
export const energyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/energy-readings',
    { schema: { body: CheckInSchema, response: { 200: EnergyReadingSchema, 201: EnergyReadingSchema } } },
    async (request, reply) => {
      const { created, reading } = await recordCheckIn(db, signedIn(request).userId, request.body);
      return reply.status(created ? 201 : 200).send(reading);
    },
  );

  app.get(
    '/api/energy-readings',
    { schema: { querystring: ReadingsQuerySchema, response: { 200: EnergyReadingListSchema } } },
    async (request) => listReadings(db, signedIn(request).userId, request.query.limit),
  );

  // Polled every 5 s by every open dashboard: one indexed query, and 304 with no body when the
  // browser's cached copy is still current. "no-cache" makes the browser revalidate every time.
  app.get(
    '/api/energy-readings/latest',
    { schema: { response: { 200: LatestEnergyReadingSchema, 304: z.null() } } },
    async (request, reply) => {
      const latest = await latestReading(db, signedIn(request).userId);
      const etag = latestEtag(latest?.id ?? null);
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'cookie');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return latest;
    },
  );
};
