import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountExportSchema, DeleteAccountSchema, EXPORT_SCHEMA_VERSION } from '../../../domain/account';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { MessageSchema } from '../../http/schemas';
import { deleteUserSessions } from '../auth/session-repository';
import { signedIn } from '../auth/session-plugin';
import { deleteAccountData, readAccountData } from './repository';

export type AccountHooks = {
  /** Runs before the rows go (e.g. cancel a paid subscription with the payment provider). */
  beforeDelete?: (userId: string) => Promise<void>;
};

/** Data export, account deletion and "sign out everywhere". */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Database; hooks?: AccountHooks }> = async (
  app,
  { db, hooks },
) => {
  app.get(
    '/api/account/export',
    { schema: { response: { 200: AccountExportSchema } } },
    async (request, reply) => {
      const { userId } = signedIn(request);
      const account = await readAccountData(db, userId);
      if (!account) throw notFound();
      const exportedAt = new Date().toISOString();
      reply
        .header(
          'content-disposition',
          `attachment; filename="abundance-export-${exportedAt.slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store');
      return { schemaVersion: EXPORT_SCHEMA_VERSION, exportedAt, ...account };
    },
  );

  app.delete(
    '/api/account',
    { schema: { body: DeleteAccountSchema, response: { 200: MessageSchema } } },
    async (request, reply) => {
      const { userId } = signedIn(request);
      await hooks?.beforeDelete?.(userId);
      await deleteAccountData(db, userId);
      app.sessions.cache.deleteUser(userId);
      app.sessions.clearCookie(reply);
      return { message: 'Your account and all of its data have been deleted.' };
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    {
      schema: {
        body: z.union([z.object({}).strict(), z.null()]).optional(),
        response: { 200: MessageSchema },
      },
    },
    async (request, reply) => {
      const { userId } = signedIn(request);
      await deleteUserSessions(db, userId);
      app.sessions.cache.deleteUser(userId);
      app.sessions.clearCookie(reply);
      return { message: 'Signed out on every device.' };
    },
  );
};
