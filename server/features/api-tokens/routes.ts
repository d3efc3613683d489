import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiTokenListSchema,
  CreateApiTokenSchema,
  CreatedApiTokenSchema,
} from '#domain/api-tokens/api-tokens';
import type { Database } from '#server/db/client';
import { UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { apiTokensOf, createApiToken, revokeApiToken } from './service';

/**
 * POST /api/tokens (a new personal access token, shown once), GET /api/tokens (the live ones, never
 * the token) and DELETE /api/tokens/:id. A token cannot manage tokens: only a signed-in browser can.
 */
export const apiTokenRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/tokens',
    {
      config: { refusesTokens: true },
      schema: { body: CreateApiTokenSchema, response: { 201: CreatedApiTokenSchema } },
    },
    async (request, reply) => {
      const created = await createApiToken(db, signedIn(request).userId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/tokens',
    { config: { refusesTokens: true }, schema: { response: { 200: ApiTokenListSchema } } },
    async (request) => apiTokensOf(db, signedIn(request).userId),
  );

  app.delete(
    '/api/tokens/:id',
    { config: { refusesTokens: true }, schema: { params: UuidParamsSchema } },
    async (request, reply) => {
      await revokeApiToken(db, signedIn(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );
};
