import { authorDisplayName, type Story } from '#domain/community/community';
import { memberBadge } from '#domain/plans/plans';
import type { Author, FrontStory } from './front-page-repository';

/** A story as the API answers it to one viewer, from its row, its author and whether they liked it. */
export function toStory(row: FrontStory, author: Author, likedByMe: boolean, viewerId: string): Story {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    manifestationType: row.manifestationType,
    createdAt: row.createdAt.toISOString(),
    likes: row.likesCount,
    isVerified: row.isVerified,
    amountAchieved: row.amountAchieved,
    timeframe: row.timeframe,
    techniques: row.techniques,
    isPublic: row.isPublic,
    isHidden: row.isHidden,
    likedByMe,
    isMine: row.userId === viewerId,
    authorName: authorDisplayName(author.firstName, author.lastName),
    authorBadge: memberBadge(author.plan),
  };
}
