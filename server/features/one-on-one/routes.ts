import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCoachingSessionListSchema,
  CoachingSessionListSchema,
  CoachingSessionSchema,
  RequestCoachingSessionSchema,
  UpdateCoachingSessionSchema,
} from '#domain/one-on-one/one-on-one';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { changeSession, coachingQueue, requestSession, sessionsOfMember } from './service';

/**
 * POST/GET /api/coaching-sessions (the member's own), GET /api/admin/coaching-sessions (admins),
 * PATCH /api/coaching-sessions/:id. Members are told of changes in the app (dashboard status).
 */
export const coachingRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/api/coaching-sessions',
    { schema: { body: RequestCoachingSessionSchema, response: { 201: CoachingSessionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await requestSession(db, config, signedIn(request).userId, request.body)),
  );

  app.get(
    '/api/coaching-sessions',
    { schema: { response: { 200: CoachingSessionListSchema } } },
    async (request) => sessionsOfMember(db, config, signedIn(request).userId),
  );

  app.get(
    '/api/admin/coaching-sessions',
    {
      config: { adminOnly: true, refusesTokens: true },
      schema: { response: { 200: AdminCoachingSessionListSchema } },
    },
    async () => coachingQueue(db),
  );

  app.patch(
    '/api/coaching-sessions/:id',
    {
      schema: {
        params: UuidParamsSchema,
        body: UpdateCoachingSessionSchema,
        response: { 200: CoachingSessionSchema },
      },
    },
    async (request) => changeSession(db, config, signedIn(request), request.params.id, request.body),
  );
};
