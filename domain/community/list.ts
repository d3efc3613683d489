import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { ManifestationTypeSchema, StorySchema, type Story } from './community';

/**
 * GET /api/success-stories returns one page of stories plus statistics over every story the user
 * may see, so the page never downloads thousands of stories to count them. Search and the category
 * filter run on the server for the same reason: they must cover every story, not only loaded pages.
 */
const STORY_PAGE_SIZE = 20;
export const STORY_PAGE_MAX = 50;
export const STORY_SEARCH_MAX = 100;

export const STORY_FILTERS = ['all', ...ManifestationTypeSchema.options] as const;
export type StoryFilter = (typeof STORY_FILTERS)[number];

export const StoryListQuerySchema = schemaOnFirstUse(() =>
  z.object({
    search: z
      .string()
      .trim()
      .max(STORY_SEARCH_MAX, `Search must be less than ${STORY_SEARCH_MAX} characters`)
      .default(''),
    type: z.enum(STORY_FILTERS).default('all'),
    limit: z.coerce.number().int().min(1).max(STORY_PAGE_MAX).default(STORY_PAGE_SIZE),
    /** Opaque position after the last story of the previous page. */
    cursor: z.string().max(500).optional(),
  }),
);
export type StoryListQuery = z.infer<typeof StoryListQuerySchema>;

const StoryStatsSchema = schemaOnFirstUse(() =>
  z.object({
    totalStories: z.number().int(),
    totalLikes: z.number().int(),
    verifiedCount: z.number().int(),
    wealthCount: z.number().int(),
  }),
);
export type StoryStats = z.infer<typeof StoryStatsSchema>;

export const StoryListSchema = schemaOnFirstUse(() =>
  z.object({
    stories: z.array(StorySchema),
    stats: StoryStatsSchema,
    /** How many stories match the search and category (equals totalStories when unfiltered). */
    matching: z.number().int(),
    /** True when a search matched more than MATCHING_COUNT_CAP stories and counting stopped there. */
    matchingIsLowerBound: z.boolean(),
    nextCursor: z.string().nullable(),
  }),
);
export type StoryList = z.infer<typeof StoryListSchema>;

/** Whether the page should say 'Showing X of Y stories'. */
export function isFiltered(query: { search: string; type: StoryFilter }): boolean {
  return query.search.trim() !== '' || query.type !== 'all';
}

/**
 * A search counts its matches up to this many (docs/performance.md): beyond it the exact figure would
 * cost a scan of every story, and "1000+" says what a member needs to know.
 */
export const MATCHING_COUNT_CAP = 1_000;

/** docs/community.md: the line shown while a search or category is active. */
export const showingText = (shown: number, total: number, atLeast = false) =>
  atLeast ? `Showing ${MATCHING_COUNT_CAP}+ of ${total} stories` : `Showing ${shown} of ${total} stories`;

/** A case-insensitive substring pattern for ILIKE, with the user's % _ and \ matched literally. */
export function containsPattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The search and category rule, as the server's SQL applies it: case-insensitive, title or content. */
export function storyMatches(
  story: Pick<Story, 'title' | 'content' | 'manifestationType'>,
  query: { search: string; type: StoryFilter },
): boolean {
  if (query.type !== 'all' && story.manifestationType !== query.type) return false;
  const needle = query.search.trim().toLowerCase();
  return (
    !needle || story.title.toLowerCase().includes(needle) || story.content.toLowerCase().includes(needle)
  );
}

/**
 * docs/community.md sort order: verified first, then likes descending; newest first among equals, and
 * the id last so the order is total (pages never overlap or skip).
 */
export function compareStories(
  a: Pick<Story, 'isVerified' | 'likes' | 'createdAt' | 'id'>,
  b: Pick<Story, 'isVerified' | 'likes' | 'createdAt' | 'id'>,
): number {
  if (a.isVerified !== b.isVerified) return a.isVerified ? -1 : 1;
  if (a.likes !== b.likes) return b.likes - a.likes;
  const byDate = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  if (byDate !== 0) return byDate;
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}
