import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUBSCRIBE_TEXT,
  SubscriptionSetupSchema,
  SubscriptionStatusSchema,
  type CreateSubscription,
  type SubscriptionSetup,
} from '#domain/payments';
import { apiRequest } from '#web/lib/api-client';
import { SUBSCRIPTION_STATUS_KEY } from '#web/lib/use-subscription-status';

/**
 * POST /api/create-subscription. docs/plans.md gives this call its own error rule: the server's
 * message, or 'Failed to create subscription' (not the HTTP status text the shared client falls back to).
 */
export async function createSubscription(body: CreateSubscription): Promise<SubscriptionSetup> {
  const response = await fetch('/api/create-subscription', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
        ? data.message
        : '';
    throw new Error(message || SUBSCRIBE_TEXT.setupFailedServerFallback);
  }
  return SubscriptionSetupSchema.parse(data);
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/cancel-subscription', { schema: SubscriptionStatusSchema }),
    onSuccess: (status) => queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, status),
  });
}
