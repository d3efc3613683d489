import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LabListSchema, LabParamsSchema, LabSchema, SetLabSchema } from '#domain/labs/labs';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { signedIn } from '#server/sessions/session-plugin';
import { labsOf, switchLab } from './service';

/** GET /api/labs (every member sees the list), PUT /api/labs/:id { enabled } (Premium: early access). */
export const labRoutes: FastifyPluginAsyncZod<{ db: Database; config: AppConfig }> = async (
  app,
  { db, config },
) => {
  app.get('/api/labs', { schema: { response: { 200: LabListSchema } } }, async (request) =>
    labsOf(db, signedIn(request).userId),
  );

  app.put(
    '/api/labs/:id',
    { schema: { params: LabParamsSchema, body: SetLabSchema, response: { 200: LabSchema } } },
    async (request) =>
      switchLab(db, config, signedIn(request).userId, request.params.id, request.body.enabled),
  );
};
