import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { goals } from '#server/db/schema/goals';
import { moonIntentions, type MoonIntentionRow } from '#server/db/schema/sky-intentions';
import { users } from '#server/db/schema/users';

export type IntentionWithGoal = MoonIntentionRow & { goalTitle: string | null };

/** The member's intentions of the given lunations (by new-moon instant), oldest first. */
export async function listIntentions(
  db: Database,
  userId: string,
  cycles: Date[],
): Promise<IntentionWithGoal[]> {
  const rows = await db
    .select({ intention: moonIntentions, goalTitle: goals.title })
    .from(moonIntentions)
    .leftJoin(goals, eq(goals.id, moonIntentions.goalId))
    .where(and(eq(moonIntentions.userId, userId), inArray(moonIntentions.cycleNewMoon, cycles)))
    .orderBy(asc(moonIntentions.createdAt));
  return rows.map((row) => ({ ...row.intention, goalTitle: row.goalTitle }));
}

export async function countIntentions(db: Database, userId: string, cycle: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(moonIntentions)
    .where(and(eq(moonIntentions.userId, userId), eq(moonIntentions.cycleNewMoon, cycle)));
  return row?.count ?? 0;
}

export async function findIntentionByRequest(
  db: Database,
  userId: string,
  requestId: string,
): Promise<MoonIntentionRow | null> {
  const [row] = await db
    .select()
    .from(moonIntentions)
    .where(and(eq(moonIntentions.userId, userId), eq(moonIntentions.requestId, requestId)));
  return row ?? null;
}

export async function findIntention(
  db: Database,
  userId: string,
  id: string,
): Promise<MoonIntentionRow | null> {
  const [row] = await db
    .select()
    .from(moonIntentions)
    .where(and(eq(moonIntentions.id, id), eq(moonIntentions.userId, userId)));
  return row ?? null;
}

/** The member's own goal's title, or null when the goal is not theirs (or does not exist). */
export async function ownGoalTitle(db: Database, userId: string, goalId: string): Promise<string | null> {
  const [row] = await db
    .select({ title: goals.title })
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  return row?.title ?? null;
}

export async function insertIntention(
  db: Database,
  values: {
    userId: string;
    cycleNewMoon: Date;
    text: string;
    goalId: string | null;
    requestId: string | null;
  },
): Promise<MoonIntentionRow | null> {
  const [row] = await db.insert(moonIntentions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function reviewIntention(
  db: Database,
  userId: string,
  id: string,
  review: { outcome: 'manifested' | 'growing' | 'released'; reflection: string },
): Promise<MoonIntentionRow | null> {
  const [row] = await db
    .update(moonIntentions)
    .set({ outcome: review.outcome, reflection: review.reflection || null, reviewedAt: new Date() })
    .where(and(eq(moonIntentions.id, id), eq(moonIntentions.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * Locks the member's user row for the transaction (FOR NO KEY UPDATE, which does not block the
 * key-share locks of foreign-key inserts), so a count taken after it holds until commit.
 */
export async function lockMember(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1).for('no key update');
}
