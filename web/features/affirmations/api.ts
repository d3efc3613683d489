import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AFFIRMATION_TEXT,
  AffirmationListSchema,
  AffirmationSchema,
  GenerateAffirmationsResultSchema,
  LikedAffirmationsSchema,
  type Affirmation,
} from '#domain/affirmations/affirmations';
import { toast } from '#web/components/ui/toast/toast-store';
import { apiGet, apiRequest, urlWithParams } from '#web/lib/api-client';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';

const PATH = '/api/affirmations';

const listKey = (date: string) => [PATH, { date }] as const;

export function useAffirmations(date: string) {
  return useQuery({
    queryKey: listKey(date),
    queryFn: ({ signal }) => apiGet(PATH, AffirmationListSchema, { date }, signal),
  });
}

/** docs/affirmations.md toasts; the answer already holds the day's full list, so no refetch is needed. */
export function useGenerateAffirmations(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', urlWithParams(`${PATH}/generate`, { date }), {
        schema: GenerateAffirmationsResultSchema,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(listKey(result.date), result.affirmations);
      toast({
        title: AFFIRMATION_TEXT.generatedTitle,
        description: AFFIRMATION_TEXT.generatedDescription,
        variant: 'success',
      });
    },
    onError: (error) => {
      if (toastIfUpgradeRequired(error)) return;
      toast({
        title: AFFIRMATION_TEXT.failedTitle,
        description: error.message || AFFIRMATION_TEXT.failedFallback,
        variant: 'destructive',
      });
    },
  });
}

const withLiked = (list: Affirmation[] | undefined, id: string, isLiked: boolean) =>
  list?.map((affirmation) => (affirmation.id === id ? { ...affirmation, isLiked } : affirmation));

/** The heart: flips at once, and flips back if the server refuses. */
export function useToggleLiked(date: string) {
  const queryClient = useQueryClient();
  const key = listKey(date);
  return useMutation({
    mutationFn: ({ id, isLiked }: { id: string; isLiked: boolean }) =>
      apiRequest('PATCH', `${PATH}/${id}`, { body: { isLiked }, schema: AffirmationSchema }),
    onMutate: async ({ id, isLiked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Affirmation[]>(key, (list) => withLiked(list, id, isLiked));
    },
    onError: (_error, { id, isLiked }) => {
      queryClient.setQueryData<Affirmation[]>(key, (list) => withLiked(list, id, !isLiked));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: LIKED_KEY }),
  });
}

const LIKED_KEY = [`${PATH}/liked`] as const;

/** "My affirmations": the liked lines, most recently liked first, a page at a time. */
export function useLikedAffirmations() {
  return useInfiniteQuery({
    queryKey: LIKED_KEY,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiGet(`${PATH}/liked`, LikedAffirmationsSchema, pageParam ? { cursor: pageParam } : undefined, signal),
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** Unliking from "My affirmations": the line leaves the list, and any day's list is refreshed. */
export function useUnlikeFromList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest('PATCH', `${PATH}/${id}`, { body: { isLiked: false }, schema: AffirmationSchema }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: LIKED_KEY });
      void queryClient.invalidateQueries({ queryKey: [PATH] });
    },
  });
}
