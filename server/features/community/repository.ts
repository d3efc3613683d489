import type { PlanId } from '#domain/plans/plans';
import { and, desc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { StorySubmission } from '#domain/community/community';
import { containsPattern, type StoryFilter } from '#domain/community/list';
import type { Database } from '#server/db/client';
import { stories, storyLikes, type StoryRow } from '#server/db/schema/community';
import { users } from '#server/db/schema/users';
import type { StoryPosition } from './cursor';
import { effectivePlanSql } from '#server/plans/effective-plan';

/** Who is asking: decides which stories exist for them and whether they liked or own each one. */
/** emailVerified: only members with a verified address may publish (docs/account.md). */
export type Viewer = { userId: string; isAdmin: boolean; emailVerified?: boolean; email?: string };

export type StoryFilters = { search: string; type: StoryFilter };

/**
 * What a viewer may see: their own stories always; other people's only when public, and when
 * hidden by an admin only to admins.
 */
function visibleTo(viewer: Viewer): SQL | undefined {
  return visibleToWhom(sql`${viewer.userId}::uuid`, viewer.isAdmin);
}

/**
 * visibleTo's rule for a viewer given as SQL (a batch's column per row), where whether they
 * moderate may be a column too; with a known `isAdmin` it is the same text visibleTo sends.
 */
export function visibleToWhom(userId: SQL, isAdmin: boolean | SQL): SQL | undefined {
  const shown = eq(stories.isHidden, false);
  const hiddenRule = isAdmin === true ? undefined : isAdmin === false ? shown : or(isAdmin, shown);
  return or(eq(stories.userId, userId), and(eq(stories.isPublic, true), hiddenRule));
}

function matching({ search, type }: StoryFilters): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    type === 'all' ? undefined : eq(stories.manifestationType, type),
    pattern ? like(stories.searchText, sql`lower(${pattern})`) : undefined,
  );
}

export type StoryViewRow = Omit<StoryRow, 'updatedAt' | 'searchText' | 'requestId'> & {
  authorFirstName: string | null;
  authorLastName: string | null;
  /** The author's plan, for their badge (VIP for Premium). */
  authorPlan: PlanId;
  likedByMe: boolean;
};

/** The sort rule of domain/community/list.ts compareStories, served by stories_rank_idx. */
export const RANK_ORDER = [
  desc(stories.isVerified),
  desc(stories.likesCount),
  desc(stories.createdAt),
  desc(stories.id),
];

/** A story as every list shows it, without its author or the viewer's like. */
export const STORY_COLUMNS = {
  id: stories.id,
  userId: stories.userId,
  title: stories.title,
  content: stories.content,
  manifestationType: stories.manifestationType,
  amountAchieved: stories.amountAchieved,
  timeframe: stories.timeframe,
  techniques: stories.techniques,
  isPublic: stories.isPublic,
  isVerified: stories.isVerified,
  isHidden: stories.isHidden,
  likesCount: stories.likesCount,
  createdAt: stories.createdAt,
};

function after(position: StoryPosition | undefined): SQL | undefined {
  if (!position) return undefined;
  // A row comparison in index order lets PostgreSQL start the index walk right after the cursor.
  return sql`(${stories.isVerified}, ${stories.likesCount}, ${stories.createdAt}, ${stories.id}) < (${position.isVerified}::boolean, ${position.likes}::integer, ${position.createdAt}::timestamptz, ${position.id}::uuid)`;
}

/**
 * Picks the stories first and joins authors and likes to those rows only. Joining before the LIMIT
 * let the planner, which misjudges how many rows follow a cursor, hash-join and sort every
 * remaining story (77 ms for page 51 of 10,000); this way each page is one short index walk.
 */
function storyViews(db: Database, viewer: Viewer, where: SQL | undefined, limit: number) {
  const picked = db
    .select(STORY_COLUMNS)
    .from(stories)
    .where(where)
    .orderBy(...RANK_ORDER)
    .limit(limit)
    .as('picked');
  return db
    .select({
      ...picked._.selectedFields,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorPlan: effectivePlanSql,
      likedByMe: sql<boolean>`${storyLikes.userId} is not null`.mapWith(Boolean),
    })
    .from(picked)
    .innerJoin(users, eq(users.id, picked.userId))
    .leftJoin(storyLikes, and(eq(storyLikes.storyId, picked.id), eq(storyLikes.userId, viewer.userId)))
    .orderBy(desc(picked.isVerified), desc(picked.likesCount), desc(picked.createdAt), desc(picked.id));
}

/** One page of the stories the viewer may see, best first, starting after `position`. */
export function storyPageQuery(
  db: Database,
  viewer: Viewer,
  filters: StoryFilters,
  limit: number,
  position?: StoryPosition,
) {
  return storyViews(db, viewer, and(visibleTo(viewer), matching(filters), after(position)), limit);
}

/**
 * How many stories match a search, counting no further than `cap` + 1: past that the list says
 * "1,000+" instead of scanning every story for an exact figure.
 */
export async function countMatchingUpTo(
  db: Database,
  viewer: Viewer,
  filters: StoryFilters,
  cap: number,
): Promise<number> {
  const found = db
    .select({ id: stories.id })
    .from(stories)
    .where(and(visibleTo(viewer), matching(filters)))
    .limit(cap + 1)
    .as('found');
  const [row] = await db.select({ count: sql`count(*)`.mapWith(Number) }).from(found);
  return row?.count ?? 0;
}

export async function findStoryView(db: Database, viewer: Viewer, id: string): Promise<StoryViewRow | null> {
  const [row] = await storyViews(db, viewer, and(eq(stories.id, id), visibleTo(viewer)), 1);
  return row ?? null;
}

/**
 * The story if the viewer may see it, locked until the transaction ends, so a like, edit or delete
 * of the same story waits its turn and a deleted story cannot be liked.
 */
export async function lockVisibleStory(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({
      userId: stories.userId,
      isVerified: stories.isVerified,
      isHidden: stories.isHidden,
      title: stories.title,
      content: stories.content,
      manifestationType: stories.manifestationType,
      amountAchieved: stories.amountAchieved,
      timeframe: stories.timeframe,
      techniques: stories.techniques,
    })
    .from(stories)
    .where(and(eq(stories.id, id), visibleTo(viewer)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertStory(db: Database, userId: string, story: StorySubmission) {
  const [row] = await db
    .insert(stories)
    .values({ userId, ...story })
    .onConflictDoNothing({ target: [stories.userId, stories.requestId] })
    .returning({ id: stories.id });
  if (row) return row.id;
  // A repeated request id: the story the first request made.
  const [existing] = story.requestId
    ? await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(eq(stories.userId, userId), eq(stories.requestId, story.requestId)))
        .limit(1)
    : [];
  if (!existing) throw new Error('story insert returned no row');
  return existing.id;
}

export type StoryChanges = Partial<
  Omit<StoryRow, 'id' | 'userId' | 'likesCount' | 'searchText' | 'createdAt' | 'updatedAt' | 'requestId'>
>;

export async function updateStory(db: Database, id: string, changes: StoryChanges): Promise<void> {
  await db
    .update(stories)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(stories.id, id));
}

export async function deleteStory(db: Database, id: string): Promise<void> {
  await db.delete(stories).where(eq(stories.id, id));
}

/** A story author's e-mail, for the audit row of an admin's moderation. */
export async function authorEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
