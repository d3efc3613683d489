import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ReviewQueueSchema } from '#domain/community/review';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError, apiGet } from '#web/lib/api-client';
import { useModeration } from './use-moderation';

const REVIEW_KEY = ['/api/admin/stories/review'] as const;

/** Stories waiting for review, priority community (Pro, Premium) first: a tab of the admin console. */
export function StoryReviewQueue() {
  const queryClient = useQueryClient();
  const queue = useQuery({
    queryKey: REVIEW_KEY,
    queryFn: ({ signal }) => apiGet('/api/admin/stories/review', ReviewQueueSchema, undefined, signal),
    retry: false,
  });
  const moderate = useModeration();
  const act = (id: string, action: 'verify' | 'hide') => {
    moderate(id, action);
    // The story leaves the queue once the change lands.
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: REVIEW_KEY }), 500);
  };
  return (
    <div className="grid gap-4">
      <p className="text-muted">
        Public stories not yet verified. Pro and Premium members’ stories come first (priority community).
      </p>
      {queue.isPending ? (
        <Skeleton className="h-48" />
      ) : queue.error instanceof ApiError && queue.error.status === 403 ? (
        <EmptyState title="Admins only" description={queue.error.message} />
      ) : queue.error ? (
        <LoadError message="Failed to load the review queue." onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <EmptyState title="Nothing to review" description="New public stories appear here." />
      ) : (
        <ul className="grid gap-4">
          {queue.data.map((item) => (
            <li key={item.id}>
              <Card className="grid gap-2">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-ink">{item.title}</p>
                  {item.priority ? (
                    <span className="rounded-full border border-gold/60 px-2.5 py-0.5 text-xs font-semibold text-gold">
                      Priority
                    </span>
                  ) : null}
                </div>
                <p className="line-clamp-3 text-sm text-muted">{item.content}</p>
                <p className="text-xs text-muted">{item.authorName}</p>
                <div className="flex gap-2">
                  <Button size="sm" onClick={() => act(item.id, 'verify')}>
                    Verify
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => act(item.id, 'hide')}>
                    Hide
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
