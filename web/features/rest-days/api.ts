import { DASHBOARD_STATS_PATH } from '#domain/dashboard/dashboard';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Day } from '#domain/shared/dates';
import { RestDayListSchema, RestDaySchema } from '#domain/rest-days/rest-days';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { toast } from '#web/components/ui/toast/toast-store';

const REST_DAYS_PATH = '/api/rest-days';
// The streak, freezes and coherence on the dashboard move with a rest day.
const DASHBOARD_STATS_KEY = [DASHBOARD_STATS_PATH];

export function useRestDays(from: Day, to: Day) {
  return useQuery({
    queryKey: [REST_DAYS_PATH, { from, to }],
    queryFn: ({ signal }) => apiGet(REST_DAYS_PATH, RestDayListSchema, { from, to }, signal),
  });
}

function useRestDayChange(change: (date: Day) => Promise<unknown>, done: (date: Day) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_data, date) => toast({ title: done(date), variant: 'success' }),
    onError: (failure) =>
      toast({ title: 'Could not change the rest day', description: failure.message, variant: 'destructive' }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [REST_DAYS_PATH] }),
        queryClient.invalidateQueries({ queryKey: DASHBOARD_STATS_KEY }),
      ]);
    },
  });
}

export const useMarkRestDay = (label: (date: Day) => string) =>
  useRestDayChange(
    (date) => apiRequest('POST', REST_DAYS_PATH, { body: { date }, schema: RestDaySchema }),
    (date) => `${label(date)} is a rest day`,
  );

export const useUnmarkRestDay = (label: (date: Day) => string) =>
  useRestDayChange(
    (date) => apiRequest('DELETE', `${REST_DAYS_PATH}/${date}`, { schema: z.null() }),
    (date) => `${label(date)} is a practice day again`,
  );
