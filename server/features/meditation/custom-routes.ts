import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CustomMeditationInputSchema,
  CustomMeditationListSchema,
  CustomMeditationPatchSchema,
  CustomMeditationSchema,
} from '#domain/meditation/custom';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { createCustom, getCustom, listCustomMeditations, patchCustom, removeCustom } from './custom-service';

const errors = { 400: MessageSchema, 402: MessageSchema, 404: MessageSchema };

/** /api/custom-meditations: a member's own meditations (Premium to create and change). */
export const customMeditationRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const URL = '/api/custom-meditations';
  app.get(URL, { schema: { response: { 200: CustomMeditationListSchema } } }, (request) =>
    listCustomMeditations(db, signedIn(request).userId),
  );

  app.post(
    URL,
    { schema: { body: CustomMeditationInputSchema, response: { 201: CustomMeditationSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await createCustom(db, config, signedIn(request).userId, request.body)),
  );

  app.get(
    `${URL}/:id`,
    { schema: { params: UuidParamsSchema, response: { 200: CustomMeditationSchema, ...errors } } },
    (request) => getCustom(db, signedIn(request).userId, request.params.id),
  );

  app.patch(
    `${URL}/:id`,
    {
      schema: {
        params: UuidParamsSchema,
        body: CustomMeditationPatchSchema,
        response: { 200: CustomMeditationSchema, ...errors },
      },
    },
    (request) => patchCustom(db, config, signedIn(request).userId, request.params.id, request.body),
  );

  app.delete(
    `${URL}/:id`,
    { schema: { params: UuidParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeCustom(db, signedIn(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
