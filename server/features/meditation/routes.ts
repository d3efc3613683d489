import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMeditationSessionSchema,
  MeditationSessionListQuerySchema,
  MeditationSessionListSchema,
  MeditationSessionSchema,
  PracticeSummaryQuerySchema,
  PracticeSummarySchema,
  UpdateMeditationSessionSchema,
} from '#domain/meditation';
import type { Database } from '#server/db/client';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { createSession, listMeditationSessions, practiceSummary, updateCompletion } from './service';

/** /api/meditation-sessions (docs/meditation.md) and the summary behind the "Your practice" panel. */
export const meditationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/meditation-sessions',
    {
      config: { cachedPerMember: true },
      schema: {
        querystring: MeditationSessionListQuerySchema,
        response: { 200: MeditationSessionListSchema },
      },
    },
    (request) => listMeditationSessions(db, signedIn(request).userId, request.query.limit),
  );

  app.get(
    '/api/meditation-sessions/summary',
    {
      config: { cachedPerMember: true },
      schema: { querystring: PracticeSummaryQuerySchema, response: { 200: PracticeSummarySchema } },
    },
    (request) => practiceSummary(db, signedIn(request).userId, request.query.date),
  );

  app.post(
    '/api/meditation-sessions',
    {
      schema: {
        body: CreateMeditationSessionSchema,
        response: { 201: MeditationSessionSchema, 400: MessageSchema },
      },
    },
    async (request, reply) => {
      const session = await createSession(db, signedIn(request).userId, request.body);
      return reply.status(201).send(session);
    },
  );

  app.patch(
    '/api/meditation-sessions/:id',
    {
      schema: {
        params: UuidParamsSchema,
        body: UpdateMeditationSessionSchema,
        response: { 200: MeditationSessionSchema, 400: MessageSchema, 404: MessageSchema },
      },
    },
    (request) => updateCompletion(db, signedIn(request).userId, request.params.id, request.body.completed),
  );
};
