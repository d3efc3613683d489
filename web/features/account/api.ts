import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type UpdateUser } from '#domain/auth';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { apiRequest } from '#web/lib/api-client';
import { clearCachedUserData } from '#web/pwa/register-service-worker';
import { z } from 'zod';

const MessageSchema = z.object({ message: z.string() });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUser) =>
      apiRequest('PATCH', '/api/user', { body: changes, schema: CurrentUserSchema }),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

/** After these the browser holds no session: a full navigation resets every cached query. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/account/sign-out-everywhere', { body: {}, schema: MessageSchema }),
    onSuccess: async () => {
      await clearCachedUserData();
      window.location.assign('/');
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirm: string) =>
      apiRequest('DELETE', '/api/account', { body: { confirm }, schema: MessageSchema }),
    onSuccess: async () => {
      await clearCachedUserData();
      window.location.assign('/');
    },
  });
}
