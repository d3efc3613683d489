import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { RequestIdSchema } from '#domain/shared/request-id';
import { BINAURAL_PRESETS, type CatalogueSession } from './meditation';
import { BEAT_HZ, CARRIER_HZ, JOURNEYS, SOUNDSCAPES } from './journeys';

/** Custom meditations (Premium, "Custom meditation creation"): the /api/custom-meditations contract. */

export const CUSTOM_LIMITS = {
  title: { min: 1, max: 80 },
  durationMinutes: { min: 1, max: 120 },
  bellIntervalMinutes: { min: 0, max: 60 },
  cueText: { min: 1, max: 500 },
  cues: 100,
} as const;

const SOUNDSCAPE_ID_VALUES = SOUNDSCAPES.map((soundscape) => soundscape.id) as [string, ...string[]];
const PRESET_IDS = BINAURAL_PRESETS.map((preset) => preset.id);
const JOURNEY_IDS = JOURNEYS.map((journey) => journey.id);

const SoundscapeMixSchema = schemaOnFirstUse(() =>
  z
    .object({
      id: z.enum(SOUNDSCAPE_ID_VALUES, { message: `must be one of ${SOUNDSCAPE_ID_VALUES.join(', ')}` }),
      volume: z.number({ message: 'must be a number' }).min(0, 'must be 0 to 1').max(1, 'must be 0 to 1'),
    })
    .strict(),
);

const BeatsSchema = schemaOnFirstUse(() =>
  z
    .object({
      mode: z.enum(['off', 'binaural', 'isochronic'], { message: 'must be off, binaural or isochronic' }),
      preset: z
        .string({ message: 'must be text' })
        .refine((id) => PRESET_IDS.includes(id), `must be one of ${PRESET_IDS.join(', ')}`)
        .optional(),
      carrierHz: z
        .number({ message: 'must be a number' })
        .min(CARRIER_HZ.min, `must be ${CARRIER_HZ.min} to ${CARRIER_HZ.max} Hz`)
        .max(CARRIER_HZ.max, `must be ${CARRIER_HZ.min} to ${CARRIER_HZ.max} Hz`)
        .optional(),
      beatHz: z
        .number({ message: 'must be a number' })
        .min(BEAT_HZ.min, `must be ${BEAT_HZ.min} to ${BEAT_HZ.max} Hz`)
        .max(BEAT_HZ.max, `must be ${BEAT_HZ.min} to ${BEAT_HZ.max} Hz`)
        .optional(),
      journey: z
        .string({ message: 'must be text' })
        .refine((id) => JOURNEY_IDS.includes(id), `must be one of ${JOURNEY_IDS.join(', ')}`)
        .optional(),
    })
    .strict()
    .superRefine((beats, context) => {
      if (beats.mode === 'off') return;
      const custom = beats.carrierHz !== undefined || beats.beatHz !== undefined;
      if (custom && beats.carrierHz === undefined)
        context.addIssue({ code: 'custom', path: ['carrierHz'], message: 'is needed with beatHz' });
      else if (custom && beats.beatHz === undefined)
        context.addIssue({ code: 'custom', path: ['beatHz'], message: 'is needed with carrierHz' });
      const chosen = [beats.preset !== undefined, beats.journey !== undefined, custom].filter(Boolean).length;
      if (chosen !== 1)
        context.addIssue({
          code: 'custom',
          path: ['preset'],
          message: 'choose exactly one of a preset, a journey, or carrierHz with beatHz',
        });
    }),
);
export type Beats = z.infer<typeof BeatsSchema>;

const CueSchema = schemaOnFirstUse(() =>
  z
    .object({
      atSeconds: z
        .number({ message: 'must be a whole number of seconds' })
        .int('must be a whole number of seconds')
        .min(0, 'must be 0 or more'),
      text: z
        .string({ message: 'must be text' })
        .trim()
        .min(CUSTOM_LIMITS.cueText.min, 'must not be empty')
        .max(CUSTOM_LIMITS.cueText.max, `must be at most ${CUSTOM_LIMITS.cueText.max} characters`),
    })
    .strict(),
);

