import type { AppConfig } from '#server/config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateHabitSchema,
  HabitAnalyticsSchema,
  HabitDateQuerySchema,
  HabitToggleQuerySchema,
  HabitListSchema,
  HabitSchema,
  HabitSkipBodySchema,
  HabitSkipParamsSchema,
  UpdateHabitSchema,
} from '#domain/habits/habits';
import {
  HabitNoteBodySchema,
  HabitNoteListSchema,
  HabitNoteParamsSchema,
  HabitNoteSchema,
  HabitNotesQuerySchema,
} from '#domain/habits/notes';
import type { Database } from '#server/db/client';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { EmptyBodySchema, MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { notesBetween, putNote, removeNote } from './notes';
import * as service from './service';
import { habitImportRoutes } from './import-routes';
import { setSkip } from './skips';

const errors = { 400: MessageSchema, 404: MessageSchema };

/** /api/wealth-habits: the Wealth Habits Tracker (docs/habits.md). */
export const habitRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: AppConfig;
  keys: JournalKeyring;
}> = async (app, { db, config, keys }) => {
  app.get(
    '/api/wealth-habits',
    {
      config: { cachedPerMember: true },
      schema: { querystring: HabitDateQuerySchema, response: { 200: HabitListSchema, 400: MessageSchema } },
    },
    async (request) => service.listHabitsOn(db, signedIn(request).userId, request.query.date),
  );

  app.get(
    '/api/wealth-habits/analytics',
    {
      config: { cachedPerMember: true },
      schema: {
        querystring: HabitDateQuerySchema,
        response: { 200: HabitAnalyticsSchema, 400: MessageSchema },
      },
    },
    async (request) => service.analyticsOn(db, signedIn(request).userId, request.query.date),
  );

  app.post(
    '/api/wealth-habits',
    { schema: { body: CreateHabitSchema, response: { 201: HabitSchema, 400: MessageSchema } } },
    async (request, reply) => {
      const habit = await service.createHabit(db, config, signedIn(request).userId, request.body);
      return reply.status(201).send(habit);
    },
  );

  app.patch(
    '/api/wealth-habits/:id',
    {
      schema: {
        params: UuidParamsSchema,
        querystring: HabitDateQuerySchema,
        body: UpdateHabitSchema,
        response: { 200: HabitSchema, ...errors },
      },
    },
    async (request) =>
      service.editHabit(db, signedIn(request).userId, request.params.id, request.body, request.query.date),
  );

  app.delete(
    '/api/wealth-habits/:id',
    { schema: { params: UuidParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteHabit(db, signedIn(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/wealth-habits/:id/toggle',
    {
      schema: {
        params: UuidParamsSchema,
        querystring: HabitToggleQuerySchema,
        body: EmptyBodySchema,
        response: { 200: HabitSchema, 409: MessageSchema, ...errors },
      },
    },
    async (request) =>
      service.toggleHabit(
        db,
        signedIn(request).userId,
        request.params.id,
        request.query.date,
        request.query.completed,
      ),
  );

  app.post(
    '/api/wealth-habits/:id/skips',
    {
      schema: {
        params: UuidParamsSchema,
        body: HabitSkipBodySchema,
        response: { 200: HabitSchema, 409: MessageSchema, ...errors },
      },
    },
    async (request) => setSkip(db, signedIn(request).userId, request.params.id, request.body.date, true),
  );

  app.delete(
    '/api/wealth-habits/:id/skips/:date',
    {
      schema: {
        params: HabitSkipParamsSchema,
        response: { 200: HabitSchema, 409: MessageSchema, ...errors },
      },
    },
    async (request) => setSkip(db, signedIn(request).userId, request.params.id, request.params.date, false),
  );

  // Notes on habit days (docs/habits.md, "Notes"), sealed at rest with the journal key.
  app.get(
    '/api/wealth-habits/notes',
    {
      schema: {
        querystring: HabitNotesQuerySchema,
        response: { 200: HabitNoteListSchema, 400: MessageSchema },
      },
    },
    async (request) => notesBetween(db, keys, signedIn(request).userId, request.query.from, request.query.to),
  );

  app.put(
    '/api/wealth-habits/:id/notes/:date',
    {
      schema: {
        params: HabitNoteParamsSchema,
        body: HabitNoteBodySchema,
        response: { 200: HabitNoteSchema, ...errors },
      },
    },
    async (request) =>
      putNote(db, keys, signedIn(request).userId, request.params.id, request.params.date, request.body.text),
  );

  app.delete(
    '/api/wealth-habits/:id/notes/:date',
    { schema: { params: HabitNoteParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeNote(db, signedIn(request).userId, request.params.id, request.params.date);
      return reply.status(204).send(null);
    },
  );

  await app.register(habitImportRoutes, { db, config, keys });
};
