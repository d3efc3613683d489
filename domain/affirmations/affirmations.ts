import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { DaySchema } from '#domain/shared/dates';

/** Affirmations: the contract the server validates with and the client types come from. */

export const COHERENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type CoherenceLevel = (typeof COHERENCE_LEVELS)[number];

/** One generated set. docs/affirmations.md: the free plan allows 3 AI affirmations a day, i.e. one set. */
export const AFFIRMATIONS_PER_SET = 3;
export const AFFIRMATION_MIN_LENGTH = 10;
export const AFFIRMATION_MAX_LENGTH = 200;
/** A user never gets the same affirmation twice within this many days. */
export const REPEAT_WINDOW_DAYS = 30;
/**
 * A generate request that arrives within this time of the day's newest set answers that set instead
 * of writing another: a double click, a retry or a second tab must not produce two sets. A later
 * "Generate New" adds a new numbered set for the day.
 */
export const REGENERATE_GUARD_MS = 10_000;

export const AffirmationSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    content: z.string(),
    coherenceLevel: z.enum(COHERENCE_LEVELS),
    /** The solfeggio tone (Hz) the affirmation is tuned to; optional in the spec, null when unknown. */
    frequency: z.number().int().nullable(),
    isLiked: z.boolean(),
    /** 1 for the day's first set, 2 for the next "Generate New", and so on. */
    batch: z.number().int().min(1),
    day: z.string(),
    createdAt: z.string(),
  }),
);
export type Affirmation = z.infer<typeof AffirmationSchema>;

/** The day's affirmations, newest set first, in the order they were written within a set. */
export const AffirmationListSchema = schemaOnFirstUse(() => z.array(AffirmationSchema));

export const AffirmationsQuerySchema = schemaOnFirstUse(() => z.object({ date: DaySchema.optional() }));

export const GenerateAffirmationsResultSchema = schemaOnFirstUse(() =>
  z.object({
    /** false when the request was a repeat inside REGENERATE_GUARD_MS and the existing set is returned. */
    created: z.boolean(),
    date: z.string(),
    affirmations: AffirmationListSchema,
  }),
);
export type GenerateAffirmationsResult = z.infer<typeof GenerateAffirmationsResultSchema>;

/** "My affirmations": the member's liked lines, most recently liked first, a page at a time. */
const LIKED_PAGE_SIZE = 20;
const LIKED_PAGE_MAX = 50;

export const LikedAffirmationsQuerySchema = schemaOnFirstUse(() =>
  z.object({
    /** Opaque position after the last line of the previous page. */
    cursor: z.string().min(1).max(200).optional(),
    limit: z.coerce
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(LIKED_PAGE_MAX, `must be at most ${LIKED_PAGE_MAX}`)
      .default(LIKED_PAGE_SIZE),
  }),
);

export const LikedAffirmationsSchema = schemaOnFirstUse(() =>
  z.object({ affirmations: AffirmationListSchema, nextCursor: z.string().nullable() }),
);
export type LikedAffirmations = z.infer<typeof LikedAffirmationsSchema>;

/**
 * Who writes the daily affirmations on this server: the written library, or a chat model
 * (AI_BASE_URL and AI_MODEL). Labels say "AI" only for the model.
 */
export const AffirmationWriterSchema = schemaOnFirstUse(() =>
  z.object({ writer: z.enum(['library', 'model']) }),
);

/** Playing a line aloud: how many times it is spoken over the soundscape. */
export const PLAY_ALOUD_MIN = 1;
export const PLAY_ALOUD_MAX = 20;
export const PLAY_ALOUD_DEFAULT = 3;
/** Silence between two repetitions, so each one can land. */
export const PLAY_ALOUD_PAUSE_MS = 4_000;

/** A repeat count the player accepts: whole, within PLAY_ALOUD_MIN..PLAY_ALOUD_MAX. */
export function clampRepeats(value: number): number {
  if (!Number.isFinite(value)) return PLAY_ALOUD_DEFAULT;
  return Math.min(PLAY_ALOUD_MAX, Math.max(PLAY_ALOUD_MIN, Math.round(value)));
}

/** One library category and how many written lines it holds. */
export const AffirmationCategoriesSchema = schemaOnFirstUse(() =>
  z.array(z.object({ id: z.string(), name: z.string(), count: z.number().int().min(0) })),
);
export type AffirmationCategorySummary = z.infer<typeof AffirmationCategoriesSchema>[number];

export const UpdateAffirmationSchema = schemaOnFirstUse(() =>
  z.object({ isLiked: z.boolean({ message: 'must be true or false' }) }).strict(),
);

/** docs/affirmations.md, word for word. */
export const AFFIRMATION_TEXT = {
  title: "Today's Quantum Affirmations",
  emptyTitle: 'No affirmations for today',
  emptyAction: 'Generate Your First Affirmations',
  generateNew: 'Generate New',
  generatedTitle: 'New affirmations generated',
  generatedDescription: 'Your personalized quantum affirmations are ready',
  failedTitle: 'Generation failed',
  failedFallback: 'Unable to generate new affirmations. Please try again.',
} as const;

/** What the selection may know about the member (all of it the member's own data). */
export type GoalInput = { title: string; targetAmount: number | null; manifestationDate: string };
export type HabitInput = { title: string; category: string };
export type PracticeInput = {
  /** Days in a row with practice, up to today. */
  streak: number;
  /** True when the member practised today after a break of at least RETURN_BREAK_DAYS days. */
  returnedToday: boolean;
  minutesLast7Days: number;
};

/** Days without practice that make the next practised day a return. */
export const RETURN_BREAK_DAYS = 3;

export type AffirmationContext = {
  today: string;
  /** The member's current new-moon intention, in their words; read for topics only, never quoted. */
  intention: string | null;
  goals: GoalInput[];
  habits: HabitInput[];
  /** Today's moon phase name, e.g. 'Waxing Crescent'; null when not known. */
  moonPhase: string | null;
  practice: PracticeInput;
  /** Every affirmation the member received in the last REPEAT_WINDOW_DAYS days. */
  recent: string[];
};

export type GeneratedAffirmation = {
  content: string;
  coherenceLevel: CoherenceLevel;
  frequency: number;
};

/** Comparison key for "the same affirmation": case, spacing and punctuation do not count. */
export function affirmationKey(content: string): string {
  return content
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
