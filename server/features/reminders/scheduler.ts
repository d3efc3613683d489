import { z } from 'zod';
import { localDay } from '#domain/shared/dates';
import { MOON_PHASES } from '#domain/sky/phases';
import { periodOf } from '#domain/habits/periods';
import {
  NOTIFICATION_ACTIONS,
  PRACTICE_REMINDER,
  programReminderText,
  REMINDER_KINDS,
  habitReminderText,
  isFresh,
  moonReminderText,
  reminderId,
  type NotificationPayload,
} from '#domain/reminders/reminders';
import { nextReminderAt, peakOnDay, specText } from '#domain/reminders/schedule';
import type { Database } from '#server/db/client';
import { enqueueJob } from '#server/jobs/job-repository';
import { currentProgramDay } from '#server/programs/progress';
import { reminderTimeFor, syncReminders } from '#server/reminders/schedule';
import { listSubscriptions } from './push-repository';
import * as repo from './scheduler-repository';

export const REMINDER_QUEUES = {
  tick: 'reminders.tick',
  send: 'reminders.send',
  deliver: 'push.deliver',
  backfill: 'reminders.backfill',
} as const;
const BATCH = 100;

const SendPayloadSchema = z.object({
  reminderId: z.string(),
  kind: z.enum(REMINDER_KINDS),
  userId: z.uuid(),
  habitId: z.uuid().nullable(),
  day: z.string(),
  timeZone: z.string(),
  /** When the reminder was due: a delivery later than REMINDER_GRACE_MS after it is dropped. */
  dueAt: z.iso.datetime(),
});
export type SendPayload = z.infer<typeof SendPayloadSchema>;

/**
 * One scheduler pass (the 'reminders.tick' job, once a minute across all instances): claims the
 * reminders whose time has come, queues a send for each one still fresh (idempotent key: one
 * reminder, one local day), and moves each row to its next time. Reminders missed by more than
 * REMINDER_GRACE_MS (the servers were down) are skipped, never sent late.
 */
export async function runSchedulerTick(db: Database, now: Date): Promise<number> {
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await repo.claimDueReminders(tx, now, BATCH);
      for (const row of rows) {
        const time = reminderTimeFor(row.kind, row, row.habitArchived ? null : row.habitTime);
        if (!time) {
          await repo.dropReminder(tx, row.id);
          continue;
        }
        if (isFresh(row.nextAt, now) && !row.disabled) {
          const day = localDay(row.nextAt, row.timeZone);
          const id = reminderId(row.key, day);
          const payload: SendPayload = {
            reminderId: id,
            kind: row.kind,
            userId: row.userId,
            habitId: row.habitId,
            day,
            timeZone: row.timeZone,
            dueAt: row.nextAt.toISOString(),
          };
          const added = await enqueueJob(tx, {
            queue: REMINDER_QUEUES.send,
            key: id,
            userId: row.userId,
            payload,
            runAt: now,
            maxAttempts: 3,
          });
          if (added) queued += 1;
        }
        const spec = { kind: row.kind, time, timeZone: row.timeZone };
        const next = nextReminderAt(spec, now);
        if (next) await repo.moveReminder(tx, row.id, next, specText(spec), now);
        else await repo.dropReminder(tx, row.id);
      }
      return rows.length;
    });
    if (claimed < BATCH) return queued;
  }
}

/** What the reminder says, or null when there is nothing left to remind of (already done today). */
async function reminderContent(db: Database, reminder: SendPayload, now: Date) {
  if (reminder.kind === 'practice') {
    if (await repo.practisedOn(db, reminder.userId, reminder.day)) return null;
    // A member following a program is reminded of its open day rather than of rituals in general.
    const open = await currentProgramDay(db, reminder.userId, now);
    return open
      ? programReminderText({ id: open.programId, title: open.programTitle }, open.day, open.dayTitle)
      : PRACTICE_REMINDER;
  }
  if (reminder.kind === 'moon') {
    const peak = peakOnDay(reminder.day, reminder.timeZone);
    return peak ? moonReminderText(peak.phase, MOON_PHASES[peak.phase].manifestationType) : null;
  }
  const habit = reminder.habitId ? await repo.findMemberHabit(db, reminder.userId, reminder.habitId) : null;
  if (!habit || habit.isArchived) return null;
  if (await repo.periodSettled(db, habit.id, periodOf(reminder.day, habit.frequency).key)) return null;
  const period = habit.frequency === 'daily' ? 'day' : habit.frequency === 'weekly' ? 'week' : 'month';
  return habitReminderText(habit.title, period);
}

/** The 'reminders.send' job: one push delivery job per device of the member. */
export async function sendReminder(db: Database, raw: unknown, now: Date): Promise<void> {
  const reminder = SendPayloadSchema.parse(raw);
  const content = await reminderContent(db, reminder, now);
  if (!content) return;
  const notification: NotificationPayload = {
    title: content.title,
    body: content.body,
    // One tag per reminder and day: a snoozed reminder replaces the first instead of stacking.
    tag: reminderId(reminder.habitId ?? reminder.kind, reminder.day),
    actions: reminder.kind === 'moon' ? [] : [...NOTIFICATION_ACTIONS],
    data: {
      reminderId: reminder.reminderId,
      kind: reminder.kind,
      habitId: reminder.habitId,
      day: reminder.day,
      url: content.url,
    },
  };
  for (const subscription of await listSubscriptions(db, reminder.userId)) {
    await enqueueJob(db, {
      queue: REMINDER_QUEUES.deliver,
      key: `${reminder.reminderId}@${subscription.id}`,
      userId: reminder.userId,
      payload: { subscriptionId: subscription.id, notification, dueAt: reminder.dueAt },
      runAt: now,
      maxAttempts: 5,
    });
  }
}

/**
 * Once per database ('reminders.backfill@1'): members who chose a reminder time before push
 * reminders existed get their schedule row, so their reminder keeps coming without a new save.
 */
export async function backfillSchedules(db: Database, now: Date): Promise<void> {
  for (const userId of await repo.membersWithoutSchedule(db)) await syncReminders(db, userId, now);
}

/** Queues the backfill once per database: the job's key makes every later start a no-op. */
export async function queueBackfill(db: Database): Promise<void> {
  await enqueueJob(db, {
    queue: REMINDER_QUEUES.backfill,
    key: `${REMINDER_QUEUES.backfill}@1`,
    payload: {},
  });
}
