import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type UpdateUser } from '#domain/auth/auth';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { toast, type ToastInput } from '#web/components/ui/toast/toast-store';
import { ApiError, apiGet, apiRequest, apiResponse } from '#web/lib/api-client';
import { clearCachedUserData } from '#web/pwa/register-service-worker';
import { dropOwnWrites } from '#web/lib/outbox';
import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';

const MessageSchema = schemaOnFirstUse(() => z.object({ message: z.string() }));

/**
 * Saves profile fields. The caller names the toasts and the mutation raises them itself, so a
 * second save started before the first answers does not swallow the first one's message.
 */
function useUserUpdate(toasts: { saved: (changes: UpdateUser) => ToastInput; failedTitle: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateUser) =>
      apiRequest('PATCH', '/api/user', { body: changes, schema: CurrentUserSchema }),
    onSuccess: (user, changes) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast(toasts.saved(changes));
    },
    onError: (failure) =>
      toast({ title: toasts.failedTitle, description: failure.message, variant: 'destructive' }),
  });
}

/** Name and time zone, from the profile form. */
export const useUpdateProfile = () =>
  useUserUpdate({
    saved: () => ({
      title: 'Profile saved',
      description: 'Your details are up to date.',
      variant: 'success',
    }),
    failedTitle: 'Could not save',
  });

/** After these the browser holds no session: a full navigation resets every cached query. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', '/api/account/sign-out-everywhere', { body: {}, schema: MessageSchema }),
    onSuccess: async () => {
      await clearCachedUserData();
      window.location.assign('/');
    },
    onError: (failure) =>
      toast({ title: 'Could not sign out everywhere', description: failure.message, variant: 'destructive' }),
  });
}

/** The server asks for a recent sign-in before export, deletion and e-mail changes. */
export const needsReauth = (error: unknown) => error instanceof ApiError && error.code === 'reauth_required';

/**
 * Deletes the account. A refusal for want of a recent sign-in calls `onReauth` (the page asks for the
 * password, then tries again) instead of raising a toast.
 */
export function useDeleteAccount({ onReauth }: { onReauth: () => void }) {
  return useMutation({
    mutationFn: (confirm: string) =>
      apiRequest('DELETE', '/api/account', { body: { confirm }, schema: MessageSchema }),
    onSuccess: async () => {
      // Changes still waiting to be sent belong to an account that is gone.
      await dropOwnWrites().catch(() => undefined);
      await clearCachedUserData();
      window.location.assign('/');
    },
    onError: (failure) => {
      if (needsReauth(failure)) return onReauth();
      toast({ title: 'Could not delete the account', description: failure.message, variant: 'destructive' });
    },
  });
}

/** Fetches the export and saves it as a file; like deletion, it may first need a recent sign-in. */
export function useExportData({ onReauth }: { onReauth: () => void }) {
  return useMutation({
    mutationFn: async () => {
      const response = await apiResponse('GET', '/api/account/export');
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = name ?? 'abundance-export.json';
      link.click();
      URL.revokeObjectURL(url);
    },
    onError: (failure) => {
      if (needsReauth(failure)) return onReauth();
      toast({ title: 'Could not export your data', description: failure.message, variant: 'destructive' });
    },
  });
}

type TitledChange = { changes: UpdateUser; title: string };

/**
 * Saves profile fields with the success toast's title chosen by the caller at each save (a reminder
 * moved, a location set...). The mutation raises the toast itself, so overlapping saves each say so.
 */
export function useTitledUserUpdate(failedTitle: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ changes }: TitledChange) =>
      apiRequest('PATCH', '/api/user', { body: changes, schema: CurrentUserSchema }),
    onSuccess: (user, { title }) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast({ title, variant: 'success' });
    },
    onError: (failure) => toast({ title: failedTitle, description: failure.message, variant: 'destructive' }),
  });
  const save = (changes: UpdateUser, title: string) => mutation.mutate({ changes, title });
  return { save, isPending: mutation.isPending };
}

/** Saves or forgets the sky location (two decimals, rounded by the server too). */
export function useSaveSkyLocation() {
  const { save, isPending } = useTitledUserUpdate('Could not save the location');
  return {
    save: (location: { latitude: number; longitude: number } | null, title: string) =>
      save({ latitude: location?.latitude ?? null, longitude: location?.longitude ?? null }, title),
    isPending,
  };
}

const FEED_PATH = '/api/calendar-feed';
const FeedUrlSchema = schemaOnFirstUse(() => z.object({ url: z.string() }));

/** The member's private calendar feed URL (created on first request). */
export function useCalendarFeed() {
  return useQuery({
    queryKey: [FEED_PATH],
    queryFn: ({ signal }) => apiGet(FEED_PATH, FeedUrlSchema, undefined, signal),
  });
}

/** A new feed URL; calendars still subscribed to the old one stop updating. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', `${FEED_PATH}/reset`, { body: {}, schema: FeedUrlSchema }),
    onSuccess: (feed) => {
      queryClient.setQueryData([FEED_PATH], feed);
      toast({
        title: 'New calendar link',
        description: 'The old link no longer works: subscribe again with this one.',
        variant: 'success',
      });
    },
    onError: (failure) =>
      toast({ title: 'Could not reset the link', description: failure.message, variant: 'destructive' }),
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
