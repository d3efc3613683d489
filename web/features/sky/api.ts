import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GoalListSchema } from '#domain/goals/goals';
import {
  IntentionCyclesSchema,
  IntentionSchema,
  OUTCOME_LABELS,
  type CreateIntention,
  type ReviewIntention,
} from '#domain/sky/intentions';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { sendOrQueue } from '#web/lib/outbox';

const INTENTIONS_PATH = '/api/moon-intentions';
const INTENTIONS_KEY = [INTENTIONS_PATH] as const;
// The goals feature's endpoint and key: the intention form offers the member's goals to link.
const GOALS_PATH = '/api/quantum-goals';

export function useIntentionCycles() {
  return useQuery({
    queryKey: INTENTIONS_KEY,
    queryFn: ({ signal }) => apiGet(INTENTIONS_PATH, IntentionCyclesSchema, undefined, signal),
  });
}

export function useGoalChoices() {
  return useQuery({
    queryKey: [GOALS_PATH],
    queryFn: ({ signal }) => apiGet(GOALS_PATH, GoalListSchema, undefined, signal),
  });
}

export function useSetIntention() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the intention waits in the outbox; its request id keeps the replay to one row.
    mutationFn: (intention: CreateIntention & { requestId: string }) =>
      sendOrQueue(INTENTIONS_PATH, intention, IntentionSchema, 'Your intention'),
    onSuccess: (sent) => {
      if (sent.queued) {
        toast({
          title: 'Intention kept on this device',
          description: 'It will be set when you are back online.',
          variant: 'success',
        });
        return;
      }
      toast({ title: 'Intention set', description: 'Review it at the full moon.', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: INTENTIONS_KEY });
    },
    onError: (failure) =>
      toast({ title: 'Could not set the intention', description: failure.message, variant: 'destructive' }),
  });
}

export function useReviewIntention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, review }: { id: string; review: ReviewIntention }) =>
      apiRequest('PATCH', `${INTENTIONS_PATH}/${id}`, { body: review, schema: IntentionSchema }),
    onSuccess: (intention) => {
      toast({
        title: 'Review saved',
        description: intention.outcome ? OUTCOME_LABELS[intention.outcome] : undefined,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: INTENTIONS_KEY });
    },
    onError: (failure) =>
      toast({ title: 'Could not save the review', description: failure.message, variant: 'destructive' }),
  });
}
