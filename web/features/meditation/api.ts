import { useQuery, type QueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  MeditationSessionListSchema,
  MeditationSessionSchema,
  PracticeSummarySchema,
  type CreateMeditationSession,
} from '#domain/meditation';
import { requestIdFor } from '#web/lib/request-id';
import { apiGet, apiRequest } from '#web/lib/api-client';

const SESSIONS = '/api/meditation-sessions';
const SUMMARY = '/api/meditation-sessions/summary';
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

export function completeMeditationSession(id: string) {
  return apiRequest('PATCH', `${SESSIONS}/${id}`, {
    body: { completed: true },
    schema: MeditationSessionSchema,
  });
}

export function refreshPractice(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [SESSIONS] }),
    queryClient.invalidateQueries({ queryKey: [SUMMARY] }),
  ]);
}
