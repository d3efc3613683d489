import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import { DEFAULT_MOON_REMINDER_TIME, type ReminderKind } from '#domain/reminders/reminders';
import { nextReminderAt, specText, type ReminderSpec } from '#domain/reminders/schedule';
import type { Database } from '#server/db/client';
import { habits } from '#server/db/schema/habits';
import { reminderSchedules } from '#server/db/schema/reminders';
import { users } from '#server/db/schema/users';

type Wanted = { key: string; kind: ReminderKind; habitId: string | null; spec: ReminderSpec };

export const practiceKey = (userId: string) => `practice:${userId}`;
export const moonKey = (userId: string) => `moon:${userId}`;
export const habitKey = (habitId: string) => `habit:${habitId}`;

/** The time a reminder of this kind fires at, from the member's and the habit's settings. */
export function reminderTimeFor(
  kind: ReminderKind,
  user: { reminderTime: string | null; moonReminders: boolean },
  habitTime: string | null,
): string | null {
  if (kind === 'habit') return habitTime;
  if (kind === 'moon') return user.moonReminders ? (user.reminderTime ?? DEFAULT_MOON_REMINDER_TIME) : null;
  return user.reminderTime;
}

/**
 * Brings the member's rows in reminder_schedules in line with their settings: one per reminder they
 * have (daily practice, moon, each habit with a time), none for the rest. A row whose time and zone
 * did not change keeps its next_at, so saving an unrelated setting cannot skip or repeat a reminder.
 * Call it in the transaction that changed the settings.
 */
export async function syncReminders(db: Database, userId: string, now = new Date()): Promise<void> {
  const [user] = await db
    .select({
      timeZone: users.timeZone,
      reminderTime: users.reminderTime,
      moonReminders: users.moonReminders,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const habitRows = await db
    .select({ id: habits.id, reminderTime: habits.reminderTime })
    .from(habits)
    .where(and(eq(habits.userId, userId), eq(habits.isArchived, false), isNotNull(habits.reminderTime)));
  const wanted: Wanted[] = [];
  const want = (key: string, kind: ReminderKind, habitId: string | null, time: string | null) => {
    if (time) wanted.push({ key, kind, habitId, spec: { kind, time, timeZone: user.timeZone } });
  };
  want(practiceKey(userId), 'practice', null, reminderTimeFor('practice', user, null));
  want(moonKey(userId), 'moon', null, reminderTimeFor('moon', user, null));
  for (const habit of habitRows) want(habitKey(habit.id), 'habit', habit.id, habit.reminderTime);

  await db.delete(reminderSchedules).where(
    and(
      eq(reminderSchedules.userId, userId),
      wanted.length > 0
        ? notInArray(
            reminderSchedules.key,
            wanted.map((row) => row.key),
          )
        : undefined,
    ),
  );
  const existing = new Map(
    (
      await db
        .select({ key: reminderSchedules.key, spec: reminderSchedules.spec })
        .from(reminderSchedules)
        .where(eq(reminderSchedules.userId, userId))
    ).map((row) => [row.key, row.spec]),
  );
  for (const row of wanted) {
    const spec = specText(row.spec);
    if (existing.get(row.key) === spec) continue;
    const nextAt = nextReminderAt(row.spec, now);
    if (!nextAt) continue;
    await db
      .insert(reminderSchedules)
      .values({ key: row.key, userId, kind: row.kind, habitId: row.habitId, nextAt, spec })
      .onConflictDoUpdate({ target: reminderSchedules.key, set: { nextAt, spec, updatedAt: now } });
  }
}
