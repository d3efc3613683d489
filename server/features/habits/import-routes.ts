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
import type { UploadedFile } from '#domain/habits/import-files';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, badRequest } from '#server/http/errors';
import { MessageSchema } from '#server/http/schemas';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { signedIn } from '#server/sessions/session-plugin';
import { previewImport, runImport } from './import';

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
      if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.noFile);
      const uploads: UploadedFile[] = [];
      let total = 0;
      for await (const part of request.files()) {
        const bytes = new Uint8Array(await part.toBuffer());
        if (part.fieldname !== 'file') continue;
        total += bytes.length;
        if (total > IMPORT_LIMITS.fileBytes) throw new HttpError(413, IMPORT_MESSAGES.tooLarge);
        uploads.push({ name: part.filename || 'file', bytes });
      }
      const userId = signedIn(request).userId;
      const dryRun = request.query.dryRun === '1' || request.query.dryRun === 'true';
      return dryRun
        ? previewImport(db, config, userId, request.params.source, uploads)
        : runImport(db, config, keys, userId, request.params.source, uploads);
    },
  );
};
