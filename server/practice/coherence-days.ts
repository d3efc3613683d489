import { and, count, eq, gte, lte } from 'drizzle-orm';
import { emptyCoherenceDay, type CoherenceDay } from '#domain/practice/coherence';
import type { Day } from '#domain/shared/dates';
import type { DailyPractice } from '#domain/practice/practice';
import type { Database } from '#server/db/client';
import { habitCompletions, habits } from '#server/db/schema/habits';
import { rituals } from '#server/db/schema/rituals';

/**
 * What coherence needs for each day of its window (domain/practice/coherence.ts): the day's rituals and how
 * many were done, the habits due and done, the meditations (from the practice log already read) and
 * rest days. Three indexed reads bounded by the window (rituals and completions by (user, day)), and
 * the member's active habits.
 */
export async function readCoherenceDays(
  db: Database,
  userId: string,
  range: { from: Day; to: Day },
  practice: DailyPractice[],
  restDays: Day[],
): Promise<CoherenceDay[]> {
  const [ritualDays, activeHabits, completions] = await Promise.all([
    db
      .select({
        day: rituals.day,
        rituals: count(),
        done: count(rituals.completedAt),
      })
      .from(rituals)
      .where(and(eq(rituals.userId, userId), gte(rituals.day, range.from), lte(rituals.day, range.to)))
      .groupBy(rituals.day),
    db
      .select({ id: habits.id, frequency: habits.frequency, startDay: habits.startDay })
      .from(habits)
      .where(and(eq(habits.userId, userId), eq(habits.isArchived, false))),
    db
      .select({ habitId: habitCompletions.habitId, day: habitCompletions.day })
      .from(habitCompletions)
      .where(
        and(
          eq(habitCompletions.userId, userId),
          gte(habitCompletions.day, range.from),
          lte(habitCompletions.day, range.to),
        ),
      ),
  ]);
  const frequencyOf = new Map(activeHabits.map((habit) => [habit.id, habit.frequency]));
  const daily = activeHabits.filter((habit) => habit.frequency === 'daily');
  const days = new Map<Day, CoherenceDay>();
  const entry = (day: Day) => {
    let found = days.get(day);
    if (!found) {
      found = emptyCoherenceDay(day);
      // A daily habit is due from its start day on (and on any earlier day it was ticked, below).
      found.habitsDue = daily.filter((habit) => habit.startDay <= day).length;
      days.set(day, found);
    }
    return found;
  };
  for (const row of ritualDays)
    Object.assign(entry(row.day), { rituals: row.rituals, ritualsDone: row.done });
  for (const done of completions) {
    const frequency = frequencyOf.get(done.habitId);
    if (!frequency) continue; // an archived habit no longer counts
    const target = entry(done.day);
    target.habitsDone += 1;
    // Weekly and monthly habits are due on the day they are done; daily ones before their start day too.
    const startDay = daily.find((habit) => habit.id === done.habitId)?.startDay;
    if (frequency !== 'daily' || (startDay !== undefined && startDay > done.day)) target.habitsDue += 1;
  }
  const inRange = (day: Day) => day >= range.from && day <= range.to;
  // The practice log is the record of what was done; the ritual and habit rows say what was due.
  for (const day of practice) {
    if (!inRange(day.day)) continue;
    const target = entry(day.day);
    target.meditations = day.meditations;
    target.ritualsDone = Math.max(target.ritualsDone, day.rituals);
    target.rituals = Math.max(target.rituals, target.ritualsDone);
    target.habitsDone = Math.max(target.habitsDone, day.habits);
    target.habitsDue = Math.max(target.habitsDue, target.habitsDone);
  }
  for (const day of restDays) if (inRange(day)) entry(day).rest = true;
  return [...days.values()];
}
