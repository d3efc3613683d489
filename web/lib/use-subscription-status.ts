import { useQuery } from '@tanstack/react-query';
import { SubscriptionStatusSchema } from '#domain/payments/payments';
import { apiGet } from '#web/lib/api-client';

/**
 * The one query for GET /api/subscription-status: every screen that reads the member's plan (the
 * dashboard banner, the pricing page) shares this key and this full schema, so whichever screen
 * fetched first leaves a complete answer in the cache for the others.
 */
export const SUBSCRIPTION_STATUS_KEY = ['/api/subscription-status'] as const;

export function useSubscriptionStatus() {
  return useQuery({
    queryKey: SUBSCRIPTION_STATUS_KEY,
    queryFn: ({ signal }) => apiGet('/api/subscription-status', SubscriptionStatusSchema, undefined, signal),
  });
}
