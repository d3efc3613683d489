import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { addDays, dayFromNumber, dayNumber, type Day } from '#domain/shared/dates';
import { toCsv, type CsvValue } from '#domain/shared/csv';
import type { HabitFrequency } from '#domain/habits/habits';
import { periodOf } from '#domain/habits/periods';

/** Advanced analytics (Premium): contracts and the calendar rules. docs/insights.md has the meaning. */
const INSIGHT_RANGES = ['12w', '12m'] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];
export const InsightsQuerySchema = schemaOnFirstUse(() =>
  z.object({
    range: z.enum(INSIGHT_RANGES, { error: 'range must be 12w or 12m' }).default('12w'),
  }),
);

/** Below this many days on either side, the energy comparison says "too few days to say". */
export const ENERGY_COMPARISON_MIN_DAYS = 7;
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
/** Local hours: morning 05-11, afternoon 12-16, evening 17-21, night 22-04. */
export function timeOfDay(hour: number): TimeOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const InsightBucketSchema = schemaOnFirstUse(() =>
  z.object({
    /** First day of the week (Monday) or month. */
    start: z.string(),
    meditationMinutes: z.number(),
    rituals: z.number(),
    habitCompletions: z.number(),
    checkIns: z.number(),
    /** Mean check-in energy (1-10) and mean reading coherence (%), null without check-ins. */
    energy: z.number().nullable(),
    coherence: z.number().nullable(),
  }),
);

export const InsightsSchema = schemaOnFirstUse(() =>
  z.object({
    range: z.enum(INSIGHT_RANGES),
    from: z.string(),
    to: z.string(),
    buckets: z.array(InsightBucketSchema),
    habits: z.array(z.object({ title: z.string(), done: z.number(), due: z.number(), rate: z.number() })),
    timeOfDay: z.array(z.object({ name: z.enum(TIMES_OF_DAY), count: z.number() })),
    dayOfWeek: z.array(z.object({ name: z.enum(WEEKDAYS), count: z.number() })),
    bestTimeOfDay: z.enum(TIMES_OF_DAY).nullable(),
    bestDayOfWeek: z.enum(WEEKDAYS).nullable(),
    energyByMeditation: z.object({
      withDays: z.number(),
      withoutDays: z.number(),
      withMean: z.number().nullable(),
      withoutMean: z.number().nullable(),
      /** withMean - withoutMean, one decimal; null while either side has fewer than the minimum days. */
      difference: z.number().nullable(),
    }),
    streaks: z.array(z.object({ start: z.string(), end: z.string(), days: z.number() })),
  }),
);
export type Insights = z.infer<typeof InsightsSchema>;

/** The first day of the bucket containing `day`: its ISO week's Monday, or its month's first. */
export function bucketStart(day: Day, range: InsightRange): Day {
  if (range === '12m') return `${day.slice(0, 7)}-01`;
  const number = dayNumber(day);
  return dayFromNumber(number - ((((number + 3) % 7) + 7) % 7));
}

/** The 12 bucket starts ending with the one containing `today`, oldest first. */
export function bucketStarts(today: Day, range: InsightRange): Day[] {
  const starts = [bucketStart(today, range)];
  while (starts.length < 12) {
    const first = starts[0] ?? today;
    starts.unshift(bucketStart(addDays(first, -1), range));
  }
  return starts;
}

/**
 * Periods of a habit due between `from` and `today`: from the earlier of its start day and its first
 * completion (a member may tick days before the habit was created) or from `from`, whichever is
 * later; the current period counts only once it is done.
 */
export function duePeriods(
  frequency: HabitFrequency,
  startDay: Day,
  firstDone: Day | null,
  from: Day,
  today: Day,
  doneCurrent: boolean,
): number {
  const start = firstDone !== null && firstDone < startDay ? firstDone : startDay;
  let due = 0;
  const current = periodOf(today, frequency).key;
  for (let period = periodOf(start > from ? start : from, frequency); period.start <= today;) {
    if (period.key !== current || doneCurrent) due += 1;
    period = periodOf(addDays(period.end, 1), frequency);
  }
  return due;
}

/** One habit's line in Insights: periods done of those due, and the rate, never above 100 %. */
export function habitInsight(
  habit: {
    title: string;
    frequency: HabitFrequency;
    startDay: Day;
    done: number;
    firstDone: Day | null;
    lastDone: Day | null;
  },
  from: Day,
  to: Day,
): { title: string; done: number; due: number; rate: number } {
  const doneCurrent = habit.lastDone !== null && habit.lastDone >= periodOf(to, habit.frequency).start;
  const due = duePeriods(habit.frequency, habit.startDay, habit.firstDone, from, to, doneCurrent);
  // One completion per period, so done <= due; the cap only guards the rule.
  const done = Math.min(habit.done, due);
  return { title: habit.title, done, due, rate: due === 0 ? 0 : Math.round((100 * done) / due) };
}

export function energyComparison(
  days: { meditated: boolean; energy: number }[],
): Insights['energyByMeditation'] {
  const mean = (values: number[]) =>
    values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
  const withMeditation = days.filter((day) => day.meditated).map((day) => day.energy);
  const without = days.filter((day) => !day.meditated).map((day) => day.energy);
  const withMean = mean(withMeditation);
  const withoutMean = mean(without);
  const enough =
    withMeditation.length >= ENERGY_COMPARISON_MIN_DAYS && without.length >= ENERGY_COMPARISON_MIN_DAYS;
  return {
    withDays: withMeditation.length,
    withoutDays: without.length,
    withMean,
    withoutMean,
    difference:
      enough && withMean !== null && withoutMean !== null
        ? Math.round((withMean - withoutMean) * 10) / 10
        : null,
  };
}

/** Every series as CSV: the trend table, then habits, patterns and streaks, each under its own header. */
export function insightsCsv(insights: Insights): string {
  const rows: CsvValue[][] = [
    [
      'period_start',
      'meditation_minutes',
      'rituals',
      'habit_completions',
      'check_ins',
      'mean_energy',
      'mean_coherence',
    ],
    ...insights.buckets.map((b) => [
      b.start,
      b.meditationMinutes,
      b.rituals,
      b.habitCompletions,
      b.checkIns,
      b.energy,
      b.coherence,
    ]),
    [],
    ['habit', 'done', 'due', 'completion_rate'],
    ...insights.habits.map((h) => [h.title, h.done, h.due, h.rate]),
    [],
    ['time_of_day', 'practice_count'],
    ...insights.timeOfDay.map((t) => [t.name, t.count]),
    [],
    ['day_of_week', 'practice_count'],
    ...insights.dayOfWeek.map((d) => [d.name, d.count]),
    [],
    ['streak_start', 'streak_end', 'days'],
    ...insights.streaks.map((s) => [s.start, s.end, s.days]),
  ];
  return toCsv(rows);
}
