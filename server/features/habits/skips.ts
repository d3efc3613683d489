import { addDays, type Day } from '#domain/shared/dates';
import { HABIT_SKIP_MESSAGES, HABIT_SKIPS_PER_MONTH, type Habit } from '#domain/habits/habits';
import { periodKey } from '#domain/habits/periods';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound } from '#server/http/errors';
import { userToday } from '#server/practice/user-day';
import * as repo from './repository';
import { viewOne } from './service';
import { addSkips, removeSkip } from './history-repository';
import { countSkipsInMonth } from './skip-repository';

/**
 * Skips (or un-skips) the habit period containing `day`: the same forgiveness as a rest day, per
 * habit. The habit row is locked, so two racing skips cannot pass the monthly limit together.
 */
export async function setSkip(
  db: Database,
  userId: string,
  habitId: string,
  day: Day,
  skip: boolean,
): Promise<Habit> {
  const today = await userToday(db, userId);
  if (day < addDays(today, -1)) throw badRequest(HABIT_SKIP_MESSAGES.tooLate);
  return db.transaction(async (tx) => {
    const row = await repo.lockHabit(tx, userId, habitId);
    if (!row) throw notFound();
    if (row.isArchived) throw conflict('This habit is archived. Restore it before updating it.');
    const key = periodKey(day, row.frequency);
    if (!skip) {
      if (!(await removeSkip(tx, userId, row.id, key))) throw notFound(HABIT_SKIP_MESSAGES.notSkipped);
      return viewOne(tx, userId, row, day, today);
    }
    if (await repo.isPeriodDone(tx, row.id, key)) throw conflict(HABIT_SKIP_MESSAGES.done);
    const view = await viewOne(tx, userId, row, day, today);
    if (view.isSkipped) return view;
    if ((await countSkipsInMonth(tx, row.id, day.slice(0, 7))) >= HABIT_SKIPS_PER_MONTH)
      throw conflict(HABIT_SKIP_MESSAGES.monthFull);
    await addSkips(tx, userId, [{ habitId: row.id, periodKey: key, day }]);
    return viewOne(tx, userId, row, day, today);
  });
}
