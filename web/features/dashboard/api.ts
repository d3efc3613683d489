import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DashboardStatsSchema } from '#domain/dashboard';
import { useSignedInUser } from '#web/app/use-signed-in-user';
import { apiGet } from '#web/lib/api-client';

export const DASHBOARD_STATS_PATH = '/api/dashboard-stats';
export const SUBSCRIPTION_STATUS_PATH = '/api/subscription-status';

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

/** Only the field the banner needs; the payments feature owns the full contract. */
const SubscriptionStatusSchema = z.object({ hasActiveSubscription: z.boolean() });

export function useSubscriptionStatus() {
  return useQuery({
    queryKey: [SUBSCRIPTION_STATUS_PATH],
    queryFn: ({ signal }) => apiGet(SUBSCRIPTION_STATUS_PATH, SubscriptionStatusSchema, undefined, signal),
  });
}
