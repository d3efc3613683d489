import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SUBSCRIPTION_WELCOME_TOAST } from '#domain/dashboard/dashboard';
import { toast } from '#web/components/ui/toast/toast-store';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { SUBSCRIPTION_STATUS_KEY } from '#web/lib/use-subscription-status';

/**
 * The payment flow returns to /dashboard?subscription=success: welcome the user once, refresh what
 * the new plan changes, and drop the parameter so a reload does not welcome them again.
 */
export function useSubscriptionWelcome(): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const queryClient = useQueryClient();
  const welcomed = useRef(false);

  useEffect(() => {
    if (new URLSearchParams(search).get('subscription') !== 'success' || welcomed.current) return;
    welcomed.current = true;
    toast({ ...SUBSCRIPTION_WELCOME_TOAST, variant: 'success' });
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_STATUS_KEY });
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    navigate(location, { replace: true });
  }, [search, location, navigate, queryClient]);
}
