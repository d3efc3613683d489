import { cheapestPlanWith, planById, type Plan, type PlanFeature } from '#domain/plans/plans';
import { usePlanFeatures } from './use-plan-features';

/**
 * Whether `feature` is locked for the member, and the plan that unlocks it: locked only once the
 * server said so (limits enforced and the plan lacks it), so nothing is locked where limits are off.
 */
export function useFeatureLock(feature: PlanFeature): { locked: boolean; plan: Plan } {
  const { data } = usePlanFeatures();
  const locked = Boolean(data?.enforced) && !(data?.features ?? []).includes(feature);
  return { locked, plan: planById(cheapestPlanWith(feature)) };
}
