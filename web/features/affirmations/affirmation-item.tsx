import { Heart } from 'lucide-react';
import type { Affirmation, CoherenceLevel } from '#domain/affirmations/affirmations';
import { cn } from '#web/lib/cn';
import { PlayAloud } from './play-aloud';

const LEVEL_STYLE: Record<CoherenceLevel, { label: string; className: string }> = {
  high: { label: 'High coherence', className: 'border-emerald/40 text-emerald' },
  medium: { label: 'Medium coherence', className: 'border-violet/50 text-violet' },
  low: { label: 'Low coherence', className: 'border-line text-muted' },
};

export function AffirmationItem({
  affirmation,
  onToggleLiked,
  compact = false,
}: {
  affirmation: Affirmation;
  /** The dashboard's density: the line and its heart; level, tone and reading aloud are on the page. */
  compact?: boolean;
  onToggleLiked: (affirmation: Affirmation) => void;
}) {
  const level = LEVEL_STYLE[affirmation.coherenceLevel];
  return (
    <li
      className={cn(
        'flex gap-3 rounded-xl border border-line bg-raised/60',
        compact ? 'items-center py-0.5 pl-3 pr-1' : 'items-start p-4',
      )}
    >
      <div className="min-w-0 flex-1">
        <p className={cn('font-serif leading-snug text-ink', compact ? 'text-base' : 'text-xl')}>
          {affirmation.content}
        </p>
        <div className={cn('mt-2 flex-wrap items-center gap-2 text-xs', compact ? 'hidden' : 'flex')}>
          <span className={cn('rounded-full border px-2 py-0.5 font-medium', level.className)}>
            {level.label}
          </span>
          {affirmation.frequency !== null ? (
            <span className="tabular text-muted">{affirmation.frequency} Hz</span>
          ) : null}
          <PlayAloud text={affirmation.content} />
        </div>
      </div>
      <button
        type="button"
        aria-label={affirmation.isLiked ? 'Unlike affirmation' : 'Like affirmation'}
        aria-pressed={affirmation.isLiked}
        onClick={() => onToggleLiked(affirmation)}
        className={cn(
          compact ? '' : '-mr-2 -mt-2',
          'grid size-11 shrink-0 place-items-center rounded-xl transition-colors duration-200 ease-out hover:bg-raised',
          affirmation.isLiked ? 'text-rose' : 'text-muted hover:text-ink',
        )}
      >
        <Heart
          size={20}
          strokeWidth={1.75}
          aria-hidden
          fill={affirmation.isLiked ? 'currentColor' : 'none'}
        />
      </button>
    </li>
  );
}
