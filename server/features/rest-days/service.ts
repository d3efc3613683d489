import type { Day } from '#domain/shared/dates';
import {
  REST_DAY_MESSAGES,
  REST_DAYS_PER_MONTH,
  monthOf,
  restDayWindowError,
} from '#domain/rest-days/rest-days';
import type { Database } from '#server/db/client';
import { badRequest, conflict, notFound, unauthorized } from '#server/http/errors';
import {
  countRestDaysInMonth,
  deleteRestDay,
  insertRestDay,
  lockMember,
  readRestDays,
} from '#server/practice/rest-day-repository';
import { userToday } from '#server/practice/user-day';

/**
 * Marks `day` a rest day. Refused before yesterday (history is not rewritten), beyond the horizon,
 * and when the month already holds REST_DAYS_PER_MONTH; marking a day twice is harmless (200, not a
 * second row). The member's row is locked first, so two concurrent fifth days cannot both pass.
 */
export async function markRestDay(db: Database, userId: string, day: Day, now = new Date()) {
  const windowError = restDayWindowError(day, await userToday(db, userId, now));
  if (windowError) throw badRequest(windowError);
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) throw unauthorized();
    const existing = await readRestDays(tx, userId, { from: day, to: day });
    if (existing.length > 0) return { created: false };
    if ((await countRestDaysInMonth(tx, userId, monthOf(day))) >= REST_DAYS_PER_MONTH)
      throw conflict(REST_DAY_MESSAGES.monthFull);
    return { created: await insertRestDay(tx, userId, day) };
  });
}

export async function unmarkRestDay(db: Database, userId: string, day: Day, now = new Date()) {
  const windowError = restDayWindowError(day, await userToday(db, userId, now));
  if (windowError) throw badRequest(windowError);
  if (!(await deleteRestDay(db, userId, day))) throw notFound(REST_DAY_MESSAGES.notFound);
}

export const listRestDays = (db: Database, userId: string, from: Day, to: Day) =>
  readRestDays(db, userId, { from, to });
