import { SNOOZE_MS, reminderId, type Snooze } from '#domain/reminders/reminders';
import type { Database } from '#server/db/client';
import { conflict, notFound } from '#server/http/errors';
import { enqueueJob } from '#server/jobs/job-repository';
import { habitKey, moonKey, practiceKey } from '#server/reminders/schedule';
import { findUserTimeZone } from '#server/practice/user-day';
import { REMINDER_QUEUES, type SendPayload } from './scheduler';
import { findMemberHabit, reminderWasSent } from './scheduler-repository';

const SNOOZED = ':snoozed';
/** Snoozes one reminder allows: each snooze sends it to every device again. */
const MAX_SNOOZES = 3;

/**
 * "Snooze 1 hour" from a notification: the same reminder again in an hour. Each notification can be
 * snoozed once (the key is the reminder's id plus ':snoozed'), so a double tap or a retried request
 * queues one reminder, and a reminder at most MAX_SNOOZES times in all (409 after). The id must be a
 * reminder actually sent to this member (404 otherwise).
 */
export async function snoozeReminder(db: Database, userId: string, snooze: Snooze, now = new Date()) {
  if (snooze.kind === 'habit' && !(snooze.habitId && (await findMemberHabit(db, userId, snooze.habitId))))
    throw notFound();
  const scheduleKey =
    snooze.kind === 'habit' && snooze.habitId
      ? habitKey(snooze.habitId)
      : snooze.kind === 'moon'
        ? moonKey(userId)
        : practiceKey(userId);
  const base = reminderId(scheduleKey, snooze.day);
  const suffix = snooze.reminderId.slice(base.length);
  if (!snooze.reminderId.startsWith(base) || !/^(:snoozed)*$/.test(suffix)) throw notFound();
  if (suffix.length / SNOOZED.length >= MAX_SNOOZES)
    throw conflict(`This reminder has been snoozed ${MAX_SNOOZES} times already.`);
  if (!(await reminderWasSent(db, userId, snooze.reminderId, REMINDER_QUEUES.send))) throw notFound();
  const runAt = new Date(now.getTime() + SNOOZE_MS);
  const id = `${snooze.reminderId}${SNOOZED}`;
  const payload: SendPayload = {
    reminderId: id,
    kind: snooze.kind,
    userId,
    habitId: snooze.kind === 'habit' ? snooze.habitId : null,
    day: snooze.day,
    timeZone: (await findUserTimeZone(db, userId)) ?? 'UTC',
    dueAt: runAt.toISOString(),
  };
  await enqueueJob(db, { queue: REMINDER_QUEUES.send, key: id, userId, payload, runAt, maxAttempts: 3 });
  return { runAt: runAt.toISOString() };
}
