import { useQuery } from '@tanstack/react-query';
import { PlanFeaturesSchema, type PlanFeature } from '#domain/plans/plans';
import { apiGet } from '#web/lib/api-client';

const PLAN_FEATURES_KEY = ['/api/plan-features'] as const;

/** What the member's plan includes now; the server enforces it, this only decides what to offer. */
export function usePlanFeatures() {
  return useQuery({
    queryKey: PLAN_FEATURES_KEY,
    queryFn: ({ signal }) => apiGet('/api/plan-features', PlanFeaturesSchema, undefined, signal),
  });
}

export function useHasFeature(feature: PlanFeature): boolean | undefined {
  const { data } = usePlanFeatures();
  return data ? data.features.includes(feature) : undefined;
}
