import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateMeditationSessionSchema,
  MeditationSessionListQuerySchema,
  MeditationSessionListSchema,
  MeditationSessionSchema,
  PracticeSummaryQuerySchema,
  PracticeSummarySchema,
  UpdateMeditationSessionSchema,
} from '#domain/meditation/meditation';
import type { Database } from '#server/db/client';
import type { AppConfig } from '#server/config';
import {
  MeditationDetailSchema,
  MeditationIdParamsSchema,
  MeditationListSchema,
} from '#domain/meditation/library';
import { listLibrary, readLibrarySession } from './library-service';
import { speak, studioVoiceSettings } from './studio-voice';
import { StudioVoiceStatusSchema, SpeechRequestSchema } from '#domain/meditation/speech';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { createSession, listMeditationSessions, practiceSummary, updateSession } from './service';

/** /api/meditation-sessions (docs/meditation.md) and the summary behind the "Your practice" panel. */
export const meditationRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  const studio = studioVoiceSettings(config);
  app.get('/api/meditation-voice', { schema: { response: { 200: StudioVoiceStatusSchema } } }, () => ({
    available: studio !== null,
  }));
  app.post(
    '/api/meditation-voice/speech',
    { schema: { body: SpeechRequestSchema } },
    async (request, reply) => {
      const { contentType, audio } = await speak(db, studio, signedIn(request).userId, request.body.text);
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'private, max-age=86400')
        .send(audio);
    },
  );

  app.get('/api/meditations', { schema: { response: { 200: MeditationListSchema } } }, (request) =>
    listLibrary(db, config, signedIn(request).userId),
  );

  app.get(
    '/api/meditations/:id',
    {
      schema: {
        params: MeditationIdParamsSchema,
        response: { 200: MeditationDetailSchema, 402: MessageSchema, 404: MessageSchema },
      },
    },
    (request) => readLibrarySession(db, config, signedIn(request).userId, request.params.id),
  );

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
        response: { 201: MeditationSessionSchema, 400: MessageSchema, 402: MessageSchema },
      },
    },
    async (request, reply) => {
      const session = await createSession(db, config, signedIn(request).userId, request.body);
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
    (request) => updateSession(db, signedIn(request).userId, request.params.id, request.body),
  );
};
