import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import type { OnboardingState } from '#domain/onboarding/onboarding';
import { memberOnboarding } from '#server/db/schema/onboarding';
import { users } from '#server/db/schema/users';

/** The user fields the dashboard shows (the same ones GET /api/user returns). */
export async function findDashboardUser(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      experience: users.experience,
      timeZone: users.timeZone,
      country: users.country,
      reminderTime: users.reminderTime,
      latitude: users.latitude,
      longitude: users.longitude,
      emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      showStreaks: users.showStreaks,
      moonReminders: users.moonReminders,
      // No row yet: the member has not finished onboarding (docs/onboarding.md).
      onboarding: sql<OnboardingState>`coalesce(${memberOnboarding.state}, 'pending')`,
    })
    .from(users)
    .leftJoin(memberOnboarding, eq(memberOnboarding.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
