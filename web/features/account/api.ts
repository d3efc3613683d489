import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type UpdateUser } from '#domain/auth';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { apiRequest } from '#web/lib/api-client';
import { clearCachedUserData } from '#web/pwa/register-service-worker';
import { z } from 'zod';
import { toast } from '#web/components/ui/toast/toast-store';

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

export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/email/verification', { body: {}, schema: MessageSchema }),
    onSuccess: ({ message }) => toast({ title: 'Link sent', description: message }),
    onError: (failure: Error) =>
      toast({ title: 'Could not send the link', description: failure.message, variant: 'destructive' }),
  });
}

/** Password re-entry for actions that need a recent sign-in (export, deletion, e-mail change). */
export function useReauth() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('POST', '/api/reauth', { body: { password }, schema: MessageSchema }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiRequest('POST', '/api/password/change', { body, schema: MessageSchema }),
    onSuccess: ({ message }) => toast({ title: 'Password changed', description: message }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest('POST', '/api/email/change', { body: { email }, schema: MessageSchema }),
    onSuccess: ({ message }) => toast({ title: 'Check your new inbox', description: message }),
  });
}
