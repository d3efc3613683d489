import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminCoachingSessionListSchema,
  CoachingSessionListSchema,
  CoachingSessionSchema,
  type RequestCoachingSession,
  type UpdateCoachingSession,
} from '#domain/one-on-one/one-on-one';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';

const OWN_KEY = ['/api/coaching-sessions'] as const;
const QUEUE_KEY = ['/api/admin/coaching-sessions'] as const;

export function useCoachingSessions() {
  return useQuery({
    queryKey: OWN_KEY,
    queryFn: ({ signal }) => apiGet('/api/coaching-sessions', CoachingSessionListSchema, undefined, signal),
  });
}

export function useCoachingQueue() {
  return useQuery({
    queryKey: QUEUE_KEY,
    queryFn: ({ signal }) =>
      apiGet('/api/admin/coaching-sessions', AdminCoachingSessionListSchema, undefined, signal),
    retry: false,
  });
}

const showError = (error: Error) => {
  if (!toastIfUpgradeRequired(error))
    toast({ title: 'Error', description: error.message, variant: 'destructive' });
};

export function useRequestSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestCoachingSession) =>
      apiRequest('POST', '/api/coaching-sessions', { body, schema: CoachingSessionSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: OWN_KEY });
      toast({
        title: 'Session requested',
        description: 'Your coach will schedule it and the time appears here.',
        variant: 'success',
      });
    },
    onError: showError,
  });
}

/** Cancelling (members) and scheduling, done, cancelling (admins): one endpoint. */
export function useUpdateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateCoachingSession }) =>
      apiRequest('PATCH', `/api/coaching-sessions/${id}`, { body: change, schema: CoachingSessionSchema }),
    onSuccess: async (session) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: OWN_KEY }),
        queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
      ]);
      toast({
        title: 'Session updated',
        description: `The session is now ${session.status}.`,
        variant: 'success',
      });
    },
    onError: showError,
  });
}
