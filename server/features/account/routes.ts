import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountExportSchema, DeleteAccountSchema, EXPORT_SCHEMA_VERSION } from '#domain/account';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { MessageSchema } from '#server/http/schemas';
import { recentlySignedIn, signedIn } from '#server/sessions/session-plugin';
import { deleteAccountData, readAccountData, type AccountCleanup } from './repository';

export type AccountHooks = {
  /** Runs before the rows go (e.g. cancel a paid subscription with the payment provider). */
  beforeDelete?: (userId: string) => Promise<void>;
  /** Run inside the deletion transaction, before the user's rows are deleted. */
  cleanups?: AccountCleanup[];
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
      // Everything the member ever wrote, in one file: worth asking for a recent sign-in.
      const { userId } = recentlySignedIn(request);
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
      const { userId } = recentlySignedIn(request);
      await hooks?.beforeDelete?.(userId);
      await deleteAccountData(db, userId, hooks?.cleanups);
      await app.sessions.refreshUser(userId);
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
      await app.sessions.revokeUser(userId);
      app.sessions.clearCookie(reply);
      return { message: 'Signed out on every device.' };
    },
  );
};
