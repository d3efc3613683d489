import { z } from 'zod';
import { MOON_PHASE_NAMES, type MoonPhaseName } from '#domain/sky/phases';
import type { Random } from '#domain/shared/random';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * "What helps" (docs/insights.md, "What helps, honestly"): the member's mood on days they meditated
 * and on other days, the change a session makes, and mood by moon phase. Nothing is claimed from
 * fewer than 14 days with a mood, or when a difference lies within the noise of the member's own
 * days, judged by a bootstrap interval drawn with the seeded generator (domain/shared/random.ts).
 */

const REFLECTION_MIN_MOOD_DAYS = 14;
/** A moon phase with fewer days than this has no mean: one or two days say nothing. */
export const PHASE_MIN_DAYS = 5;
/** Each side of a comparison (days, or rated sessions) needs this many: one good day proves nothing. */
const COMPARISON_MIN = 5;
/** The window read: the last year of days, ending today. */
export const REFLECTION_WINDOW_DAYS = 365;
const BOOTSTRAP_ROUNDS = 2_000;
/** A 95 % interval: the 2.5th and 97.5th percentiles of the resampled differences. */
const INTERVAL = [0.025, 0.975] as const;

const Mean = z.number().nullable();
export const ReflectionSchema = schemaOnFirstUse(() =>
  z.object({
    enough: z.boolean(),
    missing: z.array(z.string()),
    days: z.number().int(),
    practiceEffect: z.object({
      sessions: z.number().int(),
      meanChange: Mean,
      /** The 95 % bootstrap interval of the mean change; null with fewer than 5 sessions. */
      interval: z.tuple([z.number(), z.number()]).nullable(),
    }),
    moodByPractice: z.object({
      practised: z.object({ days: z.number().int(), meanMood: Mean }),
      other: z.object({ days: z.number().int(), meanMood: Mean }),
      /** The 95 % bootstrap interval of practised minus other; null without days on both sides. */
      interval: z.tuple([z.number(), z.number()]).nullable(),
    }),
    moodByMoonPhase: z.array(
      z.object({ phase: z.enum(MOON_PHASE_NAMES), days: z.number().int(), meanMood: Mean }),
    ),
  }),
);
export type Reflection = z.infer<typeof ReflectionSchema>;

const round = (value: number) => Math.round(value * 100) / 100;
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

function resampledMean(values: readonly number[], random: Random): number {
  let sum = 0;
  for (let index = 0; index < values.length; index += 1)
    sum += values[Math.floor(random() * values.length)] ?? 0;
  return sum / values.length;
}

function percentiles(samples: number[]): [number, number] {
  samples.sort((a, b) => a - b);
  const at = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(share * samples.length))] ?? 0;
  return [round(at(INTERVAL[0])), round(at(INTERVAL[1]))];
}

/** 95 % bootstrap interval of mean(a) - mean(b): each side resampled with replacement. */
export function bootstrapDifference(
  a: readonly number[],
  b: readonly number[],
  random: Random,
  rounds = BOOTSTRAP_ROUNDS,
): [number, number] {
  const samples = Array.from({ length: rounds }, () => resampledMean(a, random) - resampledMean(b, random));
  return percentiles(samples);
}

/** 95 % bootstrap interval of mean(values). */
function bootstrapMean(
  values: readonly number[],
  random: Random,
  rounds = BOOTSTRAP_ROUNDS,
): [number, number] {
  return percentiles(Array.from({ length: rounds }, () => resampledMean(values, random)));
}

/** An interval that holds zero cannot tell the difference from noise. */
export const clearOfZero = (interval: [number, number] | null) =>
  interval !== null && (interval[0] > 0 || interval[1] < 0);

export type ReflectionInput = {
  /** Each day in the window that has a mood (the chart's rule), with its mood. */
  moods: ReadonlyMap<string, number>;
  /** Days with a completed meditation. */
  practisedDays: ReadonlySet<string>;
  /** moodAfter - moodBefore of each session that has both. */
  sessionChanges: readonly number[];
  phases: ReadonlyMap<string, MoonPhaseName>;
};

export function reflect(input: ReflectionInput, random: Random): Reflection {
  const practised: number[] = [];
  const other: number[] = [];
  const byPhase = new Map<MoonPhaseName, number[]>(MOON_PHASE_NAMES.map((phase) => [phase, []]));
  for (const [day, mood] of input.moods) {
    (input.practisedDays.has(day) ? practised : other).push(mood);
    const phase = input.phases.get(day);
    if (phase) byPhase.get(phase)?.push(mood);
  }
  const days = input.moods.size;
  const practiceInterval =
    practised.length > 0 && other.length > 0 ? bootstrapDifference(practised, other, random) : null;
  const changeInterval =
    input.sessionChanges.length >= COMPARISON_MIN ? bootstrapMean(input.sessionChanges, random) : null;
  const meanChange = mean(input.sessionChanges);

  const missing: string[] = [];
  if (days < REFLECTION_MIN_MOOD_DAYS)
    missing.push(
      `${REFLECTION_MIN_MOOD_DAYS - days} more ${REFLECTION_MIN_MOOD_DAYS - days === 1 ? 'day' : 'days'} with a mood (you have ${days} of ${REFLECTION_MIN_MOOD_DAYS})`,
    );
  else if (practised.length === 0)
    missing.push('days with a meditation and a mood, to compare with your other days');
  else if (other.length === 0)
    missing.push('days without a meditation, to compare with the days you meditated');
  else if (!clearOfZero(practiceInterval))
    missing.push(
      'a difference larger than your mood’s usual ups and downs: so far the two kinds of day look alike',
    );

  return {
    enough: missing.length === 0,
    missing,
    days,
    practiceEffect: {
      sessions: input.sessionChanges.length,
      meanChange: meanChange === null ? null : round(meanChange),
      interval: changeInterval,
    },
    moodByPractice: {
      practised: { days: practised.length, meanMood: practised.length ? round(mean(practised) ?? 0) : null },
      other: { days: other.length, meanMood: other.length ? round(mean(other) ?? 0) : null },
      interval: practiceInterval,
    },
    moodByMoonPhase: MOON_PHASE_NAMES.map((phase) => {
      const moods = byPhase.get(phase) ?? [];
      return {
        phase,
        days: moods.length,
        meanMood: moods.length >= PHASE_MIN_DAYS ? round(mean(moods) ?? 0) : null,
      };
    }),
  };
}
