import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EnergyReadingListSchema,
  EnergyReadingSchema,
  LATEST_POLL_MS,
  LatestEnergyReadingSchema,
  type CheckIn,
} from '#domain/energy';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';

const PATH = '/api/energy-readings';
const LATEST_KEY = [`${PATH}/latest`] as const;
export const CHART_READINGS = 30;

/**
 * The app's only polling query (docs/energy.md). The server answers with an ETag and no-cache, so
 * the browser revalidates with If-None-Match and an unchanged reading costs a bodiless 304. Polling
 * pauses while the tab is hidden.
 */
export function useLatestReading() {
  return useQuery({
    queryKey: LATEST_KEY,
    queryFn: ({ signal }) => apiGet(`${PATH}/latest`, LatestEnergyReadingSchema, undefined, signal),
    refetchInterval: LATEST_POLL_MS,
  });
}

export function useReadings(limit = CHART_READINGS) {
  return useQuery({
    queryKey: [PATH, { limit }],
    queryFn: ({ signal }) => apiGet(PATH, EnergyReadingListSchema, { limit }, signal),
  });
}

export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (checkIn: CheckIn) =>
      apiRequest('POST', PATH, { body: checkIn, schema: EnergyReadingSchema }),
    onSuccess: (reading) => {
      queryClient.setQueryData(LATEST_KEY, reading);
      void queryClient.invalidateQueries({ queryKey: [PATH] });
      toast({
        title: 'Check-in recorded',
        description: `You are resonating at ${reading.frequency} Hz with a focus on ${reading.vibrationType}.`,
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: 'Check-in failed',
        description: error.message || 'Your check-in could not be saved. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
