import { useQuery } from '@tanstack/react-query';
import { PaymentsConfigSchema } from '#domain/payments/payments';
import { apiGet } from '#web/lib/api-client';

const PAYMENTS_CONFIG_KEY = ['/api/payments/config'] as const;

/**
 * Whether plans can be bought on this server (Stripe configured), whether the plan limits apply,
 * the publishable key and the plans' price ids. Shared: the dashboard's upgrade banner and the
 * pricing and subscribe pages all read it under one key.
 */
export function usePaymentsConfig() {
  return useQuery({
    queryKey: PAYMENTS_CONFIG_KEY,
    queryFn: ({ signal }) => apiGet('/api/payments/config', PaymentsConfigSchema, undefined, signal),
    // Configuration changes only with a restart.
    staleTime: Infinity,
  });
}
