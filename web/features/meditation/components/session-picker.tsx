import { Check, ChevronDown } from 'lucide-react';
import { useId, useRef } from 'react';
import { MEDITATION_CATALOGUE, type CatalogueSession } from '#domain/meditation';
import { cn } from '#web/lib/cn';

type Props = {
  session: CatalogueSession;
  selectedIndex: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (index: number) => void;
};

export const TYPE_LABELS = { guided: 'Guided', ambient: 'Ambient' } as const;

/** The current session's title with a disclosure list of the catalogue; picking one closes the list. */
export function SessionPicker({ session, selectedIndex, open, onOpenChange, onPick }: Props) {
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  // The list disappears once a session is picked; focus returns to the button that opened it.
  const pick = (index: number) => {
    onPick(index);
    trigger.current?.focus();
  };
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-muted">Now playing</p>
          <h2 className="mt-1 text-3xl leading-tight text-ink">{session.title}</h2>
          <p className="mt-1 text-sm text-muted tabular">
            {TYPE_LABELS[session.type]} · {session.duration} min
          </p>
        </div>
        <button
          ref={trigger}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => onOpenChange(!open)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onOpenChange(false);
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border border-line px-4 text-sm font-semibold text-ink transition-colors hover:border-gold/60 hover:bg-raised"
        >
          Choose session
          <ChevronDown
            size={20}
            strokeWidth={1.75}
            aria-hidden
            className={cn('transition-transform duration-200', open && 'rotate-180')}
          />
        </button>
      </div>
      <p className="mt-3 text-muted">{session.description}</p>
      {open ? (
        <ul
          id={listId}
          aria-label="Meditation sessions"
          className="mt-4 grid gap-2 sm:grid-cols-2"
          onKeyDown={(event) => {
            if (event.key === 'Escape') onOpenChange(false);
          }}
        >
          {MEDITATION_CATALOGUE.map((item, index) => {
            const selected = index === selectedIndex;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => pick(index)}
                  className={cn(
                    'flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left transition-colors',
                    selected ? 'border-gold/70 bg-gold/10' : 'border-line bg-raised/50 hover:border-gold/40',
                  )}
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink">{item.title}</span>
                    <span className="block text-sm text-muted tabular">
                      {TYPE_LABELS[item.type]} · {item.duration} min
                    </span>
                  </span>
                  {selected ? (
                    <Check size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-gold" />
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
