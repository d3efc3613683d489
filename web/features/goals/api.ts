import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GOAL_MESSAGES, GoalListSchema, GoalSchema, type CreateGoal, type Goal } from '#domain/goals/goals';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';
import { sendOrQueue } from '#web/lib/outbox';
import { requestIdFor } from '#web/lib/request-id';

const GOALS_PATH = '/api/quantum-goals';
const GOALS_KEY = [GOALS_PATH] as const;

export function useGoals() {
  return useQuery({
    queryKey: GOALS_KEY,
    queryFn: ({ signal }) => apiGet(GOALS_PATH, GoalListSchema, undefined, signal),
  });
}

/** Creates a goal; on success the list is refetched and a toast says so (docs/goals.md). */
export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's draft id, or one per submitted goal object; offline, the goal waits in the outbox.
    mutationFn: (goal: CreateGoal) =>
      sendOrQueue(
        GOALS_PATH,
        { ...goal, requestId: goal.requestId ?? requestIdFor(goal) },
        GoalSchema,
        'Your goal',
      ),
    onSuccess: (sent) => {
      if (sent.queued) {
        toast({
          title: 'Goal kept on this device',
          description: 'It will be saved when you are back online.',
          variant: 'success',
        });
        return;
      }
      toast({
        title: GOAL_MESSAGES.createdTitle,
        description: GOAL_MESSAGES.createdDescription,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: GOALS_KEY });
    },
    onError: (error) => {
      if (toastIfUpgradeRequired(error)) return;
      toast({
        title: GOAL_MESSAGES.errorTitle,
        description: error.message || GOAL_MESSAGES.createFallback,
        variant: 'destructive',
      });
    },
  });
}

/** Saves a goal's progress; the server answers with the recomputed probability. */
export function useUpdateGoalProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, currentProgress }: { id: string; currentProgress: number }) =>
      apiRequest('PATCH', `${GOALS_PATH}/${id}`, { body: { currentProgress }, schema: GoalSchema }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Goal[]>(GOALS_KEY, (list) =>
        list?.map((goal) => (goal.id === saved.id ? saved : goal)),
      ),
    onError: (error) =>
      toast({
        title: GOAL_MESSAGES.errorTitle,
        description: error.message || GOAL_MESSAGES.updateFallback,
        variant: 'destructive',
      }),
  });
}
