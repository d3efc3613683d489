import {
  PLAN_FEATURE_IDS,
  checkPlanFeature,
  checkPlanLimit,
  planAllows,
  type LimitedFeature,
  type PlanFeature,
  type PlanFeatures,
} from '#domain/plans/plans';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { paymentRequired } from '#server/http/errors';
import { lockUserPlan, readUserPlan } from './plan-repository';
import { paymentSettings } from '#server/plans/payment-settings';

/**
 * Limits apply when payments are configured (there is a way to upgrade) or ENFORCE_PLAN_LIMITS=true;
 * a self-hosted install without Stripe has everything unlocked.
 */
export function planLimitsEnforced(config: AppConfig): boolean {
  return config.ENFORCE_PLAN_LIMITS || paymentSettings(config) !== null;
}

/**
 * Refuses with 402 `{ message }` (naming the plan that unlocks it) when the user's plan allows no
 * more of `feature`; otherwise returns how many more it allows, counting the one being added
 * (Infinity when unlimited or when limits are off).
 *
 * `currentCount` is how many the user already has (goals) or used today (affirmations); pass 0 for
 * habits and stories, which Free does not include at all. To make the check race-free, call it
 * inside the transaction that inserts, and pass a function: it is called after the user's row is
 * locked, so two concurrent requests cannot both take the last slot.
 *
 *   await db.transaction(async (tx) => {
 *     await assertWithinPlan(tx, config, userId, 'goals', (locked) => countGoals(locked, userId));
 *     await insertGoal(tx, ...);
 *   });
 */
export async function assertWithinPlan(
  db: Database,
  config: AppConfig,
  userId: string,
  feature: LimitedFeature,
  currentCount: number | ((db: Database) => Promise<number>),
): Promise<number> {
  if (!planLimitsEnforced(config)) return Infinity;
  const plan = await lockUserPlan(db, userId);
  const used = typeof currentCount === 'number' ? currentCount : await currentCount(db);
  const result = checkPlanLimit(plan, feature, used);
  if (!result.allowed) throw paymentRequired(result.message);
  return result.remaining;
}

/**
 * The same rule for a capability a plan includes or not (PLAN_FEATURES): 402 naming the plan that
 * includes it. Call it first in the service (inside its transaction when it writes).
 */
export async function assertPlanIncludes(
  db: Database,
  config: AppConfig,
  userId: string,
  feature: PlanFeature,
): Promise<void> {
  if (!planLimitsEnforced(config)) return;
  const result = checkPlanFeature(await lockUserPlan(db, userId), feature);
  if (!result.allowed) throw paymentRequired(result.message);
}

/** The capabilities the member has right now: every one while limits are off. */
export async function featuresOf(db: Database, config: AppConfig, userId: string): Promise<PlanFeatures> {
  const plan = await readUserPlan(db, userId);
  const enforced = planLimitsEnforced(config);
  return {
    plan,
    enforced,
    features: PLAN_FEATURE_IDS.filter((feature) => !enforced || planAllows(plan, feature)),
  };
}

/** Whether the member may use `feature` right now (true whenever limits are off); for showing locks. */
export async function planIncludes(
  db: Database,
  config: AppConfig,
  userId: string,
  feature: PlanFeature,
): Promise<boolean> {
  if (!planLimitsEnforced(config)) return true;
  return planAllows(await readUserPlan(db, userId), feature);
}
