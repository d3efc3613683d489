import { z } from 'zod';
import { RequestIdSchema } from '#domain/shared/request-id';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * Energy check-ins. A reading is never made up: the user says how they feel, how much energy they
 * have (1-10) and what they focus on, and that check-in is mapped onto a solfeggio-style ladder.
 *
 * The mapping (documented here because the numbers are shown to the user):
 * 1. Each feeling has a valence from 0 (Stressed) to 1 (Inspired), see FEELINGS.
 * 2. vibration score = 0.6 x valence + 0.4 x (energy - 1) / 9, so a score lies in 0..1 and how
 *    one feels weighs a little more than raw energy.
 * 3. The score walks the seven solfeggio tones evenly (0 -> 396 Hz, 1/6 -> 417 Hz, ... 1 -> 963 Hz)
 *    and is interpolated linearly between neighbouring tones, then rounded to a whole hertz.
 * 4. The vibration type is the focus the user chose (Wealth, Gratitude, Love, Peace, Clarity).
 * The reading's coherence is the user's coherence that day (domain/practice/coherence.ts), 0 before any practice.
 */

export const SOLFEGGIO_TONES = [
  { hz: 396, name: 'Liberation' },
  { hz: 417, name: 'Change' },
  { hz: 528, name: 'Transformation' },
  { hz: 639, name: 'Connection' },
  { hz: 741, name: 'Expression' },
  { hz: 852, name: 'Intuition' },
  { hz: 963, name: 'Oneness' },
] as const;

export const MIN_FREQUENCY = 396;
export const MAX_FREQUENCY = 963;

/**
 * docs/energy.md fallbacks: the frequency and vibration until the member's first reading; the
 * coherence only when the member's own figure is missing (its request failed).
 */
export const DEFAULT_FREQUENCY = 528;
export const DEFAULT_COHERENCE = 87;
export const DEFAULT_VIBRATION_TYPE = 'Wealth';

export const FEELING_IDS = ['stressed', 'tired', 'neutral', 'calm', 'joyful', 'inspired'] as const;
export type Feeling = (typeof FEELING_IDS)[number];

/** Step 1 of the mapping: how each answer to "how do you feel?" is labelled and weighed. */
export const FEELINGS: Record<Feeling, { label: string; valence: number }> = {
  stressed: { label: 'Stressed', valence: 0 },
  tired: { label: 'Tired', valence: 0.2 },
  neutral: { label: 'Neutral', valence: 0.45 },
  calm: { label: 'Calm', valence: 0.65 },
  joyful: { label: 'Joyful', valence: 0.85 },
  inspired: { label: 'Inspired', valence: 1 },
};

export const FOCUSES = ['Wealth', 'Gratitude', 'Love', 'Peace', 'Clarity'] as const;
export type Focus = (typeof FOCUSES)[number];

export const ENERGY_LEVEL_MIN = 1;
export const ENERGY_LEVEL_MAX = 10;

/** docs/energy.md: the latest reading is polled every 5 s; displayed values wobble every 2 s. */
export const LATEST_POLL_MS = 5_000;
export const WOBBLE_INTERVAL_MS = 2_000;
const FREQUENCY_WOBBLE_HZ = 5;
const COHERENCE_WOBBLE_PERCENT = 3;

const READINGS_LIMIT_DEFAULT = 30;
const READINGS_LIMIT_MAX = 100;

export const CheckInSchema = schemaOnFirstUse(() =>
  z
    .object({
      feeling: z.enum(FEELING_IDS, { message: `must be one of ${FEELING_IDS.join(', ')}` }),
      energyLevel: z
        .number({ message: 'must be a whole number from 1 to 10' })
        .int('must be a whole number from 1 to 10')
        .min(ENERGY_LEVEL_MIN, 'must be a whole number from 1 to 10')
        .max(ENERGY_LEVEL_MAX, 'must be a whole number from 1 to 10'),
      focus: z.enum(FOCUSES, { message: `must be one of ${FOCUSES.join(', ')}` }),
      /** Chosen by the client per check-in, so a double click, a retry or an offline replay records it once. */
      requestId: RequestIdSchema,
    })
    .strict(),
);
export type CheckIn = z.infer<typeof CheckInSchema>;

