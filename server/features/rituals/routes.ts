import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateRitualSchema,
  RitualListSchema,
  RitualSchema,
  RitualsQuerySchema,
  UpdateRitualSchema,
} from '#domain/rituals/rituals';
import type { Database } from '#server/db/client';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { addRitual, ritualsForDay, updateRitual } from './service';

/** GET/POST /api/daily-rituals and PATCH /api/daily-rituals/:id (docs/rituals.md). */
export const ritualRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/daily-rituals',
    {
      config: { cachedPerMember: true },
      schema: {
        querystring: RitualsQuerySchema,
        response: { 200: RitualListSchema, 400: MessageSchema },
      },
    },
    async (request) => ritualsForDay(db, signedIn(request).userId, request.query.date),
  );

  app.post(
    '/api/daily-rituals',
    {
      schema: {
        body: CreateRitualSchema,
        response: { 200: RitualSchema, 201: RitualSchema, 400: MessageSchema },
      },
    },
    async (request, reply) => {
      const { ritual, created } = await addRitual(db, signedIn(request).userId, request.body);
      return reply.status(created ? 201 : 200).send(ritual);
    },
  );

  app.patch(
    '/api/daily-rituals/:id',
    {
      schema: {
        params: UuidParamsSchema,
        body: UpdateRitualSchema,
        response: { 200: RitualSchema, 400: MessageSchema, 404: MessageSchema },
      },
    },
    async (request) => updateRitual(db, signedIn(request).userId, request.params.id, request.body),
  );
};
