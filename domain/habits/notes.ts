import { z } from 'zod';
import { DaySchema, daysBetween } from '#domain/shared/dates';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * A note on one day of a habit (docs/habits.md, "Notes"): any day from the habit's start day to the
 * member's today, done or not, archived habits too. Sealed at rest like journal text.
 */
export const HABIT_NOTE_MAX = 500;
/** A list of notes covers at most this many days. */
const HABIT_NOTES_SPAN_DAYS = 400;

export const HabitNoteBodySchema = schemaOnFirstUse(() =>
  z
    .object({
      text: z
        .string({ message: 'must be text' })
        .trim()
        .min(1, `must be 1 to ${HABIT_NOTE_MAX} characters`)
        .max(HABIT_NOTE_MAX, `must be 1 to ${HABIT_NOTE_MAX} characters`),
    })
    .strict(),
);

export const HabitNoteParamsSchema = schemaOnFirstUse(() =>
  z.object({ id: z.uuid({ message: 'must be a valid id' }), date: DaySchema }),
);

export const HabitNoteSchema = schemaOnFirstUse(() =>
  z.object({ habitId: z.string(), date: z.string(), text: z.string() }),
);
export type HabitNote = z.infer<typeof HabitNoteSchema>;

export const HabitNoteListSchema = schemaOnFirstUse(() => z.array(HabitNoteSchema));

/** GET /api/wealth-habits/notes?from=&to=: every note of the member's habits in a span of days. */
export const HabitNotesQuerySchema = schemaOnFirstUse(() =>
  z
    .object({ from: DaySchema, to: DaySchema })
    .strict()
    .superRefine((value, context) => {
      if (value.from > value.to)
        context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      else if (daysBetween(value.from, value.to) >= HABIT_NOTES_SPAN_DAYS)
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `must be at most ${HABIT_NOTES_SPAN_DAYS} days after from`,
        });
    }),
);

export const HABIT_NOTE_MESSAGES = {
  beforeStart: 'date: a note can be written from the habit’s first day',
  future: 'date: a note can be written up to today, not ahead',
  noNote: 'That day has no note.',
} as const;
