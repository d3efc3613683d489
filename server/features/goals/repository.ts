import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { goals, type GoalRow } from '#server/db/schema/goals';

type NewGoal = {
  userId: string;
  requestId: string | null;
  title: string;
  description: string | null;
  targetAmount: number | null;
  manifestationDate: string;
  setOn: string;
};

export type GoalChanges = Partial<
  Pick<GoalRow, 'title' | 'description' | 'targetAmount' | 'manifestationDate' | 'currentProgress'>
>;

/** Postgres unique_violation: the (user, lower(title)) index refused a second goal of that title. */
export function isDuplicateTitle(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause)
    if ('code' in cause && cause.code === '23505') return true;
  return false;
}

export async function listGoals(db: Database, userId: string): Promise<GoalRow[]> {
  return db
    .select()
    .from(goals)
    .where(eq(goals.userId, userId))
    .orderBy(asc(goals.manifestationDate), asc(goals.createdAt));
}

/** The goal a create with this client request id made, if any (a retried or replayed create). */
export async function findGoalByRequest(
  db: Database,
  userId: string,
  requestId: string,
): Promise<GoalRow | null> {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a goal, or returns null when the user already has one with that title or that request id
 * (the caller tells the two apart).
 */
export async function insertGoal(db: Database, goal: NewGoal): Promise<GoalRow | null> {
  const [row] = await db.insert(goals).values(goal).onConflictDoNothing().returning();
  return row ?? null;
}

/** Applies changes to the user's goal; null when there is no such goal of theirs. */
export async function updateGoal(
  db: Database,
  userId: string,
  id: string,
  changes: GoalChanges,
): Promise<GoalRow | null> {
  const [row] = await db
    .update(goals)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(goals.id, id), eq(goals.userId, userId)))
    .returning();
  return row ?? null;
}

/** How many goals the user has (for the plan limit). */
export async function countGoals(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(goals)
    .where(eq(goals.userId, userId));
  return row?.count ?? 0;
}
