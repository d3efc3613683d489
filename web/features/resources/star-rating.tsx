import { Star } from 'lucide-react';
import { filledStars } from '#domain/resources';

const STAR_SLOTS = [0, 1, 2, 3, 4];

/** Whole stars for the rating rounded down (SPEC section 2), the rating and the review count. */
export function StarRating({ rating, reviews }: { rating: number; reviews: number }) {
  const filled = filledStars(rating);
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
      <span className="flex gap-0.5" role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`}>
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
        {rating.toFixed(1)}
      </span>
      <span className="tabular">{reviews.toLocaleString('en-US')} reviews</span>
    </div>
  );
}
