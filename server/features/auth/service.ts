import { levelFor } from '#domain/practice/experience';
import type { CurrentUser, UpdateUser } from '#domain/auth/auth';
import type { OnboardingState } from '#domain/onboarding/onboarding';
import type { Database } from '#server/db/client';
import type { UserRow } from '#server/db/schema/users';
import { unauthorized } from '#server/http/errors';
import { syncReminders } from '#server/reminders/schedule';
import { findOnboardingState, findUserById, updateUser } from './user-repository';

const toCurrentUser = (user: UserRow, isAdmin: boolean, onboarding: OnboardingState): CurrentUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  // Worked out from the running XP total on read; nothing recomputes it from the practice log.
  quantumLevel: levelFor(user.experience).level,
  levelProgress: levelFor(user.experience).levelProgress,
  timeZone: user.timeZone,
  country: user.country,
  reminderTime: user.reminderTime,
  emailVerified: user.emailVerifiedAt !== null,
  showStreaks: user.showStreaks,
  moonReminders: user.moonReminders,
  latitude: user.latitude,
  longitude: user.longitude,
  isAdmin,
  onboarding,
});

type Auth = { userId: string; isAdmin: boolean };

/** GET /api/user: 401 when the session's member no longer exists. */
export async function currentUser(db: Database, auth: Auth): Promise<CurrentUser> {
  const user = await findUserById(db, auth.userId);
  if (!user) throw unauthorized();
  return toCurrentUser(user, auth.isAdmin, await findOnboardingState(db, auth.userId));
}

/**
 * PATCH /api/user: an empty last name clears it. A new reminder time, zone or moon choice moves the
 * member's push reminders in the same transaction (server/reminders).
 */
export async function updateProfile(db: Database, auth: Auth, input: UpdateUser): Promise<CurrentUser> {
  const { lastName, ...rest } = input;
  const user = await db.transaction(async (tx) => {
    const updated = await updateUser(tx, auth.userId, {
      ...rest,
      ...(lastName === undefined ? {} : { lastName: lastName || null }),
    });
    const { timeZone, reminderTime, moonReminders } = input;
    if (updated && [timeZone, reminderTime, moonReminders].some((value) => value !== undefined))
      await syncReminders(tx, auth.userId);
    return updated;
  });
  if (!user) throw unauthorized();
  return toCurrentUser(user, auth.isAdmin, await findOnboardingState(db, auth.userId));
}
