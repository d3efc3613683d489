import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateGoalSchema, GoalListSchema, GoalSchema, UpdateGoalSchema } from '#domain/goals/goals';
import type { Database } from '#server/db/client';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { changeGoal, createGoal, goalsOf } from './service';
import type { AppConfig } from '#server/config';

/** GET/POST /api/quantum-goals and PATCH /api/quantum-goals/:id (docs/goals.md). */
export const goalRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/api/quantum-goals',
    { config: { cachedPerMember: true }, schema: { response: { 200: GoalListSchema } } },
    async (request) => goalsOf(db, signedIn(request).userId),
  );

  app.post(
    '/api/quantum-goals',
    {
      schema: {
        body: CreateGoalSchema,
        response: { 201: GoalSchema, 400: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createGoal(db, config, signedIn(request).userId, request.body)),
  );

  app.patch(
    '/api/quantum-goals/:id',
    {
      schema: {
        params: UuidParamsSchema,
        body: UpdateGoalSchema,
        response: { 200: GoalSchema, 400: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => changeGoal(db, signedIn(request).userId, request.params.id, request.body),
  );
};
