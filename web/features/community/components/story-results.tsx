import { SearchX, Sparkles } from 'lucide-react';
import { STORY_TEXTS, type Story } from '#domain/community/community';
import { showingText } from '#domain/community/list';
import { Button } from '#web/components/ui/button';
import { GatedButton } from '#web/lib/locked-button';
import type { PlanLock } from '#web/lib/plan-lock';
import { EmptyState } from '#web/components/ui/empty-state';
import type { useStories } from '#web/features/community/api';
import type { StoryAction } from './story-actions';
import { StoryCard } from './story-card';
import { StorySkeletons } from './story-skeletons';

type Props = {
  query: ReturnType<typeof useStories>;
  filtered: boolean;
  isAdmin: boolean;
  onShare: () => void;
  shareLock: PlanLock;
  onClearFilters: () => void;
  onAction: (story: Story, action: StoryAction) => void;
};

/** The list area: skeletons, the load error, the two empty states, 'Showing X of Y' and the grid. */
export function StoryResults({
  query,
  filtered,
  isAdmin,
  onShare,
  shareLock,
  onClearFilters,
  onAction,
}: Props) {
  const { data, isPending, isError, isPlaceholderData, hasNextPage, fetchNextPage, isFetchingNextPage } =
    query;
  if (isPending) return <StorySkeletons />;
  if (isError && !data) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-rose/40 bg-rose/5 px-6 py-10 text-center">
        <p role="alert" className="text-rose">
          {STORY_TEXTS.loadFailed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const first = data.pages[0];
  const stories = data.pages.flatMap((page) => page.stories);
  const matching = first?.matching ?? 0;
  const total = first?.stats.totalStories ?? 0;

  return (
    <div
      className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      aria-busy={isPlaceholderData}
    >
      {filtered ? (
        <p className="mb-4 text-sm text-muted" aria-live="polite">
          {showingText(matching, total, first?.matchingIsLowerBound ?? false)}
        </p>
      ) : null}
      {stories.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<SearchX size={28} strokeWidth={1.75} aria-hidden />}
            title={STORY_TEXTS.noMatches}
            description="Try another word or category."
            action={
              <Button variant="secondary" onClick={onClearFilters}>
                Clear Filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<Sparkles size={28} strokeWidth={1.75} aria-hidden />}
            title={STORY_TEXTS.beFirst}
            description="Your manifestation could be the spark someone needs today."
            action={
              <GatedButton lock={shareLock} variant="secondary" onClick={onShare}>
                Share Your Story
              </GatedButton>
            }
          />
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} isAdmin={isAdmin} onAction={onAction} />
          ))}
        </div>
      )}
      {hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="secondary" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? 'Loading...' : 'Show More Stories'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
