import { compareStories, STORY_PAGE_MAX, type StoryList } from '#domain/community/list';
import { ChangeCache } from '#server/db/change-cache';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import { encodeCursor } from './cursor';
import {
  audienceFrontPage,
  audienceOf,
  findAuthors,
  viewerPart,
  type Audience,
  type Author,
  type FrontStory,
  type ViewerPart,
} from './front-page-repository';
import type { Viewer } from './repository';
import { totals, type StoryStatsSource } from './stats';
import type { Bucket } from './stats-repository';
import { toStory } from './story-view';

/** Enough rows for the largest page plus the one that tells whether another page follows. */
const ROWS = STORY_PAGE_MAX + 1;

/** `version` tells shared pages apart without keeping old ones alive in the entries that name them. */
type SharedPage = { audience: Audience; rows: FrontStory[]; version: number };
/** A viewer's part, valid only beside the very shared page it was read for. */
type ViewerEntry = ViewerPart & { pageVersion: number };
/** A viewer's whole answer and everything it was made of: it is handed out again while all hold. */
type Answer = {
  limit: number;
  pageVersion: number;
  mine: ViewerEntry;
  shared: Bucket[];
  authors: Array<[string, Author]>;
  list: StoryList;
};

/** Answers kept: about 13 KB of JSON each for a page of 20 (memoized by the route's serializer). */
const MAX_ANSWERS = 1_000;

/**
 * The first page of the list without search, category or cursor (what everyone opens), served from
 * memory (docs/performance.md, "Community list"): the best stories each audience sees are read once
 * per story change (topic 'stories' on the change feed, any instance); each viewer's own unlisted
 * stories, totals and likes among those rows once per viewer and shared page (one statement); the
 * authors' names and plans per author until that author changes anything (topic 'user'). The
 * assembled answer is handed out again, as the same object, while every one of those parts holds.
 */
export class StoryFrontPage {
  private readonly pages: ChangeCache<SharedPage>;
  private readonly viewers: ChangeCache<ViewerEntry>;
  private readonly authors: ChangeCache<Author>;
  private readonly answers: ChangeCache<Answer>;
  private pageVersions = 0;

  constructor(
    changes: ChangeFeed,
    private readonly stats: StoryStatsSource,
  ) {
    this.pages = new ChangeCache<SharedPage>(changes, 'stories', { maxEntries: 2, forgetAllOnChange: true });
    // A like announces 'user' for the liker as well as 'stories'; a new shared page (any story
    // change) also makes every viewer's entry stale, because it is tied to the page it was read for.
    this.viewers = new ChangeCache<ViewerEntry>(changes, 'user');
    this.authors = new ChangeCache<Author>(changes, 'user');
    this.answers = new ChangeCache<Answer>(changes, 'user', { maxEntries: MAX_ANSWERS });
  }

  /** The answer, or null when the database should give it (an author's account just went). */
  async list(db: Database, viewer: Viewer, limit: number): Promise<StoryList | null> {
    const audience = audienceOf(viewer);
    const [page, shared] = await Promise.all([
      this.pages.get(audience, async () => ({
        audience,
        rows: await audienceFrontPage(db, audience, ROWS),
        version: (this.pageVersions += 1),
      })),
      this.stats.shared(db),
    ]);
    const mine = await this.viewers.get(
      viewer.userId,
      async () => ({
        ...(await viewerPart(
          db,
          viewer,
          audience,
          page.rows.map((row) => row.id),
          ROWS,
        )),
        pageVersion: page.version,
      }),
      (entry) => entry.pageVersion === page.version,
    );
    const kept = this.answers.peek(viewer.userId);
    if (
      kept?.limit === limit &&
      kept.pageVersion === page.version &&
      kept.mine === mine &&
      kept.shared === shared &&
      kept.authors.every(([id, author]) => this.authors.peek(id) === author)
    )
      return kept.list;

    const rows = merge(page.rows, mine.own, limit + 1);
    const authors = await this.authors.getMany([...new Set(rows.map((row) => row.userId))], (missing) =>
      findAuthors(db, missing),
    );
    if (rows.some((row) => !authors.has(row.userId))) return null;
    const stories = rows.slice(0, limit).map((row) => {
      const author = authors.get(row.userId);
      if (!author) throw new Error('author missing');
      return toStory(row, author, mine.liked.has(row.id), viewer.userId);
    });
    const last = rows.length > limit ? rows[limit - 1] : undefined;
    const { ofType, ...stats } = totals(shared, mine.ownBuckets, viewer, 'all');
    const list: StoryList = {
      stories,
      stats,
      matching: ofType,
      matchingIsLowerBound: false,
      nextCursor: last
        ? encodeCursor({
            isVerified: last.isVerified,
            likes: last.likesCount,
            createdAt: last.createdAt.toISOString(),
            id: last.id,
          })
        : null,
    };
    // Kept under the viewer's id (replacing what was kept): the 'user' topic forgets it when they
    // change anything, and each use checks that every part is still the current one.
    const answer: Answer = { limit, pageVersion: page.version, mine, shared, authors: [...authors], list };
    await this.answers.get(
      viewer.userId,
      async () => answer,
      () => false,
    );
    return list;
  }
}

const rank = (row: FrontStory) => ({
  isVerified: row.isVerified,
  likes: row.likesCount,
  createdAt: row.createdAt.toISOString(),
  id: row.id,
});

/** The first `count` rows of two lists already in list order (docs/community.md), in that order. */
function merge(shared: readonly FrontStory[], own: readonly FrontStory[], count: number): FrontStory[] {
  if (own.length === 0) return shared.slice(0, count);
  const rows: FrontStory[] = [];
  let [i, j] = [0, 0];
  while (rows.length < count && (i < shared.length || j < own.length)) {
    const a = shared[i];
    const b = own[j];
    if (a && (!b || compareStories(rank(a), rank(b)) <= 0)) {
      rows.push(a);
      i += 1;
    } else if (b) {
      rows.push(b);
      j += 1;
    }
  }
  return rows;
}
