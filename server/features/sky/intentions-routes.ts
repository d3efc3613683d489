import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateIntentionSchema,
  IntentionCyclesSchema,
  IntentionSchema,
  ReviewIntentionSchema,
} from '#domain/sky/intentions';
import type { Database } from '#server/db/client';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { intentionCycles, reviewMyIntention, setIntention } from './intentions-service';

/** GET/POST /api/moon-intentions and PATCH /api/moon-intentions/:id (docs/sky.md). */
export const moonIntentionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/moon-intentions', { schema: { response: { 200: IntentionCyclesSchema } } }, async (request) =>
    intentionCycles(db, signedIn(request).userId),
  );

  app.post(
    '/api/moon-intentions',
    {
      schema: {
        body: CreateIntentionSchema,
        response: { 201: IntentionSchema, 400: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await setIntention(db, signedIn(request).userId, request.body)),
  );

  app.patch(
    '/api/moon-intentions/:id',
    {
      schema: {
        params: UuidParamsSchema,
        body: ReviewIntentionSchema,
        response: { 200: IntentionSchema, 400: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request) => reviewMyIntention(db, signedIn(request).userId, request.params.id, request.body),
  );
};
