import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiTokenListSchema,
  CreatedApiTokenSchema,
  type CreateApiToken,
} from '#domain/api-tokens/api-tokens';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';

const TOKENS_PATH = '/api/tokens';

/** The member's live personal access tokens (never the tokens themselves). */
export function useApiTokens() {
  return useQuery({
    queryKey: [TOKENS_PATH],
    queryFn: ({ signal }) => apiGet(TOKENS_PATH, ApiTokenListSchema, undefined, signal),
  });
}

/** A new token: its answer is the only time the token itself is shown. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiToken) =>
      apiRequest('POST', TOKENS_PATH, { body: input, schema: CreatedApiTokenSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TOKENS_PATH] }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${TOKENS_PATH}/${id}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [TOKENS_PATH] });
      toast({ title: 'Token revoked', description: 'Scripts using it are refused from now on.' });
    },
    onError: (failure) =>
      toast({ title: 'Could not revoke the token', description: failure.message, variant: 'destructive' }),
  });
}
