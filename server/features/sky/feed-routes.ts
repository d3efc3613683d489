import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FeedIncludeSchema } from '#domain/sky/feed';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { EmptyBodySchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { feedCalendar, feedUrlOf, resetFeedUrl, sealOldFeedTokens } from './feed-service';

const FeedUrlSchema = z.object({ url: z.string() });

/**
 * GET /api/calendar-feed (the member's private feed URL), POST /api/calendar-feed/reset (a new URL;
 * the old one ends) and the feed itself at GET /api/calendar-feed/:token, which calendar apps fetch
 * without a session: the unguessable token is the credential.
 */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: AppConfig;
  keys: JournalKeyring;
}> = async (app, { db, config, keys }) => {
  await sealOldFeedTokens(db, keys);
  app.get(
    '/api/calendar-feed',
    { config: { refusesTokens: true }, schema: { response: { 200: FeedUrlSchema } } },
    async (request) => ({
      url: await feedUrlOf(db, keys, config.publicUrl, signedIn(request).userId),
    }),
  );

  app.post(
    '/api/calendar-feed/reset',
    { config: { refusesTokens: true }, schema: { body: EmptyBodySchema, response: { 200: FeedUrlSchema } } },
    async (request) => ({ url: await resetFeedUrl(db, keys, config.publicUrl, signedIn(request).userId) }),
  );

  app.get(
    '/api/calendar-feed/:token',
    {
      config: { public: true, refusesTokens: true },
      schema: {
        params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be a feed token') }),
        querystring: z.object({ include: FeedIncludeSchema }),
        // No response schema: the body is iCalendar text, not JSON (errors are the usual { message }).
      },
    },
    async (request, reply) => {
      const body = await feedCalendar(db, request.params.token, request.query.include);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline; filename="abundance-moon.ics"')
        .send(body);
    },
  );
};
