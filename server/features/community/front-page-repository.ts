import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ManifestationTypeSchema } from '#domain/community/community';
import { PlanIdSchema, type PlanId } from '#domain/plans/plans';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { stories } from '#server/db/schema/community';
import { users } from '#server/db/schema/users';
import { RANK_ORDER, STORY_COLUMNS, type Viewer } from './repository';
import { effectivePlanSql } from '#server/plans/effective-plan';

/**
 * Who sees a story without owning it: members see public stories that no admin hid, admins
 * every public story (repository.ts visibleTo, without the viewer's own).
 */
export type Audience = 'member' | 'admin';

export const audienceOf = (viewer: Viewer): Audience => (viewer.isAdmin ? 'admin' : 'member');

function seenByAudience(audience: Audience): SQL {
  return audience === 'admin' ? sql`is_public` : sql`is_public and not is_hidden`;
}

/** A story row without its author's name or the viewer's like: what every viewer shares. */
export type FrontStory = {
  id: string;
  userId: string;
  title: string;
  content: string;
  manifestationType: z.infer<typeof ManifestationTypeSchema>;
  amountAchieved: number | null;
  timeframe: string | null;
  techniques: string[];
  isPublic: boolean;
  isVerified: boolean;
  isHidden: boolean;
  likesCount: number;
  createdAt: Date;
};

/** The best `limit` stories the audience sees of each other, in list order (stories_rank_idx). */
export async function audienceFrontPage(
  db: Database,
  audience: Audience,
  limit: number,
): Promise<FrontStory[]> {
  return db
    .select(STORY_COLUMNS)
    .from(stories)
    .where(
      audience === 'admin'
        ? eq(stories.isPublic, true)
        : and(eq(stories.isPublic, true), eq(stories.isHidden, false)),
    )
    .orderBy(...RANK_ORDER)
    .limit(limit);
}

const OwnStorySchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  content: z.string(),
  manifestation_type: ManifestationTypeSchema,
  amount_achieved: z.number().int().nullable(),
  timeframe: z.string().nullable(),
  techniques: z.array(z.string()),
  is_public: z.boolean(),
  is_verified: z.boolean(),
  is_hidden: z.boolean(),
  likes_count: z.number().int(),
  created_at: z.string(),
  liked_by_me: z.boolean(),
});

const OwnBucketSchema = z.object({
  type: z.string(),
  hidden: z.boolean(),
  stories: z.coerce.number(),
  likes: z.coerce.number(),
  verified: z.coerce.number(),
});

const ViewerPartSchema = z.object({
  own: z.array(OwnStorySchema),
  own_buckets: z.array(OwnBucketSchema),
  liked: z.array(z.string()),
});

export type ViewerPart = {
  /** The viewer's own stories the audience does not see (private, or hidden), best first. */
  own: FrontStory[];
  /** Their totals, as StoryStatsSource groups them. */
  ownBuckets: Array<z.infer<typeof OwnBucketSchema>>;
  /** Which of the asked stories and of their own unlisted ones the viewer liked. */
  liked: Set<string>;
};

/**
 * Everything of one viewer that the shared front page leaves out, in one statement: their own
 * unlisted stories (the best `limit`, a range of stories_user_id_idx), their totals, and which of
 * `storyIds` they liked (story_likes_user_id_idx).
 */
export async function viewerPart(
  db: Database,
  viewer: Viewer,
  audience: Audience,
  storyIds: readonly string[],
  limit: number,
): Promise<ViewerPart> {
  const unlisted = sql`user_id = ${viewer.userId}::uuid and not (${seenByAudience(audience)})`;
  const ids = sql.param(storyIds);
  const [row] = await executeRows(
    db,
    sql`select
      (select coalesce(json_agg(own order by own.is_verified desc, own.likes_count desc, own.created_at desc, own.id desc), '[]')
        from (select s.id, s.user_id, s.title, s.content, s.manifestation_type, s.amount_achieved, s.timeframe,
            s.techniques, s.is_public, s.is_verified, s.is_hidden, s.likes_count, s.created_at,
            exists (select 1 from story_likes l where l.story_id = s.id and l.user_id = ${viewer.userId}::uuid) as liked_by_me
          from stories s where ${unlisted}
          order by s.is_verified desc, s.likes_count desc, s.created_at desc, s.id desc limit ${limit}) own) as own,
      (select coalesce(json_agg(bucket), '[]')
        from (select manifestation_type as type, is_hidden as hidden, count(*) as stories,
            coalesce(sum(likes_count), 0) as likes, count(*) filter (where is_verified) as verified
          from stories where ${unlisted} group by manifestation_type, is_hidden) bucket) as own_buckets,
      (select coalesce(json_agg(story_id), '[]') from story_likes
        where user_id = ${viewer.userId}::uuid and story_id = any(${ids}::uuid[])) as liked`,
    ViewerPartSchema,
  );
  if (!row) throw new Error('viewer part returned no row');
  return {
    own: row.own.map((story) => ({
      id: story.id,
      userId: story.user_id,
      title: story.title,
      content: story.content,
      manifestationType: story.manifestation_type,
      amountAchieved: story.amount_achieved,
      timeframe: story.timeframe,
      techniques: story.techniques,
      isPublic: story.is_public,
      isVerified: story.is_verified,
      isHidden: story.is_hidden,
      likesCount: story.likes_count,
      createdAt: new Date(story.created_at),
    })),
    ownBuckets: row.own_buckets,
    liked: new Set([...row.liked, ...row.own.filter((story) => story.liked_by_me).map((story) => story.id)]),
  };
}

export type Author = { firstName: string | null; lastName: string | null; plan: PlanId };

/** Name and plan (for the badge) of each author; a deleted account is missing from the answer. */
export async function findAuthors(db: Database, ids: readonly string[]): Promise<Map<string, Author>> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, plan: effectivePlanSql })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(
    rows.map((row) => [
      row.id,
      { firstName: row.firstName, lastName: row.lastName, plan: PlanIdSchema.parse(row.plan) },
    ]),
  );
}
