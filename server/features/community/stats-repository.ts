import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { stories } from '#server/db/schema/community';
import type { Viewer } from './repository';

/** Story counts of one (category, hidden) group. */
export type Bucket = { type: string; hidden: boolean; stories: number; likes: number; verified: number };

const bucketColumns = {
  type: stories.manifestationType,
  hidden: stories.isHidden,
  stories: sql`count(*)`.mapWith(Number),
  likes: sql`coalesce(sum(${stories.likesCount}), 0)`.mapWith(Number),
  verified: sql`count(*) filter (where ${stories.isVerified})`.mapWith(Number),
};

/** Every public story, grouped: what all members see of each other (hidden ones: admins only). */
export function publicBuckets(db: Database): Promise<Bucket[]> {
  return db
    .select(bucketColumns)
    .from(stories)
    .where(eq(stories.isPublic, true))
    .groupBy(stories.manifestationType, stories.isHidden);
}

/** The viewer's own stories that the public groups leave out (private, or hidden from members). */
export function ownExtraBuckets(db: Database, viewer: Viewer): Promise<Bucket[]> {
  const seenByAll: SQL | undefined = viewer.isAdmin
    ? eq(stories.isPublic, true)
    : and(eq(stories.isPublic, true), eq(stories.isHidden, false));
  return db
    .select(bucketColumns)
    .from(stories)
    .where(and(eq(stories.userId, viewer.userId), seenByAll ? not(seenByAll) : undefined))
    .groupBy(stories.manifestationType, stories.isHidden);
}
