import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateJournalEntrySchema,
  EntryIdParamsSchema,
  JournalEntrySchema,
  JournalPageSchema,
  JournalQuerySchema,
  JournalTodaySchema,
  UpdateJournalEntrySchema,
} from '#domain/journal/journal';
import { MoodQuerySchema, MoodSeriesSchema } from '#domain/journal/mood';
import type { Database } from '#server/db/client';
import { MessageSchema } from '#server/http/schemas';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { signedIn } from '#server/sessions/session-plugin';
import { moodSeries } from './mood';
import { promptLibrary } from './prompt-library';
import { createEntry, deleteJournalEntry, journalToday, listJournal, updateJournalEntry } from './service';

const errors = { 400: MessageSchema, 404: MessageSchema };

/**
 * The private journal (docs/journal.md): POST/GET /api/journal, PATCH/DELETE /api/journal/:id and
 * GET /api/journal/today, and the mood they record: GET /api/mood. Every plan has it. Entry words never leave through anything but these
 * answers and the member's own export.
 */
export const journalRoutes: FastifyPluginAsyncZod<{ db: Database; keys: JournalKeyring }> = async (
  app,
  { db, keys },
) => {
  // A broken prompt file stops start-up, as a bad setting does.
  promptLibrary();
  const deps = { db, keys };

  app.post(
    '/api/journal',
    {
      schema: {
        body: CreateJournalEntrySchema,
        response: { 200: JournalEntrySchema, 201: JournalEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created, entry } = await createEntry(deps, signedIn(request).userId, request.body);
      return reply.status(created ? 201 : 200).send(entry);
    },
  );

  app.get(
    '/api/journal',
    { schema: { querystring: JournalQuerySchema, response: { 200: JournalPageSchema, ...errors } } },
    async (request) => listJournal(deps, signedIn(request).userId, request.query),
  );

  app.get(
    '/api/journal/today',
    { schema: { response: { 200: JournalTodaySchema, ...errors } } },
    async (request) => journalToday(deps, signedIn(request).userId),
  );

  app.patch(
    '/api/journal/:id',
    {
      schema: {
        params: EntryIdParamsSchema,
        body: UpdateJournalEntrySchema,
        response: { 200: JournalEntrySchema, ...errors },
      },
    },
    async (request) => updateJournalEntry(deps, signedIn(request).userId, request.params.id, request.body),
  );

  app.delete(
    '/api/journal/:id',
    { schema: { params: EntryIdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteJournalEntry(deps, signedIn(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/mood',
    { schema: { querystring: MoodQuerySchema, response: { 200: MoodSeriesSchema, ...errors } } },
    async (request) => moodSeries(db, signedIn(request).userId, request.query),
  );
};
