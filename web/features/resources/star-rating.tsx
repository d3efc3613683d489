import { Star } from 'lucide-react';
import { filledStars, ratingNote, type ResourceRating } from '#domain/resources/resources';

const STAR_SLOTS = [0, 1, 2, 3, 4];

/**
 * Whole stars for the rating rounded down, the rating, and what it is: the editors' own opinion, or
 * a review count with its source and date where the operator gave one (docs/resources.md).
 */
export function StarRating({ rating }: { rating: ResourceRating | null }) {
  if (!rating) return null;
  const filled = filledStars(rating.stars);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <span className="flex gap-0.5" role="img" aria-label={`Rated ${rating.stars.toFixed(1)} out of 5`}>
        {STAR_SLOTS.map((slot) => (
          <Star
            key={slot}
            size={16}
            strokeWidth={1.75}
            aria-hidden
            className={slot < filled ? 'fill-gold text-gold' : 'text-line'}
          />
        ))}
      </span>
      <span className="tabular" aria-hidden>
        {rating.stars.toFixed(1)}
      </span>
      <span className="tabular">{ratingNote(rating)}</span>
    </div>
  );
}
