import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SUBSCRIBE_TEXT,
  SUBSCRIPTION_SUCCESS_PATH,
  SubscriptionSetupSchema,
  SubscriptionStatusSchema,
  type CreateSubscription,
  type SubscriptionSetup,
} from '#domain/payments/payments';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiRequest } from '#web/lib/api-client';
import { SUBSCRIPTION_STATUS_KEY } from '#web/lib/use-subscription-status';

/**
 * POST /api/create-subscription. docs/plans.md gives this call its own error rule: the server's
 * message, or 'Failed to create subscription' (not the HTTP status text the shared client falls back to).
 */
export async function createSubscription(body: CreateSubscription): Promise<SubscriptionSetup> {
  return apiRequest('POST', '/api/create-subscription', {
    body,
    schema: SubscriptionSetupSchema,
    fallback: SUBSCRIBE_TEXT.setupFailedServerFallback,
  });
}

/** Cancels at the period's end; the plan's name and end date are passed in for the toast. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_shown: { planName: string; until: string }) =>
      apiRequest('POST', '/api/cancel-subscription', { schema: SubscriptionStatusSchema }),
    onSuccess: (status, { planName, until }) => {
      queryClient.setQueryData(SUBSCRIPTION_STATUS_KEY, status);
      toast({
        title: 'Subscription Canceled',
        description: `Your ${planName} plan stays active until ${until}.`,
        variant: 'success',
      });
    },
    onError: (error) =>
      toast({ title: 'Cancellation failed', description: error.message, variant: 'destructive' }),
  });
}

/**
 * Confirms a payment with Stripe. On success Stripe takes the browser to the return URL, so the
 * call only comes back when confirmation failed: that answer becomes this mutation's error toast.
 */
export function useConfirmPayment() {
  return useMutation({
    mutationFn: async ({ stripe, elements }: { stripe: Stripe; elements: StripeElements }) => {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: new URL(SUBSCRIPTION_SUCCESS_PATH, window.location.origin).href },
      });
      throw new Error(error.message ?? SUBSCRIBE_TEXT.paymentFailedFallback);
    },
    onError: (error) =>
      toast({ title: SUBSCRIBE_TEXT.paymentFailedTitle, description: error.message, variant: 'destructive' }),
  });
}
