import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { batchedStatement } from '#server/db/statement-batches';
import { visibleToWhom, type Viewer } from './repository';

const LikedSchema = z.object({ found: z.boolean(), likes: z.coerce.number().int().nullable() });

type Like = { viewer: Viewer; storyId: string };

/**
 * Likes stories in one statement with no transaction around it, one like per (story, user): the
 * liked stories locked in id order (likes of one story take their turn, and two batches never wait
 * for each other in a cycle), the like rows inserted where the viewer may see the story, and each
 * story's count moved by the likes that were new. The update applies to the latest committed row
 * (PostgreSQL re-reads a row it waited for), so concurrent likes from other statements or
 * instances all count. The route's write hooks announce the change once it has committed.
 */
async function likeEach(db: Database, likes: readonly Like[]): Promise<Array<{ likes: number } | null>> {
  const rows = await executeRows(
    db,
    sql`with item as (
      select * from unnest(${sql.param(likes.map((like) => like.storyId))}::uuid[],
        ${sql.param(likes.map((like) => like.viewer.userId))}::uuid[],
        ${sql.param(likes.map((like) => like.viewer.isAdmin))}::boolean[])
        with ordinality as item(story_id, user_id, is_admin, n)
    ),
    locked as (
      select id, user_id, is_public, is_hidden, likes_count from stories
      where id in (select story_id from item) order by id for update
    ),
    visible as (
      -- "stories" names the locked rows here, so visibleToWhom's columns read them.
      select item.n, item.story_id, item.user_id from item join locked as stories on stories.id = item.story_id
      where ${visibleToWhom(sql`item.user_id`, sql`item.is_admin`)}
    ),
    liked as (
      insert into story_likes (story_id, user_id) select story_id, user_id from visible
      on conflict do nothing returning story_id
    ),
    counted as (
      update stories set likes_count = stories.likes_count + added.likes
      from (select story_id, count(*)::int as likes from liked group by story_id) as added
      where stories.id = added.story_id
      returning stories.id, stories.likes_count
    )
    select visible.n is not null as found, coalesce(counted.likes_count, locked.likes_count) as likes
    from item left join visible using (n) left join locked on locked.id = item.story_id
      left join counted on counted.id = item.story_id
    order by item.n`,
    LikedSchema,
  );
  return rows.map((row) => (row.found && row.likes !== null ? { likes: row.likes } : null));
}

/**
 * Likes a story the viewer may see, once per user: { likes } is the story's count once the like
 * has committed, null when the story is not there for the viewer. Concurrent likes share one
 * statement and commit (statement-batches.ts); one viewer's repeat of a like waits for the next one.
 */
export const likeOnce: (db: Database, like: Like) => Promise<{ likes: number } | null> = batchedStatement({
  keyOf: (like: Like) => `${like.storyId}:${like.viewer.userId}`,
  run: likeEach,
});

/**
 * For account deletion: removes the user's likes and takes each one off its story's count. Run it
 * in the deletion transaction before the user's rows go; a plain cascade would leave counts too high.
 * The stories are locked first, in id order as batched likes lock them, so the two never wait for
 * each other in a cycle.
 */
export async function removeLikesOf(db: Database, userId: string): Promise<void> {
  await db.execute(
    sql`select id from stories where id in (select story_id from story_likes where user_id = ${userId}::uuid)
      order by id for update`,
  );
  await db.execute(
    sql`with removed as (delete from story_likes where user_id = ${userId}::uuid returning story_id)
      update stories set likes_count = likes_count - 1 where id in (select story_id from removed)`,
  );
}
