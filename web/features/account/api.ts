import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CurrentUserSchema, type UpdateUser } from '#domain/auth';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { apiGet, apiRequest } from '#web/lib/api-client';
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

/** Saves or forgets the sky location (two decimals, rounded by the server too) and says so. */
export function useSaveSkyLocation() {
  const update = useUpdateProfile();
  const save = (location: { latitude: number; longitude: number } | null, title: string) =>
    update.mutate(
      { latitude: location?.latitude ?? null, longitude: location?.longitude ?? null },
      {
        onSuccess: () => toast({ title, variant: 'success' }),
        onError: (failure) =>
          toast({
            title: 'Could not save the location',
            description: failure.message,
            variant: 'destructive',
          }),
      },
    );
  return { save, isPending: update.isPending };
}

const FEED_PATH = '/api/calendar-feed';
const FeedUrlSchema = z.object({ url: z.string() });

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
