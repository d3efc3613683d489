import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  EnergyReadingListSchema,
  EnergyReadingSchema,
  LATEST_POLL_MS,
  LatestEnergyReadingSchema,
  type CheckIn,
} from '#domain/energy/energy';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet } from '#web/lib/api-client';
import { sendOrQueue } from '#web/lib/outbox';
import { useHasFeature } from '#web/lib/use-plan-features';

const PATH = '/api/energy-readings';
const LATEST_KEY = [`${PATH}/latest`] as const;
const CHART_READINGS = 30;

/**
 * The app's only polling query (docs/energy.md). The server answers with an ETag and no-cache, so
 * the browser revalidates with If-None-Match and an unchanged reading costs a bodiless 304. Polling
 * pauses while the tab is hidden.
 */
export function useLatestReading() {
  const live = useLiveReadings();
  return useQuery({
    queryKey: LATEST_KEY,
    queryFn: ({ signal }) => apiGet(`${PATH}/latest`, LatestEnergyReadingSchema, undefined, signal),
    // While the real-time stream (Pro) is open it delivers every change; the poll is the fallback.
    refetchInterval: live ? false : LATEST_POLL_MS,
  });
}

/**
 * Real-time energy (Pro, docs/plans.md): an EventSource on /api/energy-readings/stream writes each
 * new latest reading into the polled query's cache. True while the stream is open.
 */
function useLiveReadings(): boolean {
  const queryClient = useQueryClient();
  const allowed = useHasFeature('realtimeEnergy');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!allowed || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${PATH}/stream`, { withCredentials: true });
    source.onopen = () => setOpen(true);
    source.onerror = () => setOpen(false);
    source.addEventListener('reading', (event) => {
      const reading = LatestEnergyReadingSchema.safeParse(JSON.parse(String(event.data)));
      if (!reading.success) return;
      queryClient.setQueryData(LATEST_KEY, reading.data);
      void queryClient.invalidateQueries({ queryKey: [PATH] });
    });
    return () => {
      source.close();
      setOpen(false);
    };
  }, [allowed, queryClient]);
  return open;
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
    // Offline, the check-in waits in the outbox and is sent once the device is back online.
    mutationFn: (checkIn: CheckIn & { requestId: string }) =>
      sendOrQueue(PATH, checkIn, EnergyReadingSchema, 'Your check-in'),
    onSuccess: (sent) => {
      if (sent.queued) {
        toast({
          title: 'Check-in kept on this device',
          description: 'It will be recorded when you are back online.',
          variant: 'success',
        });
        return;
      }
      const reading = sent.data;
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
