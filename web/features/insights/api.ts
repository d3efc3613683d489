import { useQuery } from '@tanstack/react-query';
import { InsightsSchema, type InsightRange } from '#domain/insights/insights';
import { ReflectionSchema } from '#domain/insights/reflection';
import { apiGet } from '#web/lib/api-client';
import { isUpgradeRequired } from '#web/lib/upgrade-required';

export function useInsights(range: InsightRange) {
  return useQuery({
    queryKey: ['/api/insights', { range }],
    queryFn: ({ signal }) => apiGet('/api/insights', InsightsSchema, { range }, signal),
    retry: (count, error) => !isUpgradeRequired(error) && count < 2,
  });
}

/** "What helps": mood against practice and the moon, with the statistics' verdict (docs/insights.md). */
export function useReflection() {
  return useQuery({
    queryKey: ['/api/insights/reflection'],
    queryFn: ({ signal }) => apiGet('/api/insights/reflection', ReflectionSchema, undefined, signal),
    retry: (count, error) => !isUpgradeRequired(error) && count < 2,
  });
}
