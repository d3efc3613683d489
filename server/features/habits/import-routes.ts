import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportParamsSchema,
  ImportPreviewSchema,
  ImportQuerySchema,
  ImportResultSchema,
} from '#domain/habits/import';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { readFileParts } from '#server/http/multipart-files';
import { MessageSchema } from '#server/http/schemas';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { signedIn } from '#server/sessions/session-plugin';
import { importAllowance, previewImport, runImport } from './import';

/**
 * POST /api/import/:source (loop, habitbull or csv): the export as multipart form data, field
 * `file` (Loop's zip, or its CSV files as several `file` parts). `?dryRun=1` previews.
 */
export const habitImportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: AppConfig;
  /** Seals the imported notes, as the habit notes routes do. */
  keys: JournalKeyring;
}> = async (app, { db, config, keys }) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.fileBytes, files: IMPORT_LIMITS.zipEntries, fields: 10, parts: 60 },
  });
  // Any other body (text/csv, application/octet-stream, multipart/mixed) is read up to the file
  // limit and set aside, so the handler answers 400 naming the form field instead of a 415 that
  // asks for JSON. Scoped to this plugin: other routes keep refusing types they do not read.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMPORT_LIMITS.fileBytes },
    (_request, _body, done) => done(null),
  );

  app.post(
    '/api/import/:source',
    {
      config: { refusesTokens: true },
      schema: {
        params: ImportParamsSchema,
        querystring: ImportQuerySchema,
        consumes: ['multipart/form-data'],
        response: {
          200: ImportPreviewSchema.or(ImportResultSchema),
          400: MessageSchema,
          402: MessageSchema,
          413: MessageSchema,
        },
      },
    },
    async (request) => {
      const userId = signedIn(request).userId;
      const { source } = request.params;
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      // The plan's room is read first: the upload is only read for what the member may import.
      const allowance = await importAllowance(db, config, userId, source, dryRun);
      const uploads = await readFileParts(request, 'file', {
        maxBytes: IMPORT_LIMITS.fileBytes,
        tooLarge: IMPORT_MESSAGES.tooLarge,
        missing: IMPORT_MESSAGES.noFile,
      });
      return dryRun
        ? previewImport(db, config, userId, source, uploads, allowance)
        : runImport(db, config, keys, userId, source, uploads, allowance);
    },
  );
};
