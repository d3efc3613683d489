import { DASHBOARD_STATS_PATH } from '#domain/dashboard/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Day } from '#domain/shared/dates';
import { RitualListSchema, RitualSchema, type Ritual } from '#domain/rituals/rituals';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { usePendingIds } from '#web/lib/use-pending-ids';
import { sendOrQueue } from '#web/lib/outbox';
import { requestIdFor } from '#web/lib/request-id';
import { toast } from '#web/components/ui/toast/toast-store';
import { celebrate } from '#web/components/celebration/celebration-store';

const RITUALS_PATH = '/api/daily-rituals';
const ritualsKey = (date: Day) => [RITUALS_PATH, { date }] as const;

export function useRituals(date: Day) {
  return useQuery({
    queryKey: ritualsKey(date),
    queryFn: ({ signal }) => apiGet(RITUALS_PATH, RitualListSchema, { date }, signal),
  });
}

/** Streak, coherence, level and the week's counts all move when a ritual is ticked. */
function useRefreshActivity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [DASHBOARD_STATS_PATH] }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
}

const replace = (list: Ritual[] | undefined, ritual: Ritual) =>
  list?.map((item) => (item.id === ritual.id ? ritual : item));

const TOGGLE_KEY = ['toggle-ritual'];

/** The ritual as it was clicked and the day whose list shows it. */
type ToggleInput = { ritual: Ritual; date: Day };

/** Ids of rituals whose tick is on its way; each clears when its own request settles. */
export const usePendingRitualIds = () => usePendingIds(TOGGLE_KEY, 'ritual');

/**
 * Ticks or un-ticks a ritual optimistically (docs/rituals.md). A failed update puts back that ritual only, so the
 * others ticked meanwhile keep their state, and shows no message (the tick simply returns).
 */
export function useToggleRitual() {
  const queryClient = useQueryClient();
  const refreshActivity = useRefreshActivity();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ ritual }: ToggleInput) =>
      apiRequest('PATCH', `${RITUALS_PATH}/${ritual.id}`, {
        body: ritual.isCompleted
          ? { isCompleted: false, completedAt: null }
          : { isCompleted: true, completedAt: new Date().toISOString() },
        schema: RitualSchema,
      }),
    onMutate: async ({ ritual, date }) => {
      await queryClient.cancelQueries({ queryKey: ritualsKey(date) });
      const completedAt = ritual.isCompleted ? null : new Date().toISOString();
      queryClient.setQueryData<Ritual[]>(ritualsKey(date), (list) =>
        replace(list, { ...ritual, isCompleted: !ritual.isCompleted, completedAt }),
      );
    },
    onError: (_error, { ritual, date }) => {
      queryClient.setQueryData<Ritual[]>(ritualsKey(date), (list) => replace(list, ritual));
    },
    onSuccess: (saved, { date }) => {
      const list = queryClient.setQueryData<Ritual[]>(ritualsKey(date), (list) => replace(list, saved));
      // The tick that completes the day's list is worth a moment (docs/rituals.md).
      if (saved.isCompleted && list && list.length > 0 && list.every((ritual) => ritual.isCompleted))
        celebrate(
          'Every ritual done today',
          list.length === 1
            ? 'Your ritual for today is complete.'
            : `All ${list.length} of today’s rituals are complete.`,
        );
    },
    onSettled: () => {
      // The last tick to land refreshes streak and level once, after every card has its answer.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 1) void refreshActivity();
    },
  });
}

export function useAddRitual(date: Day) {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's draft id, or one per submission (the input object); offline, the ritual waits in
    // the outbox.
    mutationFn: (input: { title: string; requestId?: string }) =>
      sendOrQueue(
        RITUALS_PATH,
        { title: input.title, date, requestId: input.requestId ?? requestIdFor(input) },
        RitualSchema,
        'Your ritual',
      ),
    onSuccess: (sent) => {
      if (sent.queued) {
        toast({
          title: 'Ritual kept on this device',
          description: 'It will be added to today when you are back online.',
          variant: 'success',
        });
        return;
      }
      const ritual = sent.data;
      queryClient.setQueryData<Ritual[]>(ritualsKey(date), (list) =>
        list?.some((item) => item.id === ritual.id) ? list : [...(list ?? []), ritual],
      );
    },
  });
}
