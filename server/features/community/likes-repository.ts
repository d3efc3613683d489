import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { stories, storyLikes } from '#server/db/schema/community';
import { visibleTo, type Viewer } from './repository';

const LikedSchema = z.object({ found: z.boolean(), likes: z.coerce.number().int().nullable() });

/**
 * Likes a story the viewer may see, once per user, in one statement with no transaction around it:
 * the story locked (likes of one story take their turn), the like row inserted, and when it was new
 * the count set (the route's write hooks announce the change once it has committed). The count is the number of like rows (exact, and it heals if rows
 * ever went missing) when the story row is still the version this statement's snapshot sees; when
 * another like (or edit) committed after that snapshot, which every like does on the story row, the
 * snapshot could miss its like, so the count moves up by one on the row that like left (the lock
 * makes the statement see it) and the next uncontended like recounts. null when the story is not
 * there for the viewer.
 */
export async function likeOnce(
  db: Database,
  viewer: Viewer,
  storyId: string,
): Promise<{ likes: number } | null> {
  const [liked] = await executeRows(
    db,
    sql`with story as (
      select ${stories.id}, ${stories.likesCount}, xmin::text as version from ${stories}
      where ${stories.id} = ${storyId}::uuid and ${visibleTo(viewer)}
      for update
    ),
    seen as (select xmin::text as version from stories where id = ${storyId}::uuid),
    liked as (
      insert into story_likes (story_id, user_id) select id, ${viewer.userId}::uuid from story
      on conflict do nothing returning story_id
    ),
    counted as (
      update stories set likes_count = case
          when (select version from story) = (select version from seen)
            then (select count(*) from story_likes where story_id = ${storyId}::uuid) + 1
          else likes_count + 1
        end
      where id = ${storyId}::uuid and exists (select 1 from liked)
      returning likes_count
    )
    select exists (select 1 from story) as found,
      coalesce((select likes_count from counted), (select likes_count from story)) as likes`,
    LikedSchema,
  );
  if (!liked?.found || liked.likes === null) return null;
  return { likes: liked.likes };
}

/**
 * For account deletion: removes the user's likes and takes each one off its story's count. Run it
 * in the deletion transaction before the user's rows go; a plain cascade would leave counts too high.
 */
export async function removeLikesOf(db: Database, userId: string): Promise<void> {
  const removed = await db
    .delete(storyLikes)
    .where(eq(storyLikes.userId, userId))
    .returning({ storyId: storyLikes.storyId });
  if (removed.length === 0) return;
  await db
    .update(stories)
    .set({ likesCount: sql`${stories.likesCount} - 1` })
    .where(
      inArray(
        stories.id,
        removed.map((row) => row.storyId),
      ),
    );
}
