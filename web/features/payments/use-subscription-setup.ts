import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import {
  CREATED_REDIRECT_MS,
  FAILURE_REDIRECT_MS,
  SUBSCRIBE_TEXT,
  SUBSCRIPTION_SUCCESS_PATH,
  setupOutcome,
} from '#domain/payments/payments';
import type { PaidPlanId } from '#domain/plans/plans';
import { toast } from '#web/components/ui/toast/toast-store';
import { SUBSCRIPTION_STATUS_KEY } from '#web/lib/use-subscription-status';
import { usePaymentsConfig } from '#web/lib/use-payments-config';
import { createSubscription } from './api';

export type SetupState =
  | { kind: 'loading' }
  | { kind: 'not-configured' }
  | { kind: 'payment-form'; clientSecret: string; publishableKey: string }
  | { kind: 'redirecting'; to: string; afterMs: number };

/**
 * The subscribe flow of docs/plans.md: no priceId -> 'Invalid Request' and back to /pricing; Stripe
 * not configured -> a message; otherwise one create-subscription call, then the payment form, or
 * 'Subscription Created' and the dashboard after 1.5 s, or a configuration error or failure toast
 * and /pricing after 2 s. The call is made once even under StrictMode's double effects.
 */
export function useSubscriptionSetup(tier: PaidPlanId, priceId: string | null): SetupState {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const config = usePaymentsConfig();
  const [state, setState] = useState<SetupState>({ kind: 'loading' });
  const started = useRef(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current) return;
    const fail = (description: string) => {
      toast({ title: SUBSCRIBE_TEXT.setupFailedTitle, description, variant: 'destructive' });
      setState({ kind: 'redirecting', to: '/pricing', afterMs: FAILURE_REDIRECT_MS });
    };
    if (!priceId) {
      started.current = true;
      toast({
        title: SUBSCRIBE_TEXT.invalidRequestTitle,
        description: SUBSCRIBE_TEXT.invalidRequestDescription,
        variant: 'destructive',
      });
      navigate('/pricing', { replace: true });
      return;
    }
    if (config.isError) {
      started.current = true;
      fail(config.error.message || SUBSCRIBE_TEXT.setupFailedFallback);
      return;
    }
    if (!config.data) return;
    started.current = true;
    const { configured, publishableKey } = config.data;
    if (!configured || !publishableKey) {
      setState({ kind: 'not-configured' });
      return;
    }
    createSubscription({ priceId, tier }).then(
      (setup) => {
        if (!mounted.current) return;
        const outcome = setupOutcome(setup);
        if (outcome === 'payment-form' && setup.clientSecret) {
          setState({ kind: 'payment-form', clientSecret: setup.clientSecret, publishableKey });
        } else if (outcome === 'created') {
          void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
          toast({ title: SUBSCRIBE_TEXT.createdTitle, description: setup.message, variant: 'success' });
          setState({ kind: 'redirecting', to: SUBSCRIPTION_SUCCESS_PATH, afterMs: CREATED_REDIRECT_MS });
        } else {
          toast({
            title: SUBSCRIBE_TEXT.configurationErrorTitle,
            description: SUBSCRIBE_TEXT.configurationErrorDescription,
            variant: 'destructive',
          });
          setState({ kind: 'redirecting', to: '/pricing', afterMs: FAILURE_REDIRECT_MS });
        }
      },
      (error: unknown) => {
        if (!mounted.current) return;
        fail((error instanceof Error && error.message) || SUBSCRIBE_TEXT.setupFailedFallback);
      },
    );
  }, [config.data, config.isError, config.error, priceId, tier, navigate, queryClient]);

  useEffect(() => {
    if (state.kind !== 'redirecting') return;
    const timer = setTimeout(() => navigate(state.to), state.afterMs);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  return state;
}
