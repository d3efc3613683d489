import { z } from 'zod';
import { DaySchema, daysBetween } from '#domain/shared/dates';
import { MOOD_RANGE } from '#domain/meditation/meditation';
import { RequestIdSchema } from '#domain/shared/request-id';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * The private journal (docs/journal.md): entries with text, a mood from 1 to 5, up to five emotions
 * from a fixed list and up to three gratitude lines. Several entries a day are allowed; "today's
 * entry" is the first one written for the day.
 */

/** The same 1 to 5 scale a meditation's mood before and after uses. */
export const MOOD_MIN = MOOD_RANGE.min;
export const MOOD_MAX = MOOD_RANGE.max;
export const TEXT_MAX = 10_000;
export const EMOTIONS_MAX = 5;
export const GRATITUDE_MAX = 3;
export const GRATITUDE_LINE_MAX = 200;
export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;
/** A search reads (and opens) the entries of at most this many days. */
export const SEARCH_SPAN_DAYS = 366;
const PAGE_DEFAULT = 20;
const PAGE_MAX = 50;

/** The five moods, as the member picks them. */
export const MOOD_LABELS: Record<number, string> = {
  1: 'Very low',
  2: 'Low',
  3: 'Steady',
  4: 'Good',
  5: 'Very good',
};

/** Sixteen emotions, eight pleasant and eight hard, in the order the picker shows them. */
export const EMOTION_IDS = [
  'grateful',
  'joyful',
  'calm',
  'hopeful',
  'proud',
  'loved',
  'energised',
  'curious',
  'anxious',
  'sad',
  'angry',
  'tired',
  'overwhelmed',
  'lonely',
  'frustrated',
  'restless',
] as const;
export type Emotion = (typeof EMOTION_IDS)[number];

export const EMOTION_LABELS: Record<Emotion, string> = {
  grateful: 'Grateful',
  joyful: 'Joyful',
  calm: 'Calm',
  hopeful: 'Hopeful',
  proud: 'Proud',
  loved: 'Loved',
  energised: 'Energised',
  curious: 'Curious',
  anxious: 'Anxious',
  sad: 'Sad',
  angry: 'Angry',
  tired: 'Tired',
  overwhelmed: 'Overwhelmed',
  lonely: 'Lonely',
  frustrated: 'Frustrated',
  restless: 'Restless',
};

const TextSchema = schemaOnFirstUse(() =>
  z
    .string({ message: 'must be text' })
    .trim()
    .min(1, 'must not be empty')
    .max(TEXT_MAX, `must be at most ${TEXT_MAX.toLocaleString('en')} characters`),
);
const MoodSchema = schemaOnFirstUse(() =>
  z
    .number({ message: `must be a whole number from ${MOOD_MIN} to ${MOOD_MAX}` })
    .int(`must be a whole number from ${MOOD_MIN} to ${MOOD_MAX}`)
    .min(MOOD_MIN, `must be a whole number from ${MOOD_MIN} to ${MOOD_MAX}`)
    .max(MOOD_MAX, `must be a whole number from ${MOOD_MIN} to ${MOOD_MAX}`),
);
const EmotionsSchema = schemaOnFirstUse(() =>
  z
    .array(z.enum(EMOTION_IDS, { message: `must be one of ${EMOTION_IDS.join(', ')}` }))
    .max(EMOTIONS_MAX, `must list at most ${EMOTIONS_MAX} emotions`)
    .refine((list) => new Set(list).size === list.length, 'must not list an emotion twice'),
);
const GratitudeSchema = schemaOnFirstUse(() =>
  z
    .array(
      z
        .string({ message: 'must be text' })
        .trim()
        .min(1, 'must not be empty')
        .max(GRATITUDE_LINE_MAX, `must be at most ${GRATITUDE_LINE_MAX} characters`),
    )
    .max(GRATITUDE_MAX, `must list at most ${GRATITUDE_MAX} things`),
);
const PromptIdSchema = schemaOnFirstUse(() =>
  z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a prompt id from the library'),
);
const IdSchema = schemaOnFirstUse(() => z.uuid({ message: 'must be a valid id' }));

const NOTHING_WRITTEN = 'write something, or give a mood or something you are grateful for';

/** POST /api/journal. */
export const CreateJournalEntrySchema = schemaOnFirstUse(() =>
  z
    .object({
      day: DaySchema.optional(),
      text: TextSchema.optional(),
      mood: MoodSchema.optional(),
      emotions: EmotionsSchema.optional(),
      gratitude: GratitudeSchema.optional(),
      promptId: PromptIdSchema.optional(),
      habitId: IdSchema.optional(),
      sessionId: IdSchema.optional(),
      requestId: RequestIdSchema,
    })
    .strict()
    .superRefine((value, context) => {
      if (value.text === undefined && value.mood === undefined && !value.gratitude?.length)
        context.addIssue({ code: 'custom', path: ['text'], message: NOTHING_WRITTEN });
    }),
);
export type CreateJournalEntry = z.infer<typeof CreateJournalEntrySchema>;

