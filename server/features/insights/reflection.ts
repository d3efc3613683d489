import { moonPhasesOfDays } from '#domain/sky/moon';
import { addDays, localDay } from '#domain/shared/dates';
import { seededRandom } from '#domain/shared/random';
import { REFLECTION_WINDOW_DAYS, reflect, type Reflection } from '#domain/insights/reflection';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { assertPlanIncludes } from '#server/plans/plan-limits';
import { moodByDay } from '#server/practice/mood-days';
import { findUserTimeZone } from '#server/practice/user-day';
import { practisedDays, sessionMoodChanges } from './reflection-repository';

/**
 * GET /api/insights/reflection (Premium's advanced analytics): what practice and the moon do for
 * this member's mood over the last year (domain/insights/reflection.ts has the statistics). The bootstrap
 * is seeded with the member and the day, so a reload shows the same figures.
 */
export async function memberReflection(
  db: Database,
  config: AppConfig,
  userId: string,
  now = new Date(),
): Promise<Reflection> {
  await assertPlanIncludes(db, config, userId, 'insights');
  const timeZone = await findUserTimeZone(db, userId);
  if (!timeZone) throw notFound();
  const to = localDay(now, timeZone);
  const from = addDays(to, -(REFLECTION_WINDOW_DAYS - 1));
  const [moods, practised, sessionChanges] = await Promise.all([
    moodByDay(db, userId, from, to, timeZone),
    practisedDays(db, userId, from, to),
    sessionMoodChanges(db, userId, from),
  ]);
  const moodDays = [...moods.keys()].sort();
  const phases =
    moodDays.length > 0
      ? moonPhasesOfDays(moodDays[0] ?? to, moodDays.at(-1) ?? to, timeZone)
      : new Map<string, never>();
  return reflect(
    { moods, practisedDays: practised, sessionChanges, phases },
    seededRandom(`reflection:${userId}:${to}`),
  );
}
