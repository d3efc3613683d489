import { eq } from 'drizzle-orm';
import type { PlanId } from '#domain/plans/plans';
import type { Database } from '#server/db/client';
import { users } from '#server/db/schema/users';
import { effectivePlanSql } from './effective-plan';

/**
 * The plan limits read (the plan in effect: users.plan or a comp), locked so a count taken after it in the same transaction holds.
 * FOR NO KEY UPDATE still serialises concurrent checks but does not block the key-share locks that
 * foreign-key inserts take on users (plain FOR UPDATE deadlocks against them).
 */
export async function lockUserPlan(tx: Database, userId: string): Promise<PlanId> {
  const [row] = await tx
    .select({ plan: effectivePlanSql })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
    .for('no key update');
  return row?.plan ?? 'free';
}

/** The plan without a lock, for reads that only decide what to show. */
export async function readUserPlan(db: Database, userId: string): Promise<PlanId> {
  const [row] = await db.select({ plan: effectivePlanSql }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.plan ?? 'free';
}
