import { and, asc, eq, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import type { Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { habitCompletions, habits } from '#server/db/schema/habits';
import { jobs } from '#server/db/schema/jobs';
import { practiceLog } from '#server/db/schema/practice';
import { habitSkips } from '#server/db/schema/habits';
import { reminderSchedules } from '#server/db/schema/reminders';
import { users } from '#server/db/schema/users';

/**
 * Claims up to `limit` reminders that are due, with what deciding their next time needs. Only rows
 * whose next_at has passed are read (reminder_schedules_next_at_idx), and FOR UPDATE SKIP LOCKED
 * lets several instances claim at once without two taking the same row. Call it in a transaction
 * that also moves each claimed row's next_at.
 */
export function claimDueReminders(db: Database, now: Date, limit: number) {
  return db
    .select({
      id: reminderSchedules.id,
      key: reminderSchedules.key,
      kind: reminderSchedules.kind,
      userId: reminderSchedules.userId,
      habitId: reminderSchedules.habitId,
      nextAt: reminderSchedules.nextAt,
      timeZone: users.timeZone,
      reminderTime: users.reminderTime,
      moonReminders: users.moonReminders,
      /** An admin disabled the account: its reminders keep their schedule but are not sent. */
      disabled: sql<boolean>`${users.disabledAt} is not null`,
      habitTime: habits.reminderTime,
      habitArchived: habits.isArchived,
    })
    .from(reminderSchedules)
    .innerJoin(users, eq(users.id, reminderSchedules.userId))
    .leftJoin(habits, eq(habits.id, reminderSchedules.habitId))
    .where(lte(reminderSchedules.nextAt, now))
    .orderBy(asc(reminderSchedules.nextAt))
    .limit(limit)
    .for('update', { of: reminderSchedules, skipLocked: true });
}

export async function moveReminder(db: Database, id: string, nextAt: Date, spec: string, now: Date) {
  await db
    .update(reminderSchedules)
    .set({ nextAt, spec, updatedAt: now })
    .where(eq(reminderSchedules.id, id));
}

export async function dropReminder(db: Database, id: string) {
  await db.delete(reminderSchedules).where(eq(reminderSchedules.id, id));
}

export async function practisedOn(db: Database, userId: string, day: Day): Promise<boolean> {
  const rows = await db
    .select({ id: practiceLog.id })
    .from(practiceLog)
    .where(and(eq(practiceLog.userId, userId), eq(practiceLog.day, day)))
    .limit(1);
  return rows.length > 0;
}

export async function findMemberHabit(db: Database, userId: string, habitId: string) {
  const [row] = await db
    .select()
    .from(habits)
    .where(and(eq(habits.id, habitId), eq(habits.userId, userId)));
  return row ?? null;
}

/** Whether the habit's period `periodKey` is already done or skipped (no reminder needed). */
export async function periodSettled(db: Database, habitId: string, periodKey: string): Promise<boolean> {
  const [done, skipped] = await Promise.all([
    db
      .select({ id: habitCompletions.id })
      .from(habitCompletions)
      .where(and(eq(habitCompletions.habitId, habitId), eq(habitCompletions.periodKey, periodKey)))
      .limit(1),
    db
      .select({ id: habitSkips.id })
      .from(habitSkips)
      .where(and(eq(habitSkips.habitId, habitId), eq(habitSkips.periodKey, periodKey)))
      .limit(1),
  ]);
  return done.length > 0 || skipped.length > 0;
}

/** Members with a daily reminder time but no schedule row (set before push reminders existed). */
export async function membersWithoutSchedule(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        isNotNull(users.reminderTime),
        notExists(
          db
            .select({ id: reminderSchedules.id })
            .from(reminderSchedules)
            .where(eq(reminderSchedules.userId, users.id)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Whether this reminder (by its id, the key of its job on `sendQueue`) was sent to this member: its
 * send job ran to the end. Finished jobs are kept for JOB_RETENTION_MS, longer than a notification
 * stays useful.
 */
export async function reminderWasSent(
  db: Database,
  userId: string,
  reminderId: string,
  sendQueue: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.key, reminderId),
        eq(jobs.queue, sendQueue),
        eq(jobs.userId, userId),
        isNotNull(jobs.finishedAt),
        eq(jobs.failed, 0),
      ),
    )
    .limit(1);
  return row !== undefined;
}
