import { DASHBOARD_STATS_PATH } from '#domain/dashboard/dashboard';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Day } from '#domain/shared/dates';
import {
  HABIT_MESSAGES,
  HabitAnalyticsSchema,
  HabitListSchema,
  HabitSchema,
  type CreateHabit,
  type Habit,
  type UpdateHabit,
} from '#domain/habits/habits';
import { HabitNoteListSchema, HabitNoteSchema } from '#domain/habits/notes';
import { toast } from '#web/components/ui/toast/toast-store';
import { requestIdFor } from '#web/lib/request-id';
import { sendOrQueue } from '#web/lib/outbox';
import { apiGet, apiRequest, networkFailure, urlWithParams } from '#web/lib/api-client';
import { optimisticToggle } from './optimistic-toggle';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';
import { usePendingIds } from '#web/lib/use-pending-ids';

const HABITS = '/api/wealth-habits';
const ANALYTICS = '/api/wealth-habits/analytics';
const TOGGLE_KEY = ['toggle-habit'];

const listKey = (date: Day) => [HABITS, { date }];

export function useHabits(date: Day) {
  return useQuery({
    queryKey: listKey(date),
    queryFn: ({ signal }) => apiGet(HABITS, HabitListSchema, { date }, signal),
    // Changing the date keeps the cards in place (toggling waits) instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/** docs/habits.md: fetched only while the analytics panel is open. */
export function useHabitAnalytics(date: Day, open: boolean) {
  return useQuery({
    queryKey: [ANALYTICS, { date }],
    queryFn: ({ signal }) => apiGet(ANALYTICS, HabitAnalyticsSchema, { date }, signal),
    enabled: open,
  });
}

/** Everything a habit change can move: every date's list, analytics, and the dashboard's practice streak. */
function refreshAll(queryClient: QueryClient) {
  for (const key of [HABITS, ANALYTICS, DASHBOARD_STATS_PATH])
    void queryClient.invalidateQueries({ queryKey: [key] });
}

const replaceIn = (list: Habit[] | undefined, habit: Habit) =>
  list?.map((item) => (item.id === habit.id ? habit : item));

type ToggleInput = { habit: Habit; date: Day };

/** Ids of habits whose toggle is on its way, so a double click cannot undo the first click. */
export const usePendingToggleIds = () => usePendingIds(TOGGLE_KEY, 'habit');

/** Optimistic toggle of one habit for a date; a failure puts the card back and says so. */
export function useToggleHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ habit, date }: ToggleInput) =>
      // The wanted state, not "flip": a retried request cannot undo itself.
      apiRequest(
        'POST',
        urlWithParams(`${HABITS}/${habit.id}/toggle`, { date, completed: !habit.isCompleted }),
        {
          schema: HabitSchema,
        },
      ),
    onMutate: async ({ habit, date }) => {
      await queryClient.cancelQueries({ queryKey: listKey(date) });
      queryClient.setQueryData<Habit[]>(listKey(date), (list) =>
        replaceIn(list, optimisticToggle(habit, date)),
      );
    },
    onError: (_error, { habit, date }) => {
      // Put back this card only, so a second card toggled meanwhile keeps its own state.
      queryClient.setQueryData<Habit[]>(listKey(date), (list) => replaceIn(list, habit));
      toast({ title: 'Error', description: HABIT_MESSAGES.toggleFailed, variant: 'destructive' });
    },
    onSuccess: (updated, { date }) => {
      queryClient.setQueryData<Habit[]>(listKey(date), (list) => replaceIn(list, updated));
      toast({
        title: HABIT_MESSAGES.updatedTitle,
        description: HABIT_MESSAGES.updatedDescription,
        variant: 'success',
      });
    },
    onSettled: () => {
      // A refetch while another toggle is in flight would overwrite that card's optimistic state.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) === 1) refreshAll(queryClient);
    },
  });
}

export function useCreateHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    // Offline, the habit waits in the outbox (docs/offline.md) and is added once back online.
    mutationFn: (input: CreateHabit) =>
      sendOrQueue(
        HABITS,
        { ...input, requestId: input.requestId ?? requestIdFor(input) },
        HabitSchema,
        'Your habit',
      ),
    onSuccess: (sent) => {
      if (sent.queued) {
        toast({
          title: 'Habit kept on this device',
          description: 'It will be added when you are back online.',
          variant: 'success',
        });
        return;
      }
      refreshAll(queryClient);
      toast({
        title: HABIT_MESSAGES.addedTitle,
        description: HABIT_MESSAGES.addedDescription,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (toastIfUpgradeRequired(error)) return;
      toast({
        title: 'Error',
        // A request that never reached the server says why (offline); anything else the usual line.
        description: networkFailure(error) ?? HABIT_MESSAGES.addFailed,
        variant: 'destructive',
      });
    },
  });
}

