import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RestDayBodySchema,
  RestDayListSchema,
  RestDayParamsSchema,
  RestDayRangeSchema,
  RestDaySchema,
} from '#domain/rest-days/rest-days';
import type { Database } from '#server/db/client';
import { MessageSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import * as service from './service';

const errors = { 400: MessageSchema, 409: MessageSchema };

/** /api/rest-days: the member's planned days off (docs/practice.md). */
export const restDayRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/rest-days',
    { schema: { querystring: RestDayRangeSchema, response: { 200: RestDayListSchema, 400: MessageSchema } } },
    async (request) => {
      const days = await service.listRestDays(
        db,
        signedIn(request).userId,
        request.query.from,
        request.query.to,
      );
      return days.map((date) => ({ date }));
    },
  );

  app.post(
    '/api/rest-days',
    { schema: { body: RestDayBodySchema, response: { 200: RestDaySchema, 201: RestDaySchema, ...errors } } },
    async (request, reply) => {
      const { created } = await service.markRestDay(db, signedIn(request).userId, request.body.date);
      return reply.status(created ? 201 : 200).send({ date: request.body.date });
    },
  );

  app.delete(
    '/api/rest-days/:date',
    { schema: { params: RestDayParamsSchema, response: { 204: z.null(), 404: MessageSchema, ...errors } } },
    async (request, reply) => {
      await service.unmarkRestDay(db, signedIn(request).userId, request.params.date);
      return reply.status(204).send(null);
    },
  );
};
