import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { ReminderTimeSchema } from '#domain/account/account';
import { DaySchema } from '#domain/shared/dates';
import { RequestIdSchema } from '#domain/shared/request-id';

/** docs/habits.md: habit categories, in the order the filters show them, with their labels. */
export const HABIT_CATEGORIES = ['financial', 'mindset', 'business', 'learning', 'networking'] as const;
export type HabitCategory = (typeof HABIT_CATEGORIES)[number];

export const HABIT_CATEGORY_LABELS: Record<HabitCategory, string> = {
  financial: 'Financial Actions',
  mindset: 'Mindset Shifts',
  business: 'Business Building',
  learning: 'Wealth Education',
  networking: 'Network Expansion',
};

export const HABIT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];

export const HABIT_FREQUENCY_LABELS: Record<HabitFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** The unit a streak is counted in, singular and plural, for "3 day streak" / "2 weeks". */
export const STREAK_UNITS: Record<HabitFrequency, { one: string; many: string }> = {
  daily: { one: 'day', many: 'days' },
  weekly: { one: 'week', many: 'weeks' },
  monthly: { one: 'month', many: 'months' },
};

export const HABIT_DEFAULTS = { category: 'financial', frequency: 'daily' } as const satisfies {
  category: HabitCategory;
  frequency: HabitFrequency;
};

export const HABIT_TITLE_MAX = 100;
export const HABIT_DESCRIPTION_MAX = 500;
export const HABIT_UNIT_MAX = 30;
const HABIT_TARGET_MAX = 1_000_000_000;
/** docs/habits.md: loading skeletons for habits. */
export const HABIT_SKELETON_COUNT = 5;

/** docs/habits.md: toasts, word for word. */
export const HABIT_MESSAGES = {
  toggleFailed: 'Failed to update habit. Please try again.',
  addFailed: 'Failed to add habit. Please try again.',
  updatedTitle: 'Habit Updated!',
  updatedDescription: 'Your wealth-building progress has been recorded',
  addedTitle: 'Habit Added!',
  addedDescription: 'Your custom wealth habit has been created',
  editedDescription: 'Your changes have been saved.',
  archivedTitle: 'Habit Archived',
  archivedDescription: 'Restore it any time from Archived habits.',
  restoredTitle: 'Habit Restored',
  restoredDescription: 'It is back on your list.',
  deletedTitle: 'Habit Deleted',
  deletedDescription: (title: string) => `“${title}” and its history were removed.`,
  deleteFailed: 'Failed to delete habit. Please try again.',
} as const;

const CategorySchema = z.enum(HABIT_CATEGORIES, {
  message: `must be one of ${HABIT_CATEGORIES.join(', ')}`,
});
const FrequencySchema = z.enum(HABIT_FREQUENCIES, {
  message: `must be one of ${HABIT_FREQUENCIES.join(', ')}`,
});

const TitleSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be blank')
    .max(HABIT_TITLE_MAX, `must be at most ${HABIT_TITLE_MAX} characters`),
);

const DescriptionSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(HABIT_DESCRIPTION_MAX, `must be at most ${HABIT_DESCRIPTION_MAX} characters`)
    .nullish()
    .transform((value) => value ?? ''),
);

const TargetValueSchema = schemaOnFirstUse(() =>
  z
    .number({ message: 'must be a number or null' })
    .positive('must be greater than 0')
    .max(HABIT_TARGET_MAX, `must be at most ${HABIT_TARGET_MAX}`)
    .nullish()
    .transform((value) => value ?? null),
);