export const EnergyReadingSchema = schemaOnFirstUse(() =>
  z.object({
    id: z.string(),
    frequency: z.number().int(),
    coherence: z.number().int().min(0).max(100),
    vibrationType: z.string(),
    feeling: z.enum(FEELING_IDS),
    energyLevel: z.number().int(),
    day: z.string(),
    createdAt: z.string(),
  }),
);
export type EnergyReading = z.infer<typeof EnergyReadingSchema>;

export const EnergyReadingListSchema = schemaOnFirstUse(() => z.array(EnergyReadingSchema));
export const LatestEnergyReadingSchema = EnergyReadingSchema.nullable();

export const ReadingsQuerySchema = schemaOnFirstUse(() =>
  z.object({
    limit: z.coerce
      .number({ message: 'must be a whole number from 1 to 100' })
      .int('must be a whole number from 1 to 100')
      .min(1, 'must be a whole number from 1 to 100')
      .max(READINGS_LIMIT_MAX, 'must be a whole number from 1 to 100')
      .default(READINGS_LIMIT_DEFAULT),
  }),
);

/** Step 2 of the mapping: 0..1. */
export function vibrationScore(feeling: Feeling, energyLevel: number): number {
  const energy = Math.min(ENERGY_LEVEL_MAX, Math.max(ENERGY_LEVEL_MIN, energyLevel));
  const score = 0.6 * FEELINGS[feeling].valence + (0.4 * (energy - ENERGY_LEVEL_MIN)) / 9;
  return Math.min(1, Math.max(0, score));
}

/** Step 3 of the mapping: a score in 0..1 to hertz on the solfeggio ladder. */
export function scoreToFrequency(score: number): number {
  const steps = SOLFEGGIO_TONES.length - 1;
  const position = Math.min(1, Math.max(0, score)) * steps;
  const lower = Math.min(Math.floor(position), steps - 1);
  const from = SOLFEGGIO_TONES[lower]?.hz ?? MIN_FREQUENCY;
  const to = SOLFEGGIO_TONES[lower + 1]?.hz ?? MAX_FREQUENCY;
  return Math.round(from + (position - lower) * (to - from));
}

export type MappedReading = { frequency: number; vibrationType: Focus };

export function mapCheckIn(checkIn: Pick<CheckIn, 'feeling' | 'energyLevel' | 'focus'>): MappedReading {
  return {
    frequency: scoreToFrequency(vibrationScore(checkIn.feeling, checkIn.energyLevel)),
    vibrationType: checkIn.focus,
  };
}

/** The named tone closest to a frequency, for the label under the number. */
export function nearestTone(frequency: number): (typeof SOLFEGGIO_TONES)[number] {
  let best: (typeof SOLFEGGIO_TONES)[number] = SOLFEGGIO_TONES[0];
  for (const tone of SOLFEGGIO_TONES)
    if (Math.abs(tone.hz - frequency) < Math.abs(best.hz - frequency)) best = tone;
  return best;
}

/**
 * The displayed value drifts around the real one so the widget feels alive (docs/energy.md).
 * `random` is in [0, 1); the result stays within base +/- amplitude and inside [min, max].
 */
export function wobble(base: number, amplitude: number, random: number, min = -Infinity, max = Infinity) {
  const unit = Math.min(1, Math.max(0, random)) * 2 - 1;
  return Math.min(max, Math.max(min, Math.round(base + unit * amplitude)));
}

export const wobbleFrequency = (frequency: number, random: number) =>
  wobble(frequency, FREQUENCY_WOBBLE_HZ, random);

export const wobbleCoherence = (coherence: number, random: number) =>
  wobble(coherence, COHERENCE_WOBBLE_PERCENT, random, 0, 100);
