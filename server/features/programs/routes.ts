import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ProgramDayParamsSchema,
  ProgramDetailSchema,
  ProgramListSchema,
  ProgramParamsSchema,
} from '#domain/programs/programs';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { EmptyBodySchema, MessageSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { enrol, getProgram, leave, listPrograms, markDayDone } from './service';

type Options = { db: Database; config: AppConfig; now?: () => Date };

/**
 * GET /api/programs, GET /api/programs/:id, POST and DELETE /api/programs/:id/enrolment,
 * POST /api/programs/:id/days/:day/done (docs/programs.md).
 */
export const programRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, now }) => {
  const deps = { db, config, ...(now ? { now } : {}) };

  app.get('/api/programs', { schema: { response: { 200: ProgramListSchema } } }, async (request) =>
    listPrograms(deps, signedIn(request).userId),
  );

  app.get(
    '/api/programs/:id',
    { schema: { params: ProgramParamsSchema, response: { 200: ProgramDetailSchema, 404: MessageSchema } } },
    async (request) => getProgram(deps, signedIn(request).userId, request.params.id),
  );

  app.post(
    '/api/programs/:id/enrolment',
    {
      schema: {
        params: ProgramParamsSchema,
        body: EmptyBodySchema,
        response: { 201: ProgramDetailSchema, 402: MessageSchema, 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await enrol(deps, signedIn(request).userId, request.params.id)),
  );

  app.delete(
    '/api/programs/:id/enrolment',
    { schema: { params: ProgramParamsSchema, response: { 204: z.null(), 404: MessageSchema } } },
    async (request, reply) => {
      await leave(deps, signedIn(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/programs/:id/days/:day/done',
    {
      schema: {
        params: ProgramDayParamsSchema,
        body: EmptyBodySchema,
        response: { 204: z.null(), 404: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      await markDayDone(deps, signedIn(request).userId, request.params.id, request.params.day);
      return reply.status(204).send(null);
    },
  );
};
