import { ONBOARDING_MESSAGES, type Onboarding, type UpdateOnboarding } from '#domain/onboarding/onboarding';
import type { Database } from '#server/db/client';
import { badRequest, unauthorized } from '#server/http/errors';
import { syncReminders } from '#server/reminders/schedule';
import { lockMember, readOnboarding, saveOnboarding, setReminderTime } from './repository';

type Stored = NonNullable<Awaited<ReturnType<typeof readOnboarding>>>;

/** A member without a row has not finished onboarding yet (docs/onboarding.md). */
function toAnswer({ onboarding, reminderTime }: Stored): Onboarding {
  return {
    state: onboarding?.state ?? 'pending',
    completedAt: onboarding?.completedAt?.toISOString() ?? null,
    intention: onboarding?.intention ?? null,
    practiceTime: onboarding?.practiceTime ?? null,
    // The reminder is the member's daily reminder (reminderTime in GET /api/user).
    reminder: reminderTime !== null,
  };
}

export async function getOnboarding(db: Database, userId: string): Promise<Onboarding> {
  const stored = await readOnboarding(db, userId);
  if (!stored) throw unauthorized();
  return toAnswer(stored);
}

/**
 * Applies the fields sent and leaves the rest as they are. `reminder: true` sets the daily reminder
 * to the practice time, `false` clears it; `finish` ends onboarding and stamps completedAt.
 */
export async function updateOnboarding(
  db: Database,
  userId: string,
  input: UpdateOnboarding,
  now = new Date(),
): Promise<Onboarding> {
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, userId))) throw unauthorized();
    const stored = await readOnboarding(tx, userId);
    if (!stored) throw unauthorized();
    const current = stored.onboarding;
    const practiceTime =
      input.practiceTime === undefined ? (current?.practiceTime ?? null) : input.practiceTime;
    const next = {
      state: input.finish ?? current?.state ?? 'pending',
      completedAt: input.finish ? now : (current?.completedAt ?? null),
      intention: input.intention === undefined ? (current?.intention ?? null) : input.intention,
      practiceTime,
    };
    await saveOnboarding(tx, userId, next);
    let reminderTime = stored.reminderTime;
    if (input.reminder !== undefined) {
      if (input.reminder && !practiceTime) throw badRequest(ONBOARDING_MESSAGES.reminderNeedsTime);
      reminderTime = input.reminder ? practiceTime : null;
      await setReminderTime(tx, userId, reminderTime);
      await syncReminders(tx, userId, now);
    }
    return toAnswer({ reminderTime, onboarding: { ...next, userId, updatedAt: now } });
  });
}
