import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { MEDITATION_CATALOGUE, MEDITATION_TYPES, type CatalogueSession } from './meditation';
import { PlanIdSchema, type PlanId } from '#domain/plans/plans';

/**
 * The meditation library: the spec's four catalogue sessions first, in order and free, then the
 * Pro library ("Advanced meditation library", docs/plans.md). Every session has a script
 * (meditation-script-index). The server decides `locked` per member (GET /api/meditations).
 */

export const MEDITATION_THEMES = [
  'morning',
  'focus',
  'abundance',
  'gratitude',
  'confidence',
  'sleep',
  'evening',
  'body-scan',
] as const;
export type MeditationTheme = (typeof MEDITATION_THEMES)[number];

export const THEME_LABELS: Record<MeditationTheme, string> = {
  morning: 'Morning',
  focus: 'Focus',
  abundance: 'Abundance',
  gratitude: 'Gratitude',
  confidence: 'Confidence',
  sleep: 'Sleep',
  evening: 'Evening',
  'body-scan': 'Body scan',
};

export type LibrarySession = CatalogueSession & {
  theme: MeditationTheme;
  plan: PlanId;
  /** A sleep story: the player starts it with the sleep timer set to its length (sleep-story-timer.ts). */
  sleepStory?: true;
};

const CATALOGUE_THEMES: Record<string, MeditationTheme> = {
  'abundance-alignment': 'abundance',
  'quantum-manifestation': 'focus',
  'financial-freedom': 'confidence',
  'cosmic-wealth-attunement': 'evening',
};

const pro = (session: Omit<LibrarySession, 'plan'>): LibrarySession => ({ ...session, plan: 'pro' });

export const MEDITATION_LIBRARY: readonly LibrarySession[] = [
  ...MEDITATION_CATALOGUE.map((session) => ({
    ...session,
    theme: CATALOGUE_THEMES[session.id] ?? 'abundance',
    plan: 'free' as const,
  })),
  {
    id: 'first-breath',
    title: 'First Breath',
    duration: 5,
    type: 'guided',
    theme: 'abundance',
    description: 'Five gentle minutes for beginners: slow the breath and meet money with a calmer mind.',
    plan: 'free',
  },
  pro({
    id: 'morning-intention',
    title: 'Morning Intention',
    duration: 10,
    type: 'guided',
    theme: 'morning',
    description: 'Choose one word for the day and rehearse living it before you start.',
  }),
  pro({
    id: 'sunrise-breath',
    title: 'Sunrise Breath',
    duration: 8,
    type: 'guided',
    theme: 'morning',
    description: 'An even, wakeful breath with the feeling of sunlight at your back.',
  }),
  pro({
    id: 'deep-focus',
    title: 'Deep Work Focus',
    duration: 15,
    type: 'guided',
    theme: 'focus',
    description: 'Gather scattered attention and pick the one task worth the next hour.',
  }),
  pro({
    id: 'focus-field',
    title: 'Focus Field',
    duration: 20,
    type: 'ambient',
    theme: 'focus',
    description: 'A quiet soundscape to work inside, with a bell every five minutes.',
  }),
  pro({
    id: 'gratitude-ledger',
    title: 'Gratitude Ledger',
    duration: 10,
    type: 'guided',
    theme: 'gratitude',
    description: 'Fill a ledger kept only for good things, one entry at a time.',
  }),
  pro({
    id: 'confident-ask',
    title: 'The Confident Ask',
    duration: 12,
    type: 'guided',
    theme: 'confidence',
    description: 'Rehearse a conversation that matters, calm and steady, before you have it.',
  }),
  pro({
    id: 'generous-heart',
    title: 'Generous Heart',
    duration: 15,
    type: 'guided',
    theme: 'abundance',
    description: 'Feel giving and receiving as one flow running through your hands.',
  }),
  pro({
    id: 'evening-review',
    title: 'Evening Review',
    duration: 10,
    type: 'guided',
    theme: 'evening',
    description: 'Look back over the day kindly, keep one lesson, and let the rest go.',
  }),
  pro({
    id: 'sleep-descent',
    title: 'Slow Descent to Sleep',
    duration: 20,
    type: 'guided',
    theme: 'sleep',
    description: 'Ten soft steps down into a warm, quiet room, then only sound.',
  }),
  pro({
    id: 'night-tide',
    title: 'Night Tide',
    duration: 30,
    type: 'ambient',
    theme: 'sleep',
    description: 'A long, nearly wordless soundscape for lying back in the dark.',
  }),
  pro({
    id: 'full-body-scan',
    title: 'Full Body Scan',
    duration: 20,
    type: 'guided',
    theme: 'body-scan',
    description: 'Move attention slowly from the feet to the face, simply noticing.',
  }),
  pro({
    id: 'body-reset',
    title: 'Five-Minute Body Reset',
    duration: 5,
    type: 'guided',
    theme: 'body-scan',
    description: 'A quick scan for held tension between meetings.',
  }),
  pro({
    id: 'night-ferry',
    title: 'The Night Ferry',
    duration: 22,
    type: 'guided',
    theme: 'sleep',
    sleepStory: true,
    description:
      'A sleep story: the last slow crossing of a calm bay, under the stars, wrapped in a warm blanket.',
  }),
  pro({
    id: 'orchard-house',
    title: 'The Orchard House',
    duration: 23,
    type: 'guided',
    theme: 'sleep',
    sleepStory: true,
    description:
      'A sleep story: a late-summer evening in an old orchard, a simple supper and a deep bed under the eaves.',
  }),
  pro({
    id: 'snow-train',
    title: 'The Snow Train',
    duration: 25,
    type: 'guided',
    theme: 'sleep',
    sleepStory: true,
    description:
      'A sleep story: a night train north through falling snow, a narrow bunk and a heavy wool blanket.',
  }),
  pro({
    id: 'rain-library',
    title: 'The Library in the Rain',
    duration: 22,
    type: 'guided',
    theme: 'sleep',
    sleepStory: true,
    description:
      'A sleep story: an old library on a wet autumn night, a book of maps and an armchair by the fire.',
  }),
];

