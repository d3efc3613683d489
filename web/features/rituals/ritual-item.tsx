import { Check, NotebookPen } from 'lucide-react';
import { Link } from 'wouter';
import { GRATITUDE_RITUAL, type Ritual } from '#domain/rituals/rituals';
import { cn } from '#web/lib/cn';
import { madeOnFirstUse } from '#domain/shared/made-on-first-use';

const timeFormat = madeOnFirstUse(
  () => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }),
);

/**
 * One ritual as a checkbox-like button: the whole row is the touch target. The gratitude ritual
 * also links to today's journal entry, opened at its gratitude lines (a link cannot sit inside the
 * button, so it sits beside it).
 */
export function RitualItem({
  ritual,
  busy,
  onToggle,
  compact = false,
}: {
  ritual: Ritual;
  /** The dashboard's density: a 44 px row and smaller type. */
  compact?: boolean;
  busy: boolean;
  onToggle: (ritual: Ritual) => void;
}) {
  const done = ritual.isCompleted;
  return (
    <li className="flex items-stretch gap-2">
      <button
        type="button"
        role="checkbox"
        aria-checked={done}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) onToggle(ritual);
        }}
        className={cn(
          'flex w-full min-w-0 flex-1 items-center gap-3 rounded-xl border px-3 text-left transition-colors duration-200 ease-out',
          compact ? 'min-h-11 py-1.5' : 'min-h-12 py-2.5',
          done
            ? 'border-emerald/30 bg-emerald/8 hover:border-emerald/50'
            : 'border-line bg-raised/40 hover:border-gold/50 hover:bg-raised',
        )}
      >
        <span
          aria-hidden
          className={cn(
            'grid size-6 shrink-0 place-items-center rounded-full border-2 transition-colors duration-200',
            done ? 'border-emerald bg-emerald text-night' : 'border-muted/60',
          )}
        >
          {done ? <Check size={14} strokeWidth={3} /> : null}
        </span>
        <span className="min-w-0 flex-1">
          <span
            className={cn(
              'block leading-snug',
              compact ? 'text-sm' : 'text-[15px]',
              done ? 'text-muted' : 'text-ink',
            )}
          >
            {ritual.title}
          </span>
          {done && ritual.completedAt ? (
            <span className={cn('block text-xs text-emerald tabular', compact ? 'sr-only' : 'mt-0.5')}>
              Completed at {timeFormat().format(new Date(ritual.completedAt))}
            </span>
          ) : null}
        </span>
      </button>
      {ritual.title === GRATITUDE_RITUAL ? (
        <Link
          href="/journal?gratitude"
          aria-label="Open today’s journal entry"
          title="Open today’s journal entry"
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl border border-line bg-raised/40 px-3 text-sm font-medium text-gold transition-colors duration-200 hover:border-gold/50 hover:bg-raised"
        >
          <NotebookPen size={20} strokeWidth={1.75} aria-hidden />
          <span className="hidden sm:inline">Journal</span>
        </Link>
      ) : null}
    </li>
  );
}
