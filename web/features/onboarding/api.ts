import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { OnboardingSchema, type UpdateOnboarding } from '#domain/onboarding/onboarding';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { toast } from '#web/components/ui/toast/toast-store';

const ONBOARDING_PATH = '/api/onboarding';
const ONBOARDING_KEY = [ONBOARDING_PATH] as const;

export function useOnboarding() {
  return useQuery({
    queryKey: ONBOARDING_KEY,
    queryFn: ({ signal }) => apiGet(ONBOARDING_PATH, OnboardingSchema, undefined, signal),
  });
}

/**
 * Saves some answers. The current user carries the onboarding state and the reminder time, so it is
 * refreshed once the answers are stored.
 */
export function useUpdateOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOnboarding) =>
      apiRequest('PUT', ONBOARDING_PATH, { body, schema: OnboardingSchema }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(ONBOARDING_KEY, answer);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
    onError: (failure) =>
      toast({ title: 'Could not save your answer', description: failure.message, variant: 'destructive' }),
  });
}
