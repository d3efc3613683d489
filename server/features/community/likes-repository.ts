import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { stories, storyLikes } from '#server/db/schema/community';

/**
 * Adds the like once per user. Only when a row was really inserted is the story's count set to its
 * number of like rows, so the count is exact (and heals if rows ever went missing). Call it in the
 * transaction that locked the story, so concurrent likes recount one after another.
 */
export async function insertLike(db: Database, storyId: string, userId: string): Promise<void> {
  const inserted = await db
    .insert(storyLikes)
    .values({ storyId, userId })
    .onConflictDoNothing()
    .returning({ storyId: storyLikes.storyId });
  if (inserted.length === 0) return;
  await db
    .update(stories)
    .set({
      likesCount: sql`(select count(*) from ${storyLikes} where ${storyLikes.storyId} = ${storyId})`,
    })
    .where(eq(stories.id, storyId));
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

export async function likesOf(db: Database, storyId: string): Promise<number> {
  const [row] = await db
    .select({ likes: stories.likesCount })
    .from(stories)
    .where(eq(stories.id, storyId))
    .limit(1);
  return row?.likes ?? 0;
}
