import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { announcementSql } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import { executeRows } from '#server/db/raw-rows';
import { stories, storyLikes } from '#server/db/schema/community';
import { visibleTo, type Viewer } from './repository';
import { STORIES_KEY } from './stats';

const LikedSchema = z.object({ found: z.boolean(), inserted: z.boolean() });
const CountSchema = z.object({ likes: z.coerce.number().int() });

/**
 * Likes a story the viewer may see, once per user, in two statements: the story locked (so likes of
 * one story recount one after another) with the like row inserted, then, when the row was new, the
 * count set to the number of like rows (exact, and it heals if rows ever went missing) with the
 * change announced ('stories' for the community totals, 'user' for the member's own answers).
 * null when the story is not there for the viewer.
 */
export async function likeOnce(
  db: Database,
  viewer: Viewer,
  storyId: string,
): Promise<{ likes: number } | null> {
  return db.transaction(async (tx) => {
    const [liked] = await executeRows(
      tx,
      sql`with story as (
        select ${stories.id} from ${stories}
        where ${stories.id} = ${storyId}::uuid and ${visibleTo(viewer)}
        for update
      ),
      liked as (
        insert into story_likes (story_id, user_id) select id, ${viewer.userId}::uuid from story
        on conflict do nothing returning story_id
      )
      select exists (select 1 from story) as found, exists (select 1 from liked) as inserted`,
      LikedSchema,
    );
    if (!liked?.found) return null;
    // A new statement: it sees every like committed before this transaction took the lock.
    const recount = liked.inserted
      ? sql`update stories set likes_count = (select count(*) from story_likes where story_id = ${storyId}::uuid)
          where id = ${storyId}::uuid
          returning likes_count as likes, ${announcementSql('stories', STORIES_KEY)} as stories_announced,
            ${announcementSql('user', viewer.userId)} as user_announced`
      : sql`select likes_count as likes from stories where id = ${storyId}::uuid`;
    const [count] = await executeRows(tx, recount, CountSchema);
    return count ?? null;
  });
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
