import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StoryFilter, StoryStats } from '#domain/community/list';
import { ChangeCache } from '#server/db/change-cache';
import type { ChangeFeed } from '#server/db/change-feed';
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
function publicBuckets(db: Database): Promise<Bucket[]> {
  return db
    .select(bucketColumns)
    .from(stories)
    .where(eq(stories.isPublic, true))
    .groupBy(stories.manifestationType, stories.isHidden);
}

/** The viewer's own stories that the public groups leave out (private, or hidden from members). */
function ownExtraBuckets(db: Database, viewer: Viewer): Promise<Bucket[]> {
  const seenByAll: SQL | undefined = viewer.isAdmin
    ? eq(stories.isPublic, true)
    : and(eq(stories.isPublic, true), eq(stories.isHidden, false));
  return db
    .select(bucketColumns)
    .from(stories)
    .where(and(eq(stories.userId, viewer.userId), seenByAll ? not(seenByAll) : undefined))
    .groupBy(stories.manifestationType, stories.isHidden);
}

/** The one key the 'stories' topic is announced under: any change empties the totals. */
export const STORIES_KEY = 'all';
const KEY = STORIES_KEY;
/**
 * Story writes announce after their response (routes.ts), like the 'user' topic; this bounds how
 * long a count could stay stale if an instance died between its commit and its announcement, and
 * covers stories removed by an account deletion.
 */
const MAX_AGE_MS = 60_000;

/**
 * Community statistics at a cost that does not grow with the number of stories: the public totals
 * are counted once and kept in memory until any instance announces a story change ('stories' on
 * the change feed); each request adds only the viewer's own unlisted stories (an index range).
 */
export class StoryStatsSource {
  private readonly cache: ChangeCache<Bucket[]>;

  constructor(private readonly changes: ChangeFeed) {
    this.cache = new ChangeCache<Bucket[]>(changes, 'stories', { maxEntries: 1, maxAgeMs: MAX_AGE_MS });
  }

  /**
   * Every state-changing community request that succeeded: counted afresh here at once (its writes
   * have committed before the response is sent), and on the other instances once the announcement
   * is out.
   */
  watchWrites(app: FastifyInstance): void {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.method !== 'GET' && reply.statusCode < 400) this.changes.announce('stories', KEY);
      done(null, payload);
    });
  }

  /** The public groups, counted once per change. */
  shared(db: Database): Promise<Bucket[]> {
    return this.cache.get(KEY, () => publicBuckets(db));
  }

  async read(db: Database, viewer: Viewer, type: StoryFilter): Promise<StoryStats & { ofType: number }> {
    const [shared, own] = await Promise.all([this.shared(db), ownExtraBuckets(db, viewer)]);
    return totals(shared, own, viewer, type);
  }
}

/** The viewer's statistics: the public groups they may see plus their own unlisted stories. */
export function totals(
  shared: readonly Bucket[],
  own: readonly Bucket[],
  viewer: Viewer,
  type: StoryFilter,
): StoryStats & { ofType: number } {
  const visible = [...shared.filter((bucket) => viewer.isAdmin || !bucket.hidden), ...own];
  const sum = (pick: (bucket: Bucket) => number, only?: string) =>
    visible.reduce((total, bucket) => total + (only && bucket.type !== only ? 0 : pick(bucket)), 0);
  return {
    totalStories: sum((bucket) => bucket.stories),
    totalLikes: sum((bucket) => bucket.likes),
    verifiedCount: sum((bucket) => bucket.verified),
    wealthCount: sum((bucket) => bucket.stories, 'wealth'),
    ofType: type === 'all' ? sum((bucket) => bucket.stories) : sum((bucket) => bucket.stories, type),
  };
}