/** docs/habits.md: an empty unit is stored as null. */
const UnitSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'must be text or null' })
    .trim()
    .max(HABIT_UNIT_MAX, `must be at most ${HABIT_UNIT_MAX} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
);

/** POST /api/wealth-habits. `date` is the day the habit starts; it defaults to the user's today. */
export const CreateHabitSchema = schemaOnFirstUse(() =>
  z
    .object({
      title: TitleSchema,
      description: DescriptionSchema,
      category: CategorySchema.default(HABIT_DEFAULTS.category),
      frequency: FrequencySchema.default(HABIT_DEFAULTS.frequency),
      targetValue: TargetValueSchema,
      unit: UnitSchema,
      date: DaySchema.optional(),
      requestId: RequestIdSchema,
      /** Local 'HH:MM' for this habit's own push reminder, or null for none. */
      reminderTime: ReminderTimeSchema.optional(),
    })
    .strict(),
);
export type CreateHabit = z.infer<typeof CreateHabitSchema>;

/**
 * PATCH /api/wealth-habits/:id: edit or archive. The frequency is fixed once a habit exists, because
 * its completions are keyed by period and would no longer line up with a different frequency.
 */
export const UpdateHabitSchema = schemaOnFirstUse(() =>
  z
    .object({
      title: TitleSchema.optional(),
      description: DescriptionSchema.optional(),
      category: CategorySchema.optional(),
      targetValue: TargetValueSchema.optional(),
      unit: UnitSchema.optional(),
      isArchived: z.boolean({ message: 'must be true or false' }).optional(),
      reminderTime: ReminderTimeSchema.optional(),
    })
    .strict()
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      message: 'Nothing to update.',
    }),
);
export type UpdateHabit = z.infer<typeof UpdateHabitSchema>;

/** `?date=YYYY-MM-DD` on every per-date habit route; the server defaults it to the user's today. */
export const HabitDateQuerySchema = schemaOnFirstUse(() => z.object({ date: DaySchema.optional() }));

/**
 * POST /api/wealth-habits/:id/toggle: `completed` names the state the member wants, so a retried
 * request (lost answer, offline replay) cannot undo itself; without it the state flips.
 */
export const HabitToggleQuerySchema = schemaOnFirstUse(() =>
  HabitDateQuerySchema.unwrap().extend({
    completed: z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
  }),
);

/** The Wealth habit entity (docs/habits.md) as seen on one date. */
export const HabitSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(HABIT_CATEGORIES),
    frequency: z.enum(HABIT_FREQUENCIES),
    targetValue: z.number().nullable(),
    unit: z.string().nullable(),
    /** The day the habit started (sent on create). */
    date: z.string(),
    /** Done in the period (day, ISO week or month) that contains the requested date. */
    isCompleted: z.boolean(),
    /** Consecutive periods done; see currentStreak in domain/habits/periods.ts. */
    streak: z.number().int().min(0),
    totalCompletions: z.number().int().min(0),
    isArchived: z.boolean(),
    /** The period containing the requested date is skipped (transparent to the streak). */
    isSkipped: z.boolean(),
    reminderTime: z.string().nullable(),
    /** Days ticked whose period overlaps the 12-week heatmap ending on the requested date's week. */
    recentCompletions: z.array(z.string()),
  }),
);
export type Habit = z.infer<typeof HabitSchema>;

export const HabitListSchema = schemaOnFirstUse(() => z.array(HabitSchema));

/** Habit analytics (docs/habits.md); definitions in domain/habits/analytics.ts. */
export const HabitAnalyticsSchema = schemaOnFirstUse(() =>
  z.object({
    totalHabits: z.number().int().min(0),
    averageStreak: z.number().min(0),
    bestCategory: z.enum(HABIT_CATEGORIES).nullable(),
    weeklyCompletion: z.number().int().min(0).max(100),
  }),
);
export type HabitAnalytics = z.infer<typeof HabitAnalyticsSchema>;

/** docs/habits.md: streak colour bands start at 3, 7, 14 and 30; 'Hot Streak' shows from 7. */
const STREAK_BANDS = [3, 7, 14, 30] as const;
const HOT_STREAK_MIN = 7;
export type StreakBand = 'none' | 'warm' | 'hot' | 'blazing' | 'legendary';

const BAND_NAMES: StreakBand[] = ['warm', 'hot', 'blazing', 'legendary'];

/** The colour band for a streak, counted in the habit's own periods (days, weeks or months). */
export function streakBand(streak: number): StreakBand {
  let band: StreakBand = 'none';
  STREAK_BANDS.forEach((threshold, index) => {
    if (streak >= threshold) band = BAND_NAMES[index] ?? band;
  });
  return band;
}

export const isHotStreak = (streak: number) => streak >= HOT_STREAK_MIN;

export function streakText(streak: number, frequency: HabitFrequency): string {
  const unit = STREAK_UNITS[frequency];
  return `${streak} ${streak === 1 ? unit.one : unit.many}`;
}

/**
 * Skipping a habit period (docs/practice.md): like a rest day, transparent to the habit's streak.
 * At most HABIT_SKIPS_PER_MONTH per habit per calendar month (of the chosen day), for yesterday's
 * period or later ones.
 */
export const HABIT_SKIPS_PER_MONTH = 4;
export const HabitSkipBodySchema = schemaOnFirstUse(() => z.object({ date: DaySchema }).strict());
export const HabitSkipParamsSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.uuid({ message: 'must be a valid id' }),
    date: DaySchema,
  }),
);
export const HABIT_SKIP_MESSAGES = {
  monthFull: `This habit already has ${HABIT_SKIPS_PER_MONTH} skips this month, the most a month can hold.`,
  done: 'This period is already done: there is nothing to skip.',
  tooLate: 'date: a period can be skipped ahead of time or for yesterday, not further back',
  notSkipped: 'That period is not skipped.',
} as const;
