import { z } from 'zod';
import { RequestIdSchema } from '#domain/shared/request-id';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { readMoney } from '#domain/shared/money';
import { daysBetween, isValidDay, localDay, type Day } from '#domain/shared/dates';
import { madeOnFirstUse } from '#domain/shared/made-on-first-use';

/** docs/goals.md: the goal form's messages and toasts, word for word. */
export const GOAL_MESSAGES = {
  invalidDateTitle: 'Invalid Date',
  dateRequired: 'Please select a manifestation date.',
  dateInvalid: 'Please select a valid manifestation date.',
  titleRequired: 'Please enter a title for your goal.',
  createdTitle: 'Goal Created',
  createdDescription: 'Your quantum goal has been set successfully!',
  errorTitle: 'Error',
  createFallback: 'Failed to create quantum goal. Please try again.',
  updateFallback: 'Failed to update your goal. Please try again.',
  duplicateTitle: 'You already have a goal with this title.',
  amountInvalid: 'Enter an amount of at least $1, such as 1,500 or $500.',
} as const;

const GOAL_TITLE_MAX = 120;
const GOAL_DESCRIPTION_MAX = 1000;
/** One trillion dollars: generous for any dream, and far inside exact integer range. */
const GOAL_TARGET_MAX = 1_000_000_000_000;

const TitleSchema = schemaOnFirstUse(() =>
  z
    .string({ message: GOAL_MESSAGES.titleRequired })
    .trim()
    .min(1, GOAL_MESSAGES.titleRequired)
    .max(GOAL_TITLE_MAX, `Keep the title under ${GOAL_TITLE_MAX} characters.`),
);

const DescriptionSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(GOAL_DESCRIPTION_MAX, `Keep the description under ${GOAL_DESCRIPTION_MAX} characters.`),
);

const TargetAmountSchema = schemaOnFirstUse(() =>
  z
    .number({ message: 'must be a whole number of dollars' })
    .int('must be a whole number of dollars')
    .min(1, 'must be at least $1')
    .max(GOAL_TARGET_MAX, 'must be at most $1,000,000,000,000'),
);

const ManifestationDateSchema = schemaOnFirstUse(() =>
  z
    .string({ message: GOAL_MESSAGES.dateRequired })
    .trim()
    .min(1, GOAL_MESSAGES.dateRequired)
    .refine(isValidDay, GOAL_MESSAGES.dateInvalid),
);

/** POST /api/quantum-goals. An empty description counts as none (docs/goals.md). */
export const CreateGoalSchema = schemaOnFirstUse(() =>
  z
    .object({
      title: TitleSchema,
      description: DescriptionSchema.optional(),
      targetAmount: z.preprocess(readMoney, TargetAmountSchema.optional()),
      manifestationDate: ManifestationDateSchema,
      requestId: RequestIdSchema,
    })
    .strict(),
);

/** PATCH /api/quantum-goals/:id: any of the fields; null or '' clears description and target. */
export const UpdateGoalSchema = schemaOnFirstUse(() =>
  z
    .object({
      title: TitleSchema.optional(),
      description: DescriptionSchema.nullable().optional(),
      targetAmount: z.preprocess(readMoney, TargetAmountSchema.nullable().optional()),
      manifestationDate: ManifestationDateSchema.optional(),
      currentProgress: z
        .number({ message: 'must be a number from 0 to 100' })
        .int('must be a whole percent')
        .min(0, 'must be from 0 to 100')
        .max(100, 'must be from 0 to 100')
        .optional(),
    })
    .strict()
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      message: 'Nothing to update.',
    }),
);

export type CreateGoal = z.infer<typeof CreateGoalSchema>;
export type UpdateGoal = z.infer<typeof UpdateGoalSchema>;

export const GoalSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    targetAmount: z.number().int().nullable(),
    manifestationDate: z.string(),
    probability: z.number().int().min(0).max(100),
    currentProgress: z.number().int().min(0).max(100),
    createdAt: z.string(),
  }),
);

export const GoalListSchema = schemaOnFirstUse(() => z.array(GoalSchema));
export type Goal = z.infer<typeof GoalSchema>;

/**
 * Manifestation probability (0-100) from progress against the time elapsed toward the date:
 *
 *   p = currentProgress / 100                           work done
 *   e = days since the goal was set / days it was given  time used, clamped to 0-1 (1 once due)
 *   pace = min(1, (p + 0.1) / (e + 0.1))                 1 when on or ahead of schedule
 *   probability = round(100 * (p + (1 - p) * 0.7 * pace))
 *
 * The done share counts in full; the remaining share is credited at 70 % when on pace, less the
 * further behind schedule. The 0.1 smooths the first days. So a new goal starts at 70, halfway on
 * pace is 85, halfway with nothing done is 12, and 100 % progress is 100.
 */
const PROBABILITY_ON_PACE_CREDIT = 0.7;

/** How the probability is made, in one sentence, wherever it is shown (its tooltip). */
export const PROBABILITY_EXPLANATION =
  'How it is made: the share of the goal you have done counts in full, and the rest counts at 70% while you are on schedule, less the further behind you fall; a new goal starts at 70%.';
const PACE_SMOOTHING = 0.1;

export function goalProbability(input: { progress: number; setOn: Day; dueOn: Day; today: Day }): number {
  const p = Math.min(1, Math.max(0, input.progress / 100));
  const allowed = daysBetween(input.setOn, input.dueOn);
  const used = daysBetween(input.setOn, input.today);
  const e = allowed <= 0 ? (used >= allowed ? 1 : 0) : Math.min(1, Math.max(0, used / allowed));
  const pace = Math.min(1, (p + PACE_SMOOTHING) / (e + PACE_SMOOTHING));
  return Math.round(100 * (p + (1 - p) * PROBABILITY_ON_PACE_CREDIT * pace));
}

/** docs/goals.md: colour bands at 80, 60 and 40. */
export type ProbabilityBand = 'excellent' | 'good' | 'fair' | 'low';

export function probabilityBand(probability: number): ProbabilityBand {
  if (probability >= 80) return 'excellent';
  if (probability >= 60) return 'good';
  if (probability >= 40) return 'fair';
  return 'low';
}

/**
 * Days left until the manifestation day, rounded up and floored at 0 (docs/goals.md): at any time
 * during the day before it is 1; on the day itself and after it, 0. Counted in the user's calendar
 * days, which is the time left until the start of that day rounded up, except that a 23- or 25-hour
 * daylight-saving day still counts as one day.
 */
export function daysRemaining(dueOn: Day, now: Date, timeZone: string): number {
  return Math.max(0, daysBetween(localDay(now, timeZone), dueOn));
}

const usd = madeOnFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/** docs/goals.md: USD with no decimals, e.g. $1,500,000. */
export const formatUsd = (amount: number): string => usd().format(amount);