type UpdateInput = { id: string; changes: UpdateHabit; date: Day };

/** What the member did, for the toast: archive and restore say so, anything else is an edit. */
function updatedToast({ changes }: UpdateInput) {
  if (changes.isArchived === true)
    return { title: HABIT_MESSAGES.archivedTitle, description: HABIT_MESSAGES.archivedDescription };
  if (changes.isArchived === false)
    return { title: HABIT_MESSAGES.restoredTitle, description: HABIT_MESSAGES.restoredDescription };
  return {
    title: HABIT_MESSAGES.updatedTitle,
    description: HABIT_MESSAGES.editedDescription,
    variant: 'success' as const,
  };
}

/**
 * Edits, archives or restores a habit. The toasts live on the mutation, not on `mutate`, whose
 * callbacks are dropped for an earlier call when a newer one starts (two archives in a row).
 */
export function useUpdateHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, date }: UpdateInput) =>
      apiRequest('PATCH', urlWithParams(`${HABITS}/${id}`, { date }), { body: changes, schema: HabitSchema }),
    onSuccess: (updated, input) => {
      queryClient.setQueryData<Habit[]>(listKey(input.date), (list) => replaceIn(list, updated));
      refreshAll(queryClient);
      toast(updatedToast(input));
    },
    onError: () =>
      toast({ title: 'Error', description: HABIT_MESSAGES.toggleFailed, variant: 'destructive' }),
  });
}

/** Deletes a habit; the habit itself is the variable so the toast can name it. */
export function useDeleteHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (habit: Pick<Habit, 'id' | 'title'>) => apiRequest('DELETE', `${HABITS}/${habit.id}`),
    onSuccess: (_result, habit) => {
      refreshAll(queryClient);
      toast({
        title: HABIT_MESSAGES.deletedTitle,
        description: HABIT_MESSAGES.deletedDescription(habit.title),
      });
    },
    onError: () =>
      toast({ title: 'Error', description: HABIT_MESSAGES.deleteFailed, variant: 'destructive' }),
  });
}

type SkipInput = { habit: Habit; date: Day; skip: boolean };

/** Skips the habit's period containing `date`, or undoes the skip (docs/practice.md). */
export function useSkipHabit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ habit, date, skip }: SkipInput) =>
      skip
        ? apiRequest('POST', `${HABITS}/${habit.id}/skips`, { body: { date }, schema: HabitSchema })
        : apiRequest('DELETE', `${HABITS}/${habit.id}/skips/${date}`, { schema: HabitSchema }),
    onSuccess: (updated, { date, skip }) => {
      queryClient.setQueryData<Habit[]>(listKey(date), (list) => replaceIn(list, updated));
      refreshAll(queryClient);
      toast({ title: skip ? 'Period skipped' : 'Skip undone', variant: 'success' });
    },
    onError: (failure) =>
      toast({ title: 'Could not change the skip', description: failure.message, variant: 'destructive' }),
  });
}

const NOTES = '/api/wealth-habits/notes';

/** Notes on the habits' days from..to: every card shares this one request (docs/habits.md, "Notes"). */
export function useHabitNotes(from: Day, to: Day) {
  return useQuery({
    queryKey: [NOTES, { from, to }],
    queryFn: ({ signal }) => apiGet(NOTES, HabitNoteListSchema, { from, to }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSaveHabitNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ habitId, date, text }: { habitId: string; date: Day; text: string }) =>
      apiRequest('PUT', `${HABITS}/${habitId}/notes/${date}`, { body: { text }, schema: HabitNoteSchema }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [NOTES] });
      toast({ title: 'Note saved', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'The note was not saved', description: error.message, variant: 'destructive' }),
  });
}

export function useDeleteHabitNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ habitId, date }: { habitId: string; date: Day }) =>
      apiRequest('DELETE', `${HABITS}/${habitId}/notes/${date}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [NOTES] });
      toast({ title: 'Note removed', variant: 'success' });
    },
    onError: (error) =>
      toast({ title: 'The note was not removed', description: error.message, variant: 'destructive' }),
  });
}
