import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  CustomMeditationListSchema,
  CustomMeditationSchema,
  type CustomMeditationInput,
} from '#domain/meditation/custom';
import { toast } from '#web/components/ui/toast/toast-store';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';
import { format } from 'date-fns';
import {
  MeditationSessionListSchema,
  MeditationSessionSchema,
  PracticeSummarySchema,
  type CreateMeditationSession,
} from '#domain/meditation/meditation';
import { MeditationListSchema } from '#domain/meditation/library';
import { StudioVoiceStatusSchema } from '#domain/meditation/speech';
import { requestIdFor } from '#web/lib/request-id';
import { sendOrQueue } from '#web/lib/outbox';
import { apiGet, apiRequest } from '#web/lib/api-client';

const SESSIONS = '/api/meditation-sessions';
const SUMMARY = '/api/meditation-sessions/summary';
const LIBRARY = '/api/meditations';
const CUSTOM = '/api/custom-meditations';
const VOICE = '/api/meditation-voice';
export const RECENT_SESSION_COUNT = 5;

export function useRecentSessions() {
  const params = { limit: RECENT_SESSION_COUNT };
  return useQuery({
    queryKey: [SESSIONS, params],
    queryFn: ({ signal }) => apiGet(SESSIONS, MeditationSessionListSchema, params, signal),
  });
}

/** Totals for the "Your practice" panel; the week is the one holding the browser's local today. */
export function usePracticeSummary() {
  const params = { date: format(new Date(), 'yyyy-MM-dd') };
  return useQuery({
    queryKey: [SUMMARY, params],
    queryFn: ({ signal }) => apiGet(SUMMARY, PracticeSummarySchema, params, signal),
  });
}

export function createMeditationSession(body: CreateMeditationSession) {
  return apiRequest('POST', SESSIONS, {
    body: { ...body, requestId: body.requestId ?? requestIdFor(body) },
    schema: MeditationSessionSchema,
  });
}

/**
 * A finished session whose record could not be made when it started (offline): sent now, or kept in
 * the outbox (web/lib/outbox.ts) and sent once the device is back online, recorded once by its id.
 */
export function createCompletedSession(body: CreateMeditationSession) {
  return sendOrQueue(
    SESSIONS,
    { ...body, requestId: body.requestId ?? requestIdFor(body) },
    MeditationSessionSchema,
    'Your session',
  );
}

export function completeMeditationSession(id: string) {
  return apiRequest('PATCH', `${SESSIONS}/${id}`, {
    body: { completed: true },
    schema: MeditationSessionSchema,
  });
}

/** Stores how the member felt before or after a session they played (1 to 5, or null when skipped). */
export function recordSessionMood(
  id: string,
  moods: { moodBefore?: number | null; moodAfter?: number | null },
) {
  return apiRequest('PATCH', `${SESSIONS}/${id}`, { body: moods, schema: MeditationSessionSchema });
}

export function refreshPractice(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [SESSIONS] }),
    queryClient.invalidateQueries({ queryKey: [SUMMARY] }),
  ]);
}

/** The library with `locked` decided by the server from the member's plan. */
export function useMeditationLibrary() {
  return useQuery({
    queryKey: [LIBRARY],
    queryFn: ({ signal }) => apiGet(LIBRARY, MeditationListSchema, undefined, signal),
  });
}

export function useCustomMeditations() {
  return useQuery({
    queryKey: [CUSTOM],
    queryFn: ({ signal }) => apiGet(CUSTOM, CustomMeditationListSchema, undefined, signal),
  });
}

/** Saves a new custom meditation; a 402 becomes the upgrade toast, anything else an error toast. */
export function useCreateCustomMeditation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomMeditationInput) =>
      apiRequest('POST', CUSTOM, {
        body: { ...body, requestId: body.requestId ?? requestIdFor(body) },
        schema: CustomMeditationSchema,
      }),
    onSuccess: (saved) => {
      toast({
        title: 'Meditation saved',
        description: `${saved.title} is in your session list.`,
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: [CUSTOM] });
    },
    onError: (error) => {
      if (!toastIfUpgradeRequired(error))
        toast({ title: 'Not saved', description: error.message, variant: 'destructive' });
    },
  });
}

/** Whether the server renders a studio voice; the browser's voice is used otherwise. */
export function useStudioVoice() {
  return useQuery({
    queryKey: [VOICE],
    queryFn: ({ signal }) => apiGet(VOICE, StudioVoiceStatusSchema, undefined, signal),
    staleTime: Infinity,
  });
}