export function findLibrarySession(id: string): LibrarySession | undefined {
  return MEDITATION_LIBRARY.find((session) => session.id === id);
}

const MeditationListItemSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    theme: z.enum(MEDITATION_THEMES),
    type: z.enum(MEDITATION_TYPES),
    duration: z.number().int(),
    description: z.string(),
    plan: PlanIdSchema,
    locked: z.boolean(),
  }),
);
export type MeditationListItem = z.infer<typeof MeditationListItemSchema>;

export const MeditationListSchema = schemaOnFirstUse(() => z.array(MeditationListItemSchema));

/** `GET /api/meditations/:id`: the list item and its script, cue by cue (seconds from the start). */
export const MeditationDetailSchema = schemaOnFirstUse(() =>
  MeditationListItemSchema.unwrap().extend({
    cues: z.array(
      z.object({
        atSeconds: z.number().int(),
        text: z.string(),
        silenceAfterSeconds: z.number().int().optional(),
      }),
    ),
  }),
);
export type MeditationDetail = z.infer<typeof MeditationDetailSchema>;

/** A library id as it may appear in a URL: lowercase words joined by hyphens. */
export const MeditationIdParamsSchema = schemaOnFirstUse(() =>
  z.object({
    id: z
      .string()
      .max(80)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'must be a meditation id such as first-breath' }),
  }),
);

/** The library as one member sees it: `unlocked` says whether their plan includes the Pro library. */
export function libraryFor(unlocked: boolean): MeditationListItem[] {
  return MEDITATION_LIBRARY.map(({ id, title, theme, type, duration, description, plan }) => ({
    id,
    title,
    theme,
    type,
    duration,
    description,
    plan,
    locked: plan !== 'free' && !unlocked,
  }));
}
