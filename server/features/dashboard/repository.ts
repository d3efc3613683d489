import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
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
      quantumLevel: users.quantumLevel,
      levelProgress: users.levelProgress,
      timeZone: users.timeZone,
      reminderTime: users.reminderTime,
      showStreaks: users.showStreaks,
      moonReminders: users.moonReminders,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
