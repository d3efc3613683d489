import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { memberOnboarding } from '#server/db/schema/onboarding';
import { users } from '#server/db/schema/users';

export type OnboardingRow = typeof memberOnboarding.$inferSelect;

/** The member's onboarding row and reminder time, or null when the member no longer exists. */
export async function readOnboarding(db: Database, userId: string) {
  const [row] = await db
    .select({ reminderTime: users.reminderTime, onboarding: memberOnboarding })
    .from(users)
    .leftJoin(memberOnboarding, eq(memberOnboarding.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Locks the member's row, so two answers sent at once are applied one after the other. */
export async function lockMember(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return rows.length > 0;
}

export async function saveOnboarding(
  db: Database,
  userId: string,
  fields: Pick<OnboardingRow, 'state' | 'completedAt' | 'intention' | 'practiceTime'>,
): Promise<void> {
  const values = { ...fields, updatedAt: new Date() };
  await db
    .insert(memberOnboarding)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: memberOnboarding.userId, set: values });
}

export async function setReminderTime(db: Database, userId: string, reminderTime: string | null) {
  await db.update(users).set({ reminderTime, updatedAt: new Date() }).where(eq(users.id, userId));
}
