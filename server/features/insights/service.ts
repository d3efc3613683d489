import { localDay } from '#domain/shared/dates';
import {
  TIMES_OF_DAY,
  WEEKDAYS,
  bucketStarts,
  habitInsight,
  energyComparison,
  timeOfDay,
  type InsightRange,
  type Insights,
} from '#domain/insights/insights';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import { findUserTimeZone } from '#server/practice/user-day';
import {
  energyByBucket,
  energyDays,
  habitCompletion,
  practiceByBucket,
  practicePatterns,
  streakHistory,
} from './repository';

const STREAKS_SHOWN = 20;

/** The member's insights over 12 weeks or 12 months ending today (docs/insights.md). */
export async function memberInsights(
  db: Database,
  config: AppConfig,
  userId: string,
  range: InsightRange,
  now = new Date(),
): Promise<Insights> {
  await assertPlanIncludes(db, config, userId, 'insights');
  const timeZone = await findUserTimeZone(db, userId);
  if (!timeZone) throw notFound();
  const to = localDay(now, timeZone);
  const starts = bucketStarts(to, range);
  const from = starts[0] ?? to;
  const unit = range === '12w' ? 'week' : 'month';
  const [practice, energy, habits, patterns, days, streaks] = await Promise.all([
    practiceByBucket(db, userId, from, to, unit),
    energyByBucket(db, userId, from, to, unit),
    habitCompletion(db, userId, from, to),
    practicePatterns(db, userId, from, to, timeZone),
    energyDays(db, userId, from, to),
    streakHistory(db, userId, from, to, STREAKS_SHOWN),
  ]);
  const buckets = starts.map((start) => {
    const acts = practice.filter((row) => row.start === start);
    const kind = (name: string) => acts.find((row) => row.kind === name);
    const readings = energy.find((row) => row.start === start);
    return {
      start,
      meditationMinutes: kind('meditation')?.minutes ?? 0,
      rituals: kind('ritual')?.count ?? 0,
      habitCompletions: kind('habit')?.count ?? 0,
      checkIns: readings?.count ?? 0,
      energy: readings?.energy ?? null,
      coherence: readings?.coherence ?? null,
    };
  });
  const timeCounts = TIMES_OF_DAY.map((name) => ({
    name,
    count: patterns.filter((row) => timeOfDay(row.hour) === name).reduce((sum, row) => sum + row.count, 0),
  }));
  const dayCounts = WEEKDAYS.map((name, index) => ({
    name,
    count: patterns.filter((row) => row.weekday === index + 1).reduce((sum, row) => sum + row.count, 0),
  }));
  const best = <T extends { count: number }>(list: T[]) =>
    list.reduce<T | null>((top, item) => (item.count > (top?.count ?? 0) ? item : top), null);
  return {
    range,
    from,
    to,
    buckets,
    habits: habits.map((habit) => habitInsight(habit, from, to)),
    timeOfDay: timeCounts,
    dayOfWeek: dayCounts,
    bestTimeOfDay: best(timeCounts)?.name ?? null,
    bestDayOfWeek: best(dayCounts)?.name ?? null,
    energyByMeditation: energyComparison(days),
    streaks,
  };
}
