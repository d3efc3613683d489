import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  LikeResultSchema,
  STORY_TEXTS,
  StorySchema,
  type Story,
  type StorySubmission,
  type StoryUpdate,
} from '#domain/community/community';
import { StoryListSchema, type StoryFilter, type StoryList } from '#domain/community/list';
import { toast, type ToastInput } from '#web/components/ui/toast/toast-store';
import { requestIdFor } from '#web/lib/request-id';
import { apiGet, apiRequest, networkFailure } from '#web/lib/api-client';
import { toastIfUpgradeRequired } from '#web/lib/upgrade-required';

const STORIES = '/api/success-stories';

export type StoryFilters = { search: string; type: StoryFilter };

/** Pages of stories, best first; changing the filters keeps the old cards until the new ones arrive. */
export function useStories(filters: StoryFilters) {
  return useInfiniteQuery({
    queryKey: [STORIES, filters],
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        STORIES,
        StoryListSchema,
        {
          search: filters.search,
          type: filters.type === 'all' ? undefined : filters.type,
          cursor: pageParam,
        },
        signal,
      ),
    // '' is the first page: urlWithParams leaves empty values out of the URL.
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Applies a change to one story wherever it appears in the cached lists. */
function patchCachedStory(queryClient: QueryClient, id: string, change: Partial<Story>) {
  queryClient.setQueriesData<InfiniteData<StoryList>>({ queryKey: [STORIES] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            stories: page.stories.map((story) => (story.id === id ? { ...story, ...change } : story)),
          })),
        }
      : data,
  );
}

const refreshStories = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [STORIES] });

/**
 * docs/community.md: a like is one-way; the count shown comes from the response, then the list is
 * refreshed. Each card owns its own mutation, so one pending like never disables another card.
 */
export function useLikeStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('POST', `${STORIES}/${id}/like`, { schema: LikeResultSchema }),
    onSuccess: ({ likes }, id) => {
      patchCachedStory(queryClient, id, { likes, likedByMe: true });
      toast({ ...STORY_TEXTS.liked, variant: 'success' });
      void refreshStories(queryClient);
    },
    onError: () => toast({ ...STORY_TEXTS.likeFailed, variant: 'destructive' }),
  });
}

export function useShareStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: StorySubmission) =>
      apiRequest('POST', STORIES, {
        body: { ...story, requestId: story.requestId ?? requestIdFor(story) },
        schema: StorySchema,
      }),
    onSuccess: () => {
      toast({ ...STORY_TEXTS.shared, variant: 'success' });
      return refreshStories(queryClient);
    },
    onError: (error) => {
      if (toastIfUpgradeRequired(error)) return;
      toast({
        ...STORY_TEXTS.shareFailed,
        description: networkFailure(error) ?? STORY_TEXTS.shareFailed.description,
        variant: 'destructive',
      });
    },
  });
}

export type StoryChange = { id: string; update: StoryUpdate };

/**
 * One PATCH for the author's edits and for moderation. Each caller names its toasts here, and the
 * mutation raises them itself: callbacks passed to `mutate` are dropped for an earlier call once a
 * newer one starts, so two overlapping actions would lose the first one's toast.
 */
export function useUpdateStory<Change extends StoryChange>(toasts: {
  saved: (change: Change) => ToastInput;
  failed: (error: Error, change: Change) => ToastInput;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: Change) =>
      apiRequest('PATCH', `${STORIES}/${id}`, { body: update, schema: StorySchema }),
    onSuccess: (story, change) => {
      patchCachedStory(queryClient, story.id, story);
      toast(toasts.saved(change));
      return refreshStories(queryClient);
    },
    onError: (error, change) => toast(toasts.failed(error, change)),
  });
}

/** The author's edit of their own story. */
export const useEditStory = () =>
  useUpdateStory({
    saved: () => ({ ...STORY_TEXTS.updated, variant: 'success' }),
    failed: () => ({ ...STORY_TEXTS.updateFailed, variant: 'destructive' }),
  });

/** Deletes a story; the story itself is the variable so the toast can name it. */
export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (story: Pick<Story, 'id' | 'title'>) => apiRequest('DELETE', `${STORIES}/${story.id}`),
    onSuccess: (_result, story) => {
      toast({ title: STORY_TEXTS.deleted.title, description: STORY_TEXTS.deleted.description(story.title) });
      return refreshStories(queryClient);
    },
    onError: () => toast({ ...STORY_TEXTS.deleteFailed, variant: 'destructive' }),
  });
}
