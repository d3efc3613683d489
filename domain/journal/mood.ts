import { z } from 'zod';
import { addDays, DaySchema, daysBetween, type Day } from '#domain/shared/dates';
import type { Feeling } from '#domain/energy/energy';
import { periodOf } from '#domain/habits/periods';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

/**
 * A member's mood by day, week or month (docs/journal.md, "Mood"). A day's mood is the mean of its
 * journal moods; without one, the mean of its meditations' mood after; without either, the mean of
 * its energy check-ins' feelings on the same 1 to 5 scale (FEELING_MOOD). Each day then counts once
 * in its week or month, however many entries it had.
 */

/** An energy check-in's feeling on the 1 to 5 mood scale. */
export const FEELING_MOOD: Record<Feeling, number> = {
  stressed: 1,
  tired: 2,
  neutral: 3,
  calm: 4,
  joyful: 5,
  inspired: 5,
};

const MOOD_GROUPINGS = ['day', 'week', 'month'] as const;
export type MoodGrouping = (typeof MOOD_GROUPINGS)[number];
const MOOD_SPAN_DAYS = 400;

export const MoodQuerySchema = schemaOnFirstUse(() =>
  z
    .object({
      from: DaySchema,
      to: DaySchema,
      by: z.enum(MOOD_GROUPINGS, { message: 'must be day, week or month' }).default('day'),
    })
    .strict()
    .superRefine((value, context) => {
      if (value.from > value.to)
        context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      else if (daysBetween(value.from, value.to) >= MOOD_SPAN_DAYS)
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `must be at most ${MOOD_SPAN_DAYS} days after from`,
        });
    }),
);
export type MoodQuery = z.infer<typeof MoodQuerySchema>;

const MoodPeriodSchema = schemaOnFirstUse(() =>
  z.object({ period: z.string(), meanMood: z.number().nullable(), count: z.number().int() }),
);
export type MoodPeriod = z.infer<typeof MoodPeriodSchema>;
export const MoodSeriesSchema = schemaOnFirstUse(() => z.array(MoodPeriodSchema));

/** What the database adds up per day: each source's sum and count of moods. */
export type DaySources = {
  journal?: { sum: number; count: number };
  sessions?: { sum: number; count: number };
  energy?: { sum: number; count: number };
};

/** The day's mood by the rule above, or null when the day has none. */
export function dayMood(sources: DaySources): number | null {
  for (const source of [sources.journal, sources.sessions, sources.energy])
    if (source && source.count > 0) return source.sum / source.count;
  return null;
}

const roundMood = (value: number) => Math.round(value * 100) / 100;

export function periodKeyOf(day: Day, by: MoodGrouping): string {
  return by === 'day' ? day : periodOf(day, by === 'week' ? 'weekly' : 'monthly').key;
}

/**
 * Every period overlapping from..to, oldest first, with the mean of its days' moods (null and 0
 * when none of its days has a mood), so a chart shows gaps where they are.
 */
export function moodByPeriod(
  days: ReadonlyMap<Day, number>,
  from: Day,
  to: Day,
  by: MoodGrouping,
): MoodPeriod[] {
  const periods = new Map<string, { sum: number; count: number }>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = periodKeyOf(day, by);
    const period = periods.get(key) ?? { sum: 0, count: 0 };
    const mood = days.get(day);
    if (mood !== undefined) {
      period.sum += mood;
      period.count += 1;
    }
    periods.set(key, period);
  }
  return [...periods].map(([period, { sum, count }]) => ({
    period,
    meanMood: count === 0 ? null : roundMood(sum / count),
    count,
  }));
}
