import { ChevronDown, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#web/components/ui/button';
import { useId, useRef, useState } from 'react';
import type { CatalogueSession } from '#domain/meditation';
import {
  MEDITATION_THEMES,
  THEME_LABELS,
  type MeditationListItem,
  type MeditationTheme,
} from '#domain/meditation-library';
import { planById } from '#domain/plans';
import { cn } from '#web/lib/cn';
import { LockedItem, PlayableItem, TYPE_LABELS } from './session-list-item';

export { TYPE_LABELS } from './session-list-item';

type Props = {
  session: CatalogueSession;
  playlist: readonly CatalogueSession[];
  /** The server's library with locks; undefined while it loads (the playlist is shown meanwhile). */
  library: readonly MeditationListItem[] | undefined;
  selectedIndex: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (index: number) => void;
};

type Filter = 'all' | MeditationTheme;

/** The current session's title with a disclosure list of the library; picking one closes the list. */
export function SessionPicker({
  session,
  playlist,
  library,
  selectedIndex,
  open,
  onOpenChange,
  onPick,
}: Props) {
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [filter, setFilter] = useState<Filter>('all');
  // The list disappears once a session is picked; focus returns to the button that opened it.
  const pick = (index: number) => {
    onPick(index);
    trigger.current?.focus();
  };
  const themeOf = new Map(library?.map((item) => [item.id, item.theme]));
  const lockedItems = (library ?? []).filter((item) => item.locked);
  const shown = (id: string) => filter === 'all' || themeOf.get(id) === filter;
  const themes = MEDITATION_THEMES.filter((theme) => library?.some((item) => item.theme === theme));
  const close = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') onOpenChange(false);
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
          onKeyDown={close}
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
        <div id={listId} className="mt-4" onKeyDown={close}>
          {themes.length > 1 ? (
            <div role="group" aria-label="Themes" className="mb-3 flex flex-wrap gap-2">
              {(['all', ...themes] as const).map((theme) => (
                <button
                  key={theme}
                  type="button"
                  aria-pressed={filter === theme}
                  onClick={() => setFilter(theme)}
                  className={cn(
                    'min-h-9 rounded-full border px-3 text-sm transition-colors',
                    filter === theme
                      ? 'border-gold bg-gold/15 text-ink'
                      : 'border-line text-muted hover:text-ink',
                  )}
                >
                  {theme === 'all' ? 'All' : THEME_LABELS[theme]}
                </button>
              ))}
            </div>
          ) : null}
          <ul aria-label="Meditation sessions" className="grid gap-2 sm:grid-cols-2">
            {playlist.map((item, index) =>
              shown(item.id) ? (
                <li key={item.id}>
                  <PlayableItem
                    item={{ ...item, label: item.custom ? 'Your own' : labelOf(themeOf.get(item.id)) }}
                    selected={index === selectedIndex}
                    onPick={() => pick(index)}
                  />
                </li>
              ) : null,
            )}
            {lockedItems.map((item) =>
              shown(item.id) ? (
                <li key={item.id}>
                  <LockedItem
                    item={{ ...item, label: THEME_LABELS[item.theme] }}
                    planName={planById(item.plan).name}
                  />
                </li>
              ) : null,
            )}
          </ul>
          <Link href="/meditate/create" className={cn(buttonClass('secondary', 'sm'), 'mt-3')}>
            <Plus size={16} strokeWidth={1.75} aria-hidden /> Create your own meditation
          </Link>
        </div>
      ) : null}
    </div>
  );
}

const labelOf = (theme: MeditationTheme | undefined) => (theme ? THEME_LABELS[theme] : undefined);
