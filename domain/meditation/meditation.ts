import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { DaySchema, addDays, dayToDate, type Day } from '#domain/shared/dates';
import { RequestIdSchema } from '#domain/shared/request-id';

/** The meditation catalogue, binaural presets and the /api/meditation-sessions contracts (docs/meditation.md). */

export const MEDITATION_TYPES = ['guided', 'ambient'] as const;
export type MeditationType = (typeof MEDITATION_TYPES)[number];

export type CatalogueSession = {
  id: string;
  title: string;
  /** Minutes. */
  duration: number;
  description: string;
  type: MeditationType;
  /** A custom meditation carries its own cues and sound; built-in sessions have scripts by id. */
  custom?: CustomSound;
};

/** The sound a custom meditation asks for when picked (applied to the player's controls). */
type CustomSound = {
  cues: readonly { at: number; text: string }[];
  soundscapes: Partial<Record<string, number>>;
  presetId: string | null;
  beatMode: 'binaural' | 'isochronic';
  bellIntervalMinutes: number;
};

export const MEDITATION_CATALOGUE: readonly CatalogueSession[] = [
  {
    id: 'abundance-alignment',
    title: 'Abundance Alignment',
    duration: 15,
    description: 'Settle the breath and tune your attention to the abundance already around you.',
    type: 'guided',
  },
  {
    id: 'quantum-manifestation',
    title: 'Quantum Manifestation',
    duration: 20,
    description: 'Hold a clear intention and rehearse the feeling of it already being real.',
    type: 'guided',
  },
  {
    id: 'financial-freedom',
    title: 'Financial Freedom Meditation',
    duration: 12,
    description: 'Release money worries and picture the calm of a life with room to breathe.',
    type: 'guided',
  },
  {
    id: 'cosmic-wealth-attunement',
    title: 'Cosmic Wealth Attunement',
    duration: 25,
    description: 'An unguided soundscape for deep rest: no voice, just space to drift.',
    type: 'ambient',
  },
];

export type BinauralPreset = {
  id: string;
  name: string;
  /** Tone in the left ear, Hz. */
  baseHz: number;
  /** Difference between the ears, Hz: the right ear hears baseHz + beatHz. */
  beatHz: number;
};

export const BINAURAL_PRESETS: readonly BinauralPreset[] = [
  { id: 'alpha-wealth', name: 'Alpha Wealth', baseHz: 432, beatHz: 10 },
  { id: 'theta-manifestation', name: 'Theta Manifestation', baseHz: 528, beatHz: 6 },
  { id: 'gamma-insight', name: 'Gamma Insight', baseHz: 741, beatHz: 40 },
  { id: 'delta-healing', name: 'Delta Healing', baseHz: 396, beatHz: 2 },
];

export const BINAURAL_VOLUME = { min: 0, max: 1, step: 0.1, default: 0.3 } as const;

/** Snaps any number onto the 0-1 volume scale in 0.1 steps (docs/meditation.md). */
export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return BINAURAL_VOLUME.default;
  const bounded = Math.min(BINAURAL_VOLUME.max, Math.max(BINAURAL_VOLUME.min, value));
  // Rounds in whole tenths so 0.3 stays 0.3 rather than 0.30000000000000004.
  return Math.round(bounded * 10) / 10;
}

export const BINAURAL_STATUS = { active: 'Binaural beats active', ready: 'Ready to play' } as const;

export const HEADPHONES_NOTE = 'Headphones recommended: binaural beats need one tone in each ear.';

/** 'm:ss' for a number of whole seconds. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The Monday that opens the week holding `day`: "this week" in the practice panel runs Monday to Sunday. */
export function weekStart(day: Day): Day {
  const daysSinceMonday = (dayToDate(day).getDay() + 6) % 7;
  return addDays(day, -daysSinceMonday);
}

// API contracts

const SESSION_DURATION_LIMITS = { min: 1, max: 180 } as const;
const SESSION_TITLE_LIMITS = { min: 1, max: 100 } as const;