/** PATCH /api/journal/:id: the fields sent change; null clears a field that may be empty. */
export const UpdateJournalEntrySchema = schemaOnFirstUse(() =>
  z
    .object({
      day: DaySchema.optional(),
      text: TextSchema.nullable().optional(),
      mood: MoodSchema.nullable().optional(),
      emotions: EmotionsSchema.optional(),
      gratitude: GratitudeSchema.optional(),
      promptId: PromptIdSchema.nullable().optional(),
      habitId: IdSchema.nullable().optional(),
      sessionId: IdSchema.nullable().optional(),
    })
    .strict()
    .refine((value) => Object.values(value).some((field) => field !== undefined), {
      message: 'Nothing to update.',
    }),
);
export type UpdateJournalEntry = z.infer<typeof UpdateJournalEntrySchema>;

/** After a change an entry must still hold something (the same rule as a new one). */
export function entryHoldsSomething(entry: {
  text: string | null;
  mood: number | null;
  gratitude: string[];
}) {
  return entry.text !== null || entry.mood !== null || entry.gratitude.length > 0;
}
export const EMPTY_ENTRY_MESSAGE = `text: ${NOTHING_WRITTEN}`;

export const JournalEntrySchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    day: z.string(),
    text: z.string().nullable(),
    mood: z.number().int().nullable(),
    emotions: z.array(z.enum(EMOTION_IDS)),
    gratitude: z.array(z.string()),
    promptId: z.string().nullable(),
    /** The prompt's words, so an entry reads with the question it answered. */
    promptText: z.string().nullable(),
    habitId: z.string().nullable(),
    sessionId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export const JournalPageSchema = schemaOnFirstUse(() =>
  z.object({ entries: z.array(JournalEntrySchema), nextCursor: z.string().nullable() }),
);
export type JournalPage = z.infer<typeof JournalPageSchema>;

/** GET /api/journal?from=&to=&q=&cursor=&limit=. */
export const JournalQuerySchema = schemaOnFirstUse(() =>
  z
    .object({
      from: DaySchema.optional(),
      to: DaySchema.optional(),
      q: z
        .string()
        .trim()
        .min(SEARCH_MIN, `must be ${SEARCH_MIN} to ${SEARCH_MAX} characters`)
        .max(SEARCH_MAX, `must be ${SEARCH_MIN} to ${SEARCH_MAX} characters`)
        .optional(),
      cursor: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a cursor from a previous page')
        .optional(),
      limit: z.coerce
        .number({ message: `must be a whole number from 1 to ${PAGE_MAX}` })
        .int(`must be a whole number from 1 to ${PAGE_MAX}`)
        .min(1, `must be a whole number from 1 to ${PAGE_MAX}`)
        .max(PAGE_MAX, `must be a whole number from 1 to ${PAGE_MAX}`)
        .default(PAGE_DEFAULT),
    })
    .strict()
    .superRefine((value, context) => {
      if (value.from && value.to && value.from > value.to)
        context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      if (value.q === undefined) return;
      if (!value.from || !value.to)
        context.addIssue({
          code: 'custom',
          path: ['q'],
          message: 'needs from and to (a search covers a span of days)',
        });
      else if (daysBetween(value.from, value.to) >= SEARCH_SPAN_DAYS)
        context.addIssue({
          code: 'custom',
          path: ['q'],
          message: `needs from and to at most ${SEARCH_SPAN_DAYS} days apart`,
        });
    }),
);
export type JournalQuery = z.infer<typeof JournalQuerySchema>;

export const EntryIdParamsSchema = schemaOnFirstUse(() => z.object({ id: IdSchema }));

/** Whether an entry's words contain the search, ignoring case (text and gratitude lines). */
export function entryMatches(entry: Pick<JournalEntry, 'text' | 'gratitude'>, query: string): boolean {
  const needle = query.toLocaleLowerCase('en');
  return [entry.text ?? '', ...entry.gratitude].some((words) =>
    words.toLocaleLowerCase('en').includes(needle),
  );
}

/** A page boundary: the last entry shown, in the list's order (day, then writing order by id; both descending). */
export type JournalCursor = { day: string; id: string };

export function encodeCursor(cursor: JournalCursor): string {
  return btoa(`${cursor.day}|${cursor.id}`).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function decodeCursor(value: string): JournalCursor | null {
  try {
    const [day, id, extra] = atob(value.replaceAll('-', '+').replaceAll('_', '/')).split('|');
    if (!day || !id || extra !== undefined) return null;
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(day) ||
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)
    )
      return null;
    return { day, id };
  } catch {
    return null;
  }
}

/** Whether an entry comes after the cursor in the list's order (newest first). */
export function isAfterCursor(entry: JournalCursor, cursor: JournalCursor): boolean {
  return entry.day !== cursor.day ? entry.day < cursor.day : entry.id < cursor.id;
}

/** GET /api/journal/today: the day, tonight's moon phase, the day's prompt and the day's first entry. */
export const JournalTodaySchema = schemaOnFirstUse(() =>
  z.object({
    day: z.string(),
    phase: z.string(),
    prompt: z.object({ id: z.string(), text: z.string() }),
    entry: JournalEntrySchema.nullable(),
  }),
);
export type JournalToday = z.infer<typeof JournalTodaySchema>;