/** The fields of a custom meditation, made inside each contract's build function. */
const fields = () => ({
  title: z
    .string({ message: 'must be text' })
    .trim()
    .min(CUSTOM_LIMITS.title.min, 'must not be empty')
    .max(CUSTOM_LIMITS.title.max, `must be at most ${CUSTOM_LIMITS.title.max} characters`),
  durationMinutes: z
    .number({ message: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(CUSTOM_LIMITS.durationMinutes.min, 'must be at least 1 minute')
    .max(CUSTOM_LIMITS.durationMinutes.max, `must be at most ${CUSTOM_LIMITS.durationMinutes.max} minutes`),
  soundscapes: z
    .array(SoundscapeMixSchema)
    .max(SOUNDSCAPES.length, 'may list each soundscape once')
    .refine(
      (mix) => new Set(mix.map((item) => item.id)).size === mix.length,
      'may list each soundscape once',
    ),
  beats: BeatsSchema,
  bellIntervalMinutes: z
    .number({ message: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(0, 'must be 0 (none) to 60')
    .max(CUSTOM_LIMITS.bellIntervalMinutes.max, 'must be 0 (none) to 60'),
  cues: z
    .array(CueSchema, { message: 'must be a list' })
    .max(CUSTOM_LIMITS.cues, `must hold at most ${CUSTOM_LIMITS.cues} cues`),
});

type Design = { durationMinutes: number; cues: readonly { atSeconds: number }[] };

/** The first cue outside the duration, as [index, message], or null when all fit. */
export function cueOutsideDuration(design: Design): [number, string] | null {
  const limit = design.durationMinutes * 60;
  const index = design.cues.findIndex((cue) => cue.atSeconds >= limit);
  if (index < 0) return null;
  return [index, `must be inside the ${design.durationMinutes}-minute duration (under ${limit} seconds)`];
}

export const CustomMeditationInputSchema = schemaOnFirstUse(() =>
  z
    // A retried or double-clicked save carries the same request id and makes one meditation.
    .object({ ...fields(), requestId: RequestIdSchema })
    .strict()
    .superRefine((design, context) => {
      const outside = cueOutsideDuration(design);
      if (outside)
        context.addIssue({ code: 'custom', path: ['cues', outside[0], 'atSeconds'], message: outside[1] });
    }),
);
export type CustomMeditationInput = z.infer<typeof CustomMeditationInputSchema>;

/** PATCH: any subset of the fields; the merged result is checked again (cues against the duration). */
export const CustomMeditationPatchSchema = schemaOnFirstUse(() => z.object(fields()).partial().strict());
export type CustomMeditationPatch = z.infer<typeof CustomMeditationPatchSchema>;

export const CustomMeditationSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    ...fields(),
    beats: z.object({
      mode: z.enum(['off', 'binaural', 'isochronic']),
      preset: z.string().optional(),
      carrierHz: z.number().optional(),
      beatHz: z.number().optional(),
      journey: z.string().optional(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type CustomMeditation = z.infer<typeof CustomMeditationSchema>;
export const CustomMeditationListSchema = schemaOnFirstUse(() => z.array(CustomMeditationSchema));

/** The preset id the player uses for a custom carrier and beat, e.g. "custom-200-7.5". */
function customPresetId(carrierHz: number, beatHz: number): string {
  return `custom-${carrierHz}-${beatHz}`;
}

export function parseCustomPreset(id: string): { carrierHz: number; beatHz: number } | null {
  const match = /^custom-(\d+(?:\.\d+)?)-(\d+(?:\.\d+)?)$/.exec(id);
  if (!match) return null;
  const carrierHz = Number(match[1]);
  const beatHz = Number(match[2]);
  const fits =
    carrierHz >= CARRIER_HZ.min &&
    carrierHz <= CARRIER_HZ.max &&
    beatHz >= BEAT_HZ.min &&
    beatHz <= BEAT_HZ.max;
  return fits ? { carrierHz, beatHz } : null;
}

/** The player's preset id for a design's beats, or null when beats are off. */
export function presetIdFor(beats: Beats): string | null {
  if (beats.mode === 'off') return null;
  if (beats.preset) return beats.preset;
  if (beats.journey) return beats.journey;
  if (beats.carrierHz !== undefined && beats.beatHz !== undefined)
    return customPresetId(beats.carrierHz, beats.beatHz);
  return null;
}

/** A saved custom meditation as the player plays it: guided when it has cues, ambient otherwise. */
export function customToSession(custom: CustomMeditation): CatalogueSession {
  const beats = BeatsSchema.safeParse(custom.beats);
  const presetId = beats.success ? presetIdFor(beats.data) : null;
  return {
    id: custom.id,
    title: custom.title,
    duration: custom.durationMinutes,
    description: `Your own meditation · ${custom.cues.length} spoken ${custom.cues.length === 1 ? 'cue' : 'cues'}`,
    type: custom.cues.length > 0 ? 'guided' : 'ambient',
    custom: {
      cues: [...custom.cues]
        .sort((a, b) => a.atSeconds - b.atSeconds)
        .map((cue) => ({ at: cue.atSeconds, text: cue.text })),
      soundscapes: Object.fromEntries(custom.soundscapes.map((mix) => [mix.id, mix.volume])),
      presetId,
      beatMode: custom.beats.mode === 'isochronic' ? 'isochronic' : 'binaural',
      bellIntervalMinutes: custom.bellIntervalMinutes,
    },
  };
}