export const CreateMeditationSessionSchema = schemaOnFirstUse(() =>
  z
    .object({
      type: z.enum(MEDITATION_TYPES, { message: 'must be guided or ambient' }),
      duration: z
        .number({ message: 'must be a whole number of minutes' })
        .int('must be a whole number of minutes')
        .min(SESSION_DURATION_LIMITS.min, 'must be at least 1 minute')
        .max(SESSION_DURATION_LIMITS.max, 'must be at most 180 minutes'),
      title: z
        .string({ message: 'must be text' })
        .trim()
        .min(SESSION_TITLE_LIMITS.min, 'must not be empty')
        .max(SESSION_TITLE_LIMITS.max, 'must be at most 100 characters'),
      completed: z.boolean({ message: 'must be true or false' }).optional(),
      /** The library session or custom meditation played; lets the server refuse a locked one. */
      meditationId: z
        .string({ message: 'must be text' })
        .min(1)
        .max(100, 'must be at most 100 characters')
        .optional(),
      requestId: RequestIdSchema,
    })
    .strict(),
);

export type CreateMeditationSession = z.infer<typeof CreateMeditationSessionSchema>;

/** How a member feels, from 1 (low) to 5 (very good): asked at a session's first Play and at its end. */
export const MOOD_RANGE = { min: 1, max: 5 } as const;

const MoodSchema = schemaOnFirstUse(() =>
  z
    .number({ message: 'must be a whole number from 1 to 5, or null' })
    .int('must be a whole number from 1 to 5, or null')
    .min(MOOD_RANGE.min, 'must be a whole number from 1 to 5, or null')
    .max(MOOD_RANGE.max, 'must be a whole number from 1 to 5, or null'),
);

/** PATCH /api/meditation-sessions/:id: completion and the two moods, each optional, at least one sent. */
export const UpdateMeditationSessionSchema = schemaOnFirstUse(() =>
  z
    .object({
      completed: z.boolean({ message: 'must be true or false' }).optional(),
      moodBefore: MoodSchema.nullable().optional(),
      moodAfter: MoodSchema.nullable().optional(),
    })
    .strict()
    .refine((value) => Object.keys(value).length > 0, {
      message: 'send completed, moodBefore or moodAfter',
    }),
);

export type UpdateMeditationSession = z.infer<typeof UpdateMeditationSessionSchema>;

export const MeditationSessionSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    type: z.enum(MEDITATION_TYPES),
    duration: z.number().int(),
    title: z.string(),
    completed: z.boolean(),
    /** ISO instant the session was finished, or null while it is only started. */
    completedAt: z.string().nullable(),
    /** How the member felt before and after, 1 to 5; null when not asked or skipped. */
    moodBefore: z.number().int().nullable(),
    moodAfter: z.number().int().nullable(),
    createdAt: z.string(),
  }),
);

export type MeditationSession = z.infer<typeof MeditationSessionSchema>;

export const MeditationSessionListSchema = schemaOnFirstUse(() => z.array(MeditationSessionSchema));

const SESSION_LIST_LIMITS = { default: 50, max: 200 } as const;

export const MeditationSessionListQuerySchema = schemaOnFirstUse(() =>
  z.object({
    limit: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(SESSION_LIST_LIMITS.max, 'must be at most 200')
      .default(SESSION_LIST_LIMITS.default),
  }),
);

export const PracticeSummaryQuerySchema = schemaOnFirstUse(() => z.object({ date: DaySchema.optional() }));

/** The "Your practice" panel: completed sessions only; the week runs Monday to Sunday in the user's zone. */
export const PracticeSummarySchema = schemaOnFirstUse(() =>
  z.object({
    totalMinutes: z.number().int(),
    totalCompleted: z.number().int(),
    completedThisWeek: z.number().int(),
    weekStart: DaySchema,
  }),
);

export type PracticeSummary = z.infer<typeof PracticeSummarySchema>;
