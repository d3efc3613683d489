import { useQuery } from '@tanstack/react-query';
import { InsightsSchema, type InsightRange } from '#domain/insights';
import { apiGet } from '#web/lib/api-client';
import { isUpgradeRequired } from '#web/lib/upgrade-required';

export function useInsights(range: InsightRange) {
  return useQuery({
    queryKey: ['/api/insights', { range }],
    queryFn: ({ signal }) => apiGet('/api/insights', InsightsSchema, { range }, signal),
    retry: (count, error) => !isUpgradeRequired(error) && count < 2,
  });
}
