import { Heart } from 'lucide-react';
import type { Story } from '#domain/community/community';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';
import { useLikeStory } from '#web/features/community/api';
import { formatCount } from '#web/features/community/format';

/** docs/community.md: one-way; after a successful like it reads Liked and is disabled. */
export function LikeButton({ story }: { story: Story }) {
  const like = useLikeStory();
  const liked = story.likedByMe;
  return (
    <div className="flex items-center gap-3">
      <span className="tabular text-sm text-muted" data-testid="like-count">
        {formatCount(story.likes)} {story.likes === 1 ? 'like' : 'likes'}
      </span>
      <Button
        variant="secondary"
        size="sm"
        className={cn('min-h-11 sm:min-h-9', liked && 'border-rose/40 text-rose')}
        disabled={liked || like.isPending}
        onClick={() => like.mutate(story.id)}
        aria-label={liked ? `Liked “${story.title}”` : `Like “${story.title}”`}
      >
        <Heart size={18} strokeWidth={1.75} aria-hidden className={cn(liked && 'fill-rose')} />
        {liked ? 'Liked' : 'Like'}
      </Button>
    </div>
  );
}
