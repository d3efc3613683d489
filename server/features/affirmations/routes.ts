import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AffirmationCategoriesSchema,
  AffirmationListSchema,
  AffirmationWriterSchema,
  LikedAffirmationsQuerySchema,
  LikedAffirmationsSchema,
  AffirmationSchema,
  AffirmationsQuerySchema,
  GenerateAffirmationsResultSchema,
  UpdateAffirmationSchema,
} from '#domain/affirmations/affirmations';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { EmptyBodySchema, MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { createChatProvider } from './chat-provider';
import { externalInputs, type ExternalInputs } from './external-inputs';
import { builtInProvider, type AffirmationProvider } from './provider';
import {
  generateAffirmations,
  likedAffirmations,
  listAffirmations,
  listCategories,
  updateLiked,
} from './service';

type Options = { db: Database; config: AppConfig; inputs?: ExternalInputs };

/**
 * The chat model when AI_BASE_URL and AI_MODEL are set (AI_API_KEY too for hosted APIs; local
 * Ollama and llama.cpp servers need none), otherwise the built-in generator.
 */
function chooseProvider(config: AppConfig, log: Parameters<typeof createChatProvider>[0]['log']) {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = config;
  if (!baseUrl || !model) return builtInProvider;
  return createChatProvider({ baseUrl, model, log, ...(apiKey ? { apiKey } : {}) });
}

/**
 * GET /api/affirmations, POST /api/affirmations/generate, PATCH /api/affirmations/:id,
 * GET /api/affirmations/categories and GET /api/affirmations/liked ("My affirmations").
 */
export const affirmationRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, inputs }) => {
  const provider: AffirmationProvider = chooseProvider(config, app.log);
  const deps = {
    db,
    provider,
    inputs: inputs ?? externalInputs,
    config,
  };

  app.get(
    '/api/affirmations',
    {
      config: { cachedPerMember: true },
      schema: { querystring: AffirmationsQuerySchema, response: { 200: AffirmationListSchema } },
    },
    async (request) => listAffirmations(db, signedIn(request).userId, request.query.date),
  );

  const writer = provider === builtInProvider ? 'library' : 'model';
  // Public: the landing page names the feature by it too, and it says nothing about any member.
  app.get(
    '/api/affirmations/writer',
    { config: { public: true }, schema: { response: { 200: AffirmationWriterSchema } } },
    async () => ({ writer }) as const,
  );

  app.get(
    '/api/affirmations/categories',
    { schema: { response: { 200: AffirmationCategoriesSchema } } },
    async (request) => {
      signedIn(request);
      return listCategories();
    },
  );

  app.get(
    '/api/affirmations/liked',
    {
      schema: {
        querystring: LikedAffirmationsQuerySchema,
        response: { 200: LikedAffirmationsSchema, 400: MessageSchema },
      },
    },
    async (request) => likedAffirmations(db, signedIn(request).userId, request.query),
  );

  app.post(
    '/api/affirmations/generate',
    {
      schema: {
        querystring: AffirmationsQuerySchema,
        body: EmptyBodySchema,
        response: {
          200: GenerateAffirmationsResultSchema,
          201: GenerateAffirmationsResultSchema,
          409: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await generateAffirmations(deps, signedIn(request).userId, request.query.date);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.patch(
    '/api/affirmations/:id',
    {
      schema: {
        params: UuidParamsSchema,
        body: UpdateAffirmationSchema,
        response: { 200: AffirmationSchema, 404: MessageSchema },
      },
    },
    async (request) => updateLiked(db, signedIn(request).userId, request.params.id, request.body.isLiked),
  );
};
