import { z } from 'zod';
import { RequestIdSchema } from '#domain/shared/request-id';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { DaySchema } from '#domain/shared/dates';

/**
 * Daily rituals: a fresh set of five good rituals for each local day (created on the first read of
 * that day), plus the user's own additions. Completing one writes the practice log.
 */
export const DEFAULT_RITUALS = [
  'Gratitude journal: write three things you are thankful for',
  'Five-minute abundance visualization',
  'Speak your wealth affirmations aloud',
  'Take one inspired action toward your biggest goal',
  'Evening reflection: note one sign of abundance today',
] as const;

/** The default ritual that opens today's journal entry (docs/journal.md). */
export const GRATITUDE_RITUAL: string = DEFAULT_RITUALS[0];

const RITUAL_TITLE_MAX = 120;
/** Enough for any real routine, small enough that nobody can fill the table from one account. */
export const MAX_RITUALS_PER_DAY = 20;

/**
 * A ritual may be ticked on its own day only. "Today" is the user's stored zone; the browser's day
 * can be one off around midnight or while travelling, so one day either side is accepted.
 */
export const RITUAL_DAY_TOLERANCE = 1;

export const RITUAL_MESSAGES = {
  tooMany: `You can keep up to ${MAX_RITUALS_PER_DAY} rituals a day.`,
  notToday: 'Rituals can only be completed on their own day.',
  futureDay: 'Rituals can only be listed up to tomorrow.',
} as const;

export const RitualSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    date: DaySchema,
    isCompleted: z.boolean(),
    /** ISO timestamp, or null while pending. */
    completedAt: z.string().nullable(),
    isCustom: z.boolean(),
  }),
);

export const RitualListSchema = schemaOnFirstUse(() => z.array(RitualSchema));

export type Ritual = z.infer<typeof RitualSchema>;

export const RitualsQuerySchema = schemaOnFirstUse(() => z.object({ date: DaySchema }));

export const RitualTitleSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'Enter a ritual.' })
    .trim()
    .min(1, 'Enter a ritual.')
    .max(RITUAL_TITLE_MAX, `Keep a ritual under ${RITUAL_TITLE_MAX} characters.`),
);

export const CreateRitualSchema = schemaOnFirstUse(() =>
  z.object({ title: RitualTitleSchema, date: DaySchema, requestId: RequestIdSchema }).strict(),
);

export type CreateRitual = z.infer<typeof CreateRitualSchema>;

/**
 * PATCH /api/daily-rituals/:id (docs/rituals.md): pending -> completed with completedAt now;
 * completed -> pending with completedAt null.
 */
export const UpdateRitualSchema = schemaOnFirstUse(() =>
  z
    .object({
      isCompleted: z.boolean({ message: 'must be true or false' }),
      completedAt: z.iso
        .datetime({ offset: true, message: 'must be an ISO date-time' })
        .nullable()
        .optional(),
    })
    .strict()
    .refine((value) => value.isCompleted || !value.completedAt, {
      message: 'must be null when the ritual is not completed',
      path: ['completedAt'],
    }),
);

export type UpdateRitual = z.infer<typeof UpdateRitualSchema>;
