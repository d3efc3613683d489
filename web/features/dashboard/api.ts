import { DASHBOARD_STATS_PATH } from '#domain/dashboard/dashboard';
import { useQuery } from '@tanstack/react-query';
import { DashboardStatsSchema } from '#domain/dashboard/dashboard';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { apiGet } from '#web/lib/api-client';

/**
 * Streak, coherence and the week's practice. The key carries the user's time zone so the numbers are
 * fetched again when the browser's zone is first stored (they are computed for the user's local day).
 */
export function useDashboardStats() {
  const { timeZone } = useSignedInUser();
  return useQuery({
    queryKey: [DASHBOARD_STATS_PATH, { timeZone }],
    queryFn: ({ signal }) => apiGet(DASHBOARD_STATS_PATH, DashboardStatsSchema, undefined, signal),
  });
}
