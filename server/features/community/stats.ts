import type { FastifyInstance } from 'fastify';
import type { StoryFilter, StoryStats } from '#domain/community/list';
import { ChangeCache } from '#server/db/change-cache';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import type { Viewer } from './repository';
import { ownExtraBuckets, publicBuckets, type Bucket } from './stats-repository';

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
