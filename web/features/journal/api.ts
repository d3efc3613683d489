import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  JournalEntrySchema,
  JournalPageSchema,
  JournalTodaySchema,
  type CreateJournalEntry,
  type UpdateJournalEntry,
} from '#domain/journal/journal';
import { MoodSeriesSchema, type MoodGrouping } from '#domain/journal/mood';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest } from '#web/lib/api-client';
import { requestIdFor } from '#web/lib/request-id';

const PATH = '/api/journal';
const TODAY_PATH = '/api/journal/today';
const MOOD_PATH = '/api/mood';

export type JournalFilter = { from?: string; to?: string; q?: string };

/** Today's prompt and the day's first entry (what the gratitude ritual opens). */
export function useJournalToday() {
  return useQuery({
    queryKey: [TODAY_PATH],
    queryFn: ({ signal }) => apiGet(TODAY_PATH, JournalTodaySchema, undefined, signal),
  });
}

/** Entries newest first, a page of 20 at a time, within a span or matching a search. */
export function useJournalEntries(filter: JournalFilter) {
  return useInfiniteQuery({
    queryKey: [PATH, filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiGet(PATH, JournalPageSchema, { ...filter, cursor: pageParam ?? undefined }, signal),
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useMood(by: MoodGrouping, from: string, to: string) {
  return useQuery({
    queryKey: [MOOD_PATH, { by, from, to }],
    queryFn: ({ signal }) => apiGet(MOOD_PATH, MoodSeriesSchema, { by, from, to }, signal),
  });
}

function useRefreshJournal() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [PATH, TODAY_PATH, MOOD_PATH]) void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

const failed = (title: string) => (error: Error) =>
  toast({ title, description: error.message || 'Please try again.', variant: 'destructive' });

export function useCreateEntry() {
  const refresh = useRefreshJournal();
  return useMutation({
    mutationFn: (input: CreateJournalEntry) =>
      apiRequest('POST', PATH, {
        // The form's draft id when it sends one (a double click), else one per submission.
        body: { ...input, requestId: input.requestId ?? requestIdFor(input) },
        schema: JournalEntrySchema,
      }),
    onSuccess: () => {
      refresh();
      toast({ title: 'Saved to your journal', variant: 'success' });
    },
    onError: failed('Your entry was not saved'),
  });
}

export function useUpdateEntry() {
  const refresh = useRefreshJournal();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateJournalEntry }) =>
      apiRequest('PATCH', `${PATH}/${id}`, { body: changes, schema: JournalEntrySchema }),
    onSuccess: () => {
      refresh();
      toast({ title: 'Entry updated', variant: 'success' });
    },
    onError: failed('Your changes were not saved'),
  });
}

export function useDeleteEntry() {
  const refresh = useRefreshJournal();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `${PATH}/${id}`),
    onSuccess: () => {
      refresh();
      toast({ title: 'Entry deleted', variant: 'success' });
    },
    onError: failed('The entry was not deleted'),
  });
}
