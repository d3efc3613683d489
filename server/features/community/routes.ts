import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LikeResultSchema,
  StorySchema,
  StorySubmissionSchema,
  StoryUpdateSchema,
} from '#domain/community/community';
import { StoryListQuerySchema, StoryListSchema } from '#domain/community/list';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import { EmptyBodySchema, MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import type { AppConfig } from '#server/config';
import { ReviewQueueSchema } from '#domain/community/review';
import { memoizedSerializerCompiler } from '#server/http/memoized-serializer';
import { editStory, likeStory, listStories, removeStory, shareStory, storiesToReview } from './service';
import { StoryFrontPage } from './front-page';
import { StoryStatsSource } from './stats';

const errors = { 400: MessageSchema, 403: MessageSchema, 404: MessageSchema };

/** Success stories (docs/community.md): list, share, like, edit, moderate and delete. */
export const communityRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: AppConfig;
  changes: ChangeFeed;
}> = async (app, { db, config, changes }) => {
  const stats = new StoryStatsSource(changes);
  const frontPage = new StoryFrontPage(changes, stats);
  // Hooks added here apply to this plugin's routes only: every story and like write.
  stats.watchWrites(app);

  app.get(
    '/api/success-stories',
    {
      schema: { querystring: StoryListQuerySchema, response: { 200: StoryListSchema, 400: MessageSchema } },
      // The first page is often the very answer object sent before (front-page.ts).
      serializerCompiler: memoizedSerializerCompiler,
    },
    async (request) => listStories(db, stats, signedIn(request), request.query, frontPage),
  );

  app.get(
    '/api/admin/stories/review',
    { config: { adminOnly: true, refusesTokens: true }, schema: { response: { 200: ReviewQueueSchema } } },
    async () => storiesToReview(db),
  );

  app.post(
    '/api/success-stories',
    { schema: { body: StorySubmissionSchema, response: { 201: StorySchema, 400: MessageSchema } } },
    async (request, reply) => {
      const story = await shareStory(db, config, signedIn(request), request.body);
      return reply.status(201).send(story);
    },
  );

  app.post(
    '/api/success-stories/:id/like',
    {
      schema: {
        params: UuidParamsSchema,
        body: EmptyBodySchema,
        response: { 200: LikeResultSchema, ...errors },
      },
    },
    async (request) => likeStory(db, signedIn(request), request.params.id),
  );

  app.patch(
    '/api/success-stories/:id',
    {
      schema: {
        params: UuidParamsSchema,
        body: StoryUpdateSchema,
        response: { 200: StorySchema, ...errors },
      },
    },
    async (request) => editStory(db, signedIn(request), request.params.id, request.body),
  );

  app.delete(
    '/api/success-stories/:id',
    { schema: { params: UuidParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeStory(db, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
