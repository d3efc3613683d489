import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountExportSchema, DeleteAccountSchema } from '#domain/account/account';
import type { Database } from '#server/db/client';
import { MessageSchema } from '#server/http/schemas';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { recentlySignedIn, signedIn } from '#server/sessions/session-plugin';
import { deleteAccount, exportAccount, type AccountHooks } from './service';

/** Data export, account deletion and "sign out everywhere". */
export const accountRoutes: FastifyPluginAsyncZod<{
  db: Database;
  keys: JournalKeyring;
  hooks?: AccountHooks;
}> = async (app, { db, keys, hooks }) => {
  app.get(
    '/api/account/export',
    { config: { refusesTokens: true }, schema: { response: { 200: AccountExportSchema } } },
    async (request, reply) => {
      // Everything the member ever wrote, in one file: worth asking for a recent sign-in.
      const account = await exportAccount(db, keys, recentlySignedIn(request).userId);
      reply
        .header(
          'content-disposition',
          `attachment; filename="abundance-export-${account.exportedAt.slice(0, 10)}.json"`,
        )
        .header('cache-control', 'no-store');
      return account;
    },
  );

  app.delete(
    '/api/account',
    {
      config: { refusesTokens: true },
      schema: { body: DeleteAccountSchema, response: { 200: MessageSchema } },
    },
    async (request, reply) => {
      const { userId } = recentlySignedIn(request);
      await deleteAccount(db, userId, hooks);
      await app.sessions.refreshUser(userId);
      app.sessions.clearCookie(reply);
      return { message: 'Your account and all of its data have been deleted.' };
    },
  );

  app.post(
    '/api/account/sign-out-everywhere',
    {
      config: { refusesTokens: true },
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
