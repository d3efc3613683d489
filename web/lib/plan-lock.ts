import {
  PLAN_FEATURES,
  checkPlanLimit,
  cheapestPlanWith,
  planById,
  planThatUnlocks,
  type LimitedFeature,
  type Plan,
  type PlanFeature,
  type PlanId,
} from '#domain/plans/plans';

/**
 * What the app shows before an action the member's plan does not include: the plan that unlocks it
 * and why. The server stays the authority (it still answers 402); this only decides what to offer.
 */
export type LockedAction = { locked: true; plan: Plan; title: string; reason: string | null };
export type PlanLock = { locked: false } | LockedAction;

const OPEN: PlanLock = { locked: false };

/** The answer of GET /api/plan-features, as the client parses it. */
type PlanFeatures = { plan: PlanId; enforced: boolean; features: readonly string[] };

/** A capability from PLAN_FEATURES, locked only when the server says limits apply and the plan lacks it. */
export function featureLock(features: PlanFeatures | undefined, feature: PlanFeature): PlanLock {
  if (!features?.enforced || features.features.includes(feature)) return OPEN;
  return lockedFeature(feature);
}

/** The lock for a capability the server already reported as locked (a library session, a program). */
export function lockedFeature(feature: PlanFeature): LockedAction {
  const plan = planById(cheapestPlanWith(feature));
  return {
    locked: true,
    plan,
    title: `${PLAN_FEATURES[feature].line} is part of ${plan.name}`,
    reason: null,
  };
}

const LIMIT_TITLES: Record<LimitedFeature, (plan: string) => string> = {
  affirmations: (plan) => `More affirmations today come with ${plan}`,
  goals: (plan) => `More goals come with ${plan}`,
  habits: (plan) => `Wealth habits tracking is part of ${plan}`,
  stories: (plan) => `Success story sharing is part of ${plan}`,
};

/**
 * A counted limit (PLAN_LIMITS): locked when one more `feature` after `used` is over the member's
 * plan, the same rule the server's assertWithinPlan applies, with the server's own sentence as reason.
 */
export function limitLock(
  features: PlanFeatures | undefined,
  feature: LimitedFeature,
  used: number,
): PlanLock {
  if (!features?.enforced) return OPEN;
  const check = checkPlanLimit(features.plan, feature, used);
  const unlockedBy = planThatUnlocks(features.plan, feature, used);
  if (check.allowed || unlockedBy === null) return OPEN;
  const plan = planById(unlockedBy);
  return { locked: true, plan, title: LIMIT_TITLES[feature](plan.name), reason: check.message };
}
