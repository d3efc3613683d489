import { eq } from 'drizzle-orm';
import { localDay, type Day } from '#domain/shared/dates';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/users';

/** The time zone stored on the user, or null when there is no such user. */
export async function findUserTimeZone(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.timeZone ?? null;
}

/** The user's local calendar day at `now`, in the time zone stored on the user (UTC if unknown). */
export async function userToday(db: Database, userId: string, now = new Date()): Promise<Day> {
  return localDay(now, (await findUserTimeZone(db, userId)) ?? 'UTC');
}
