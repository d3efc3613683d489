import { type Story, type StorySubmission, type StoryUpdate } from '#domain/community/community';
import { changesContent, deleteAccess, updateAccess, type StoryAccess } from '#domain/community/access';
import { MATCHING_COUNT_CAP, type StoryList, type StoryListQuery } from '#domain/community/list';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { recordAdminAction } from '#server/admin/audit-log';
import { forbidden, notFound } from '#server/http/errors';
import { assertWithinPlan } from '#server/plans/plan-limits';
import { decodeCursor, encodeCursor } from './cursor';
import type { StoryFrontPage } from './front-page';
import { likeOnce } from './likes-repository';
import { toStory } from './story-view';
import type { StoryStatsSource } from './stats';
import { reviewQueue } from './review-queue-repository';
import type { ReviewItem } from '#domain/community/review';
import {
  authorEmail,
  deleteStory,
  findStoryView,
  insertStory,
  lockVisibleStory,
  storyPageQuery,
  countMatchingUpTo,
  updateStory,
  type StoryChanges,
  type StoryViewRow,
  type Viewer,
} from './repository';

const MODERATOR_ONLY = 'Only admins can verify or hide stories.';
const AUTHOR_ONLY = 'Only the author can edit this story.';
export const VERIFY_TO_PUBLISH =
  'Verify your e-mail address to publish stories to the community (use the link we mailed you).';

/** Publishing to everyone needs a verified address, so throwaway sign-ups cannot flood the feed. */
function assertMayPublish(viewer: Viewer, isPublic: boolean | undefined): void {
  if (isPublic && viewer.emailVerified !== true) throw forbidden(VERIFY_TO_PUBLISH);
}

function storyFor(row: StoryViewRow, viewer: Viewer): Story {
  const author = { firstName: row.authorFirstName, lastName: row.authorLastName, plan: row.authorPlan };
  return toStory(row, author, row.likedByMe, viewer.userId);
}

async function viewOf(db: Database, viewer: Viewer, id: string): Promise<Story> {
  const row = await findStoryView(db, viewer, id);
  if (!row) throw notFound();
  return storyFor(row, viewer);
}

/** One page of stories, best first, with statistics over all the stories the viewer may see. */
export async function listStories(
  db: Database,
  statsSource: StoryStatsSource,
  viewer: Viewer,
  query: StoryListQuery,
  frontPage: StoryFrontPage,
): Promise<StoryList> {
  // The first page without search or category, which everyone opens, comes from memory.
  if (!query.cursor && query.search.trim() === '' && query.type === 'all') {
    const served = await frontPage.list(db, viewer, query.limit);
    if (served) return served;
  }
  const position = query.cursor ? decodeCursor(query.cursor) : undefined;
  const filters = { search: query.search, type: query.type };
  const searching = query.search.trim() !== '';
  const [rows, stats, searched] = await Promise.all([
    // One extra row tells whether another page follows without a second count.
    storyPageQuery(db, viewer, filters, query.limit + 1, position),
    statsSource.read(db, viewer, filters.type),
    searching ? countMatchingUpTo(db, viewer, filters, MATCHING_COUNT_CAP) : null,
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          isVerified: last.isVerified,
          likes: last.likesCount,
          createdAt: last.createdAt.toISOString(),
          id: last.id,
        })
      : null;
  const { ofType, ...totals } = stats;
  return {
    stories: page.map((row) => storyFor(row, viewer)),
    stats: totals,
    matching: searched === null ? ofType : Math.min(searched, MATCHING_COUNT_CAP),
    matchingIsLowerBound: searched !== null && searched > MATCHING_COUNT_CAP,
    nextCursor,
  };
}

/**
 * Shares a story. The one place a story is created: sharing is a Pro feature when plan limits apply
 * (docs/plans.md), checked in the insert's transaction with the member's plan row locked, so a
 * downgrade landing at the same moment cannot let a story through.
 */
export async function shareStory(
  db: Database,
  config: AppConfig,
  viewer: Viewer,
  submission: StorySubmission,
): Promise<Story> {
  assertMayPublish(viewer, submission.isPublic);
  const id = await db.transaction(async (tx) => {
    await assertWithinPlan(tx, config, viewer.userId, 'stories', 0);
    return insertStory(tx, viewer.userId, submission);
  });
  return viewOf(db, viewer, id);
}

/** Likes a story once per user; repeating it (even concurrently) changes nothing. */
export async function likeStory(db: Database, viewer: Viewer, storyId: string): Promise<{ likes: number }> {
  const liked = await likeOnce(db, { viewer, storyId });
  if (!liked) throw notFound();
  return liked;
}

function refuse(access: StoryAccess, message: string): void {
  if (access === 'not-found') throw notFound();
  if (access === 'forbidden') throw forbidden(message);
}

export async function editStory(
  db: Database,
  viewer: Viewer,
  storyId: string,
  update: StoryUpdate,
): Promise<Story> {
  await db.transaction(async (tx) => {
    const story = await lockVisibleStory(tx, viewer, storyId);
    if (!story) throw notFound();
    const access = updateAccess(
      { isAuthor: story.userId === viewer.userId, isAdmin: viewer.isAdmin },
      update,
    );
    refuse(access, viewer.isAdmin ? AUTHOR_ONLY : MODERATOR_ONLY);
    assertMayPublish(viewer, update.isPublic);
    const changes: StoryChanges = { ...update };
    // A verified story that its author rewrites needs an admin to look at it again.
    if (story.isVerified && changesContent(story, update) && update.isVerified === undefined) {
      changes.isVerified = false;
    }
    await updateStory(tx, storyId, changes);
    await auditModeration(tx, viewer, storyId, story, update);
  });
  return viewOf(db, viewer, storyId);
}

/** An admin's verify or hide of a story goes into the audit log, with the author's e-mail as it is now. */
async function auditModeration(
  tx: Database,
  viewer: Viewer,
  storyId: string,
  story: { userId: string; isVerified: boolean; isHidden: boolean },
  update: StoryUpdate,
): Promise<void> {
  if (!viewer.isAdmin || !viewer.email) return;
  const moves = [
    update.isVerified === undefined ? null : update.isVerified ? 'verify' : 'unverify',
    update.isHidden === undefined ? null : update.isHidden ? 'hide' : 'unhide',
  ].filter((move) => move !== null);
  for (const move of moves)
    await recordAdminAction(
      tx,
      { userId: viewer.userId, email: viewer.email },
      {
        action: `story.${move}`,
        subjectType: 'story',
        subjectId: storyId,
        memberEmail: await authorEmail(tx, story.userId),
        before: { isVerified: story.isVerified, isHidden: story.isHidden },
        after: {
          isVerified: update.isVerified ?? story.isVerified,
          isHidden: update.isHidden ?? story.isHidden,
        },
      },
    );
}

export async function removeStory(db: Database, viewer: Viewer, storyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const story = await lockVisibleStory(tx, viewer, storyId);
    if (!story) throw notFound();
    refuse(deleteAccess({ isAuthor: story.userId === viewer.userId, isAdmin: viewer.isAdmin }), AUTHOR_ONLY);
    await deleteStory(tx, storyId);
  });
}

/** Stories waiting for an admin's look, oldest first (the route is adminOnly). */
export async function storiesToReview(db: Database): Promise<ReviewItem[]> {
  return reviewQueue(db);
}
