import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Day } from '#domain/dates';
import { DailyRitualListSchema, DailyRitualSchema, type DailyRitual } from '#domain/rituals';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { usePendingIds } from '#web/lib/use-pending-ids';
import { celebrate } from '#web/components/celebration/celebration-store';

export const RITUALS_PATH = '/api/daily-rituals';
const ritualsKey = (date: Day) => [RITUALS_PATH, { date }] as const;

export function useRituals(date: Day) {
  return useQuery({
    queryKey: ritualsKey(date),
    queryFn: ({ signal }) => apiGet(RITUALS_PATH, DailyRitualListSchema, { date }, signal),
  });
}

/** Streak, coherence, level and the week's counts all move when a ritual is ticked. */
function useRefreshActivity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['/api/dashboard-stats'] }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
}

const replace = (list: DailyRitual[] | undefined, ritual: DailyRitual) =>
  list?.map((item) => (item.id === ritual.id ? ritual : item));

const TOGGLE_KEY = ['toggle-ritual'];

/** The ritual as it was clicked and the day whose list shows it. */
type ToggleInput = { ritual: DailyRitual; date: Day };

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
        schema: DailyRitualSchema,
      }),
    onMutate: async ({ ritual, date }) => {
      await queryClient.cancelQueries({ queryKey: ritualsKey(date) });
      const completedAt = ritual.isCompleted ? null : new Date().toISOString();
      queryClient.setQueryData<DailyRitual[]>(ritualsKey(date), (list) =>
        replace(list, { ...ritual, isCompleted: !ritual.isCompleted, completedAt }),
      );
    },
    onError: (_error, { ritual, date }) => {
      queryClient.setQueryData<DailyRitual[]>(ritualsKey(date), (list) => replace(list, ritual));
    },
    onSuccess: (saved, { date }) => {
      const list = queryClient.setQueryData<DailyRitual[]>(ritualsKey(date), (list) => replace(list, saved));
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
    mutationFn: (title: string) =>
      apiRequest('POST', RITUALS_PATH, { body: { title, date }, schema: DailyRitualSchema }),
    onSuccess: (ritual) =>
      queryClient.setQueryData<DailyRitual[]>(ritualsKey(date), (list) =>
        list?.some((item) => item.id === ritual.id) ? list : [...(list ?? []), ritual],
      ),
  });
}
