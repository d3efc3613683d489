import type { LimitedFeature, PlanFeature } from '#domain/plans/plans';
import { featureLock, limitLock, type PlanLock } from './plan-lock';
import { usePlanFeatures } from './use-plan-features';

/**
 * Whether `feature` is locked for the member, and the plan that unlocks it: locked only once the
 * server said so (limits enforced and the plan lacks it), so nothing is locked where limits are off.
 */
export function useFeatureLock(feature: PlanFeature): PlanLock {
  return featureLock(usePlanFeatures().data, feature);
}

/** The same for a counted limit: `used` is how many the member has (goals) or used today. */
export function useLimitLock(feature: LimitedFeature, used: number): PlanLock {
  return limitLock(usePlanFeatures().data, feature, used);
}
