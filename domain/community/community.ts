import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { readMoney } from '#domain/shared/money';
import { uniqueTechniques } from './techniques';
import { RequestIdSchema } from '#domain/shared/request-id';

/** docs/community.md: the five manifestation types, in the order the category filter shows them. */
export const MANIFESTATION_TYPES = ['wealth', 'career', 'relationship', 'health', 'spiritual'] as const;
export const ManifestationTypeSchema = z.enum(MANIFESTATION_TYPES, {
  message: 'Choose a manifestation type',
});
export type ManifestationType = z.infer<typeof ManifestationTypeSchema>;

export const MANIFESTATION_TYPE_LABELS: Record<ManifestationType, string> = {
  wealth: 'Wealth',
  career: 'Career',
  relationship: 'Relationship',
  health: 'Health',
  spiritual: 'Spiritual',
};

export const STORY_LIMITS = {
  titleMin: 5,
  titleMax: 100,
  contentMin: 50,
  contentMax: 2000,
  timeframeMax: 100,
  techniqueMax: 40,
  techniquesMax: 20,
  /** Large enough for any personal fortune, small enough to stay an exact JavaScript integer. */
  amountMax: 1_000_000_000_000,
} as const;

/** docs/community.md: the exact texts, shared by the form and the server's 400 messages. */
export const STORY_MESSAGES = {
  titleShort: 'Title must be at least 5 characters',
  titleLong: 'Title must be less than 100 characters',
  contentShort: 'Story must be at least 50 characters',
  contentLong: 'Story must be less than 2000 characters',
  amount: 'Amount must be a whole number of 0 or more',
  amountLarge: 'Amount must be at most 1,000,000,000,000',
  timeframeLong: 'Timeframe must be less than 100 characters',
  techniqueEmpty: 'Techniques cannot be empty',
  techniqueLong: 'Each technique must be less than 40 characters',
  techniquesMany: 'Choose at most 20 techniques',
  nothingToUpdate: 'Nothing to update',
} as const;

/** docs/community.md and the page's fixed texts. */
export const STORY_TEXTS = {
  loadFailed: 'Failed to load success stories. Please try again.',
  noMatches: 'No stories match your criteria',
  beFirst: 'Be the first to share!',
  sharing: 'Sharing...',
  liked: { title: 'Story Liked!', description: 'Your appreciation has been shared with the community' },
  likeFailed: { title: 'Error', description: 'Failed to like story. Please try again.' },
  shared: { title: 'Story Shared!', description: 'Thank you for inspiring the community' },
  shareFailed: { title: 'Error', description: 'Failed to share your story. Please try again.' },
  updated: { title: 'Story Updated', description: 'Your changes have been saved.' },
  updateFailed: { title: 'Error', description: 'Failed to update your story. Please try again.' },
  deleted: { title: 'Story Deleted', description: (title: string) => `“${title}” was removed.` },
  deleteFailed: { title: 'Error', description: 'Failed to delete story. Please try again.' },
} as const;

const TitleSchema = schemaOnFirstUse(() =>
  z
    .string({ message: STORY_MESSAGES.titleShort })
    .trim()
    .min(STORY_LIMITS.titleMin, STORY_MESSAGES.titleShort)
    .max(STORY_LIMITS.titleMax, STORY_MESSAGES.titleLong),
);

const ContentSchema = schemaOnFirstUse(() =>
  z
    .string({ message: STORY_MESSAGES.contentShort })
    .trim()
    .min(STORY_LIMITS.contentMin, STORY_MESSAGES.contentShort)
    .max(STORY_LIMITS.contentMax, STORY_MESSAGES.contentLong),
);

const AmountSchema = schemaOnFirstUse(() =>
  z
    .number({ message: STORY_MESSAGES.amount })
    .int(STORY_MESSAGES.amount)
    .min(0, STORY_MESSAGES.amount)
    .max(STORY_LIMITS.amountMax, STORY_MESSAGES.amountLarge),
);

const TimeframeSchema = schemaOnFirstUse(() =>
  z
    .string()
    .trim()
    .max(STORY_LIMITS.timeframeMax, STORY_MESSAGES.timeframeLong)
    .transform((value) => value || null),
);

const TechniquesSchema = schemaOnFirstUse(() =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, STORY_MESSAGES.techniqueEmpty)
        .max(STORY_LIMITS.techniqueMax, STORY_MESSAGES.techniqueLong),
    )
    .transform(uniqueTechniques)
    .refine((list) => list.length <= STORY_LIMITS.techniquesMax, STORY_MESSAGES.techniquesMany),
);

/** POST /api/success-stories (docs/community.md). Also the story form's client-side validation. */
export const StorySubmissionSchema = schemaOnFirstUse(() =>
  z
    .object({
      title: TitleSchema,
      content: ContentSchema,
      manifestationType: ManifestationTypeSchema,
      amountAchieved: z.preprocess(readMoney, AmountSchema.nullish()).transform((value) => value ?? null),
      timeframe: TimeframeSchema.nullish().transform((value) => value ?? null),
      techniques: TechniquesSchema.default([]),
      isPublic: z.boolean().default(true),
      requestId: RequestIdSchema,
    })
    .strict(),
);
export type StorySubmissionInput = z.input<typeof StorySubmissionSchema>;
export type StorySubmission = z.output<typeof StorySubmissionSchema>;

/**
 * PATCH /api/success-stories/:id. The author may change any submission field; admins (admins)
 * may set isVerified and isHidden. Who may send which field is decided by the server.
 */
export const StoryUpdateSchema = schemaOnFirstUse(() =>
  z
    .object({
      title: TitleSchema.optional(),
      content: ContentSchema.optional(),
      manifestationType: ManifestationTypeSchema.optional(),
      amountAchieved: z.preprocess(readMoney, AmountSchema.nullable().optional()),
      timeframe: TimeframeSchema.nullable().optional(),
      techniques: TechniquesSchema.optional(),
      isPublic: z.boolean().optional(),
      isVerified: z.boolean().optional(),
      isHidden: z.boolean().optional(),
    })
    .strict()
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      message: STORY_MESSAGES.nothingToUpdate,
    }),
);
export type StoryUpdate = z.output<typeof StoryUpdateSchema>;

export const MODERATION_FIELDS = ['isVerified', 'isHidden'] as const;

/** A story as the list shows it (docs/community.md). */
export const StorySchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    content: z.string(),
    manifestationType: ManifestationTypeSchema,
    createdAt: z.string(),
    likes: z.number().int(),
    isVerified: z.boolean(),
    amountAchieved: z.number().int().nullable(),
    timeframe: z.string().nullable(),
    techniques: z.array(z.string()),
    isPublic: z.boolean(),
    isHidden: z.boolean(),
    likedByMe: z.boolean(),
    isMine: z.boolean(),
    /** First name and last initial, e.g. 'Maya G.'. */
    authorName: z.string(),
    /** 'vip' for Premium members (VIP status, domain/plans/plans.ts), visible to everyone. */
    authorBadge: z.enum(['vip']).nullable(),
  }),
);
export type Story = z.infer<typeof StorySchema>;

export const LikeResultSchema = schemaOnFirstUse(() => z.object({ likes: z.number().int() }));

/** How a story's author is named on a card: first name and last initial, e.g. 'Maya G.'. */
export function authorDisplayName(firstName: string | null, lastName: string | null): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toUpperCase() ?? '';
  if (!first) return initial ? `${initial}.` : 'Community member';
  return initial ? `${first} ${initial}.` : first;
}
