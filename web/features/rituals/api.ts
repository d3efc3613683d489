import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useEffect, useState } from 'react';
import type { Day } from '#domain/dates';
import { DailyRitualListSchema, DailyRitualSchema, type DailyRitual } from '#domain/rituals';
import { CURRENT_USER_KEY } from '#web/lib/use-current-user';
import { apiGet, apiRequest } from '#web/lib/api-client';

export const RITUALS_PATH = '/api/daily-rituals';
const ritualsKey = (date: Day) => [RITUALS_PATH, { date }] as const;

const today = (): Day => format(new Date(), 'yyyy-MM-dd');

/** The browser's local day, moving on by itself when midnight passes while the page is open. */
export function useLocalDay(): Day {
  const [day, setDay] = useState(today);
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
    const timer = setTimeout(() => setDay(today()), midnight.getTime() - now.getTime() + 1000);
    return () => clearTimeout(timer);
  }, [day]);
  return day;
}

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

/**
 * Ticks or un-ticks a ritual optimistically (docs/rituals.md). A failed update puts the list back as
 * it was and shows no message (docs/rituals.md).
 */
export function useToggleRitual(date: Day) {
  const queryClient = useQueryClient();
  const refreshActivity = useRefreshActivity();
  return useMutation({
    mutationFn: (ritual: DailyRitual) =>
      apiRequest('PATCH', `${RITUALS_PATH}/${ritual.id}`, {
        body: ritual.isCompleted
          ? { isCompleted: false, completedAt: null }
          : { isCompleted: true, completedAt: new Date().toISOString() },
        schema: DailyRitualSchema,
      }),
    onMutate: async (ritual) => {
      await queryClient.cancelQueries({ queryKey: ritualsKey(date) });
      const previous = queryClient.getQueryData<DailyRitual[]>(ritualsKey(date));
      const completedAt = ritual.isCompleted ? null : new Date().toISOString();
      queryClient.setQueryData<DailyRitual[]>(ritualsKey(date), (list) =>
        replace(list, { ...ritual, isCompleted: !ritual.isCompleted, completedAt }),
      );
      return { previous };
    },
    onError: (_error, _ritual, context) => {
      queryClient.setQueryData(ritualsKey(date), context?.previous);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<DailyRitual[]>(ritualsKey(date), (list) => replace(list, saved));
      return refreshActivity();
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
