import { Heart } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { EmptyState } from '#web/components/ui/empty-state';
import { LoadError } from '#web/components/ui/load-error';
import { Skeleton } from '#web/components/ui/skeleton';
import { cn } from '#web/lib/cn';
import { AffirmationItem } from './affirmation-item';
import { useLikedAffirmations, useUnlikeFromList } from './api';

/** "My affirmations": every line the member liked, to come back to and play aloud. */
export function MyAffirmations({ className }: { className?: string }) {
  const liked = useLikedAffirmations();
  const unlike = useUnlikeFromList();
  const lines = liked.data?.pages.flatMap((page) => page.affirmations) ?? [];
  return (
    <Card role="region" className={cn('flex flex-col', className)} aria-labelledby="my-affirmations-title">
      <CardHeader>
        <CardTitle id="my-affirmations-title" className="flex items-start gap-2">
          <Heart size={20} strokeWidth={1.75} aria-hidden className="mt-1.5 shrink-0 text-rose" />
          My affirmations
        </CardTitle>
      </CardHeader>
      {liked.isPending ? (
        <Skeleton className="h-24 w-full" aria-label="Loading your affirmations" />
      ) : liked.isError ? (
        <LoadError
          message={liked.error.message || 'Your affirmations could not be loaded.'}
          onRetry={() => void liked.refetch()}
        />
      ) : lines.length === 0 ? (
        <EmptyState
          icon={<Heart size={28} strokeWidth={1.5} aria-hidden />}
          title="Nothing saved yet"
          description="Tap the heart on a line you want to keep. It will wait for you here."
        />
      ) : (
        <>
          <ul className="space-y-3" aria-label="Liked affirmations">
            {lines.map((affirmation) => (
              <AffirmationItem
                key={affirmation.id}
                affirmation={affirmation}
                onToggleLiked={(line) => unlike.mutate(line.id)}
              />
            ))}
          </ul>
          {liked.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4 self-center"
              onClick={() => void liked.fetchNextPage()}
              disabled={liked.isFetchingNextPage}
            >
              Show more
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
