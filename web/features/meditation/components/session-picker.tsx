import { ChevronDown, Plus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#web/components/ui/button';
import { useId, useRef, useState } from 'react';
import type { CatalogueSession } from '#domain/meditation/meditation';
import {
  MEDITATION_THEMES,
  THEME_LABELS,
  type MeditationListItem,
  type MeditationTheme,
} from '#domain/meditation/library';
import { FIRST_SESSION_ID } from '#domain/onboarding/onboarding';
import { cn } from '#web/lib/cn';
import { LockedButton } from '#web/lib/locked-button';
import { lockedFeature } from '#web/lib/plan-lock';
import { useFeatureLock } from '#web/lib/use-feature-lock';
import { UpgradeSheet } from '#web/lib/upgrade-sheet';
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

/** Lengths to filter by, in minutes (inclusive bounds). */
const LENGTHS = [
  { id: 'any', label: 'Any length', min: 0, max: Infinity },
  { id: 'short', label: 'Up to 10 min', min: 0, max: 10 },
  { id: 'medium', label: '11 to 20 min', min: 11, max: 20 },
  { id: 'long', label: 'Over 20 min', min: 21, max: Infinity },
] as const;
type LengthId = (typeof LENGTHS)[number]['id'];

const libraryLock = lockedFeature('meditationLibrary');

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
  const [length, setLength] = useState<LengthId>('any');
  const [sheetOpen, setSheetOpen] = useState(false);
  // The list disappears once a session is picked; focus returns to the button that opened it.
  const pick = (index: number) => {
    onPick(index);
    trigger.current?.focus();
  };
  const themeOf = new Map(library?.map((item) => [item.id, item.theme]));
  const lockedItems = (library ?? []).filter((item) => item.locked);
  const range = LENGTHS.find((option) => option.id === length) ?? LENGTHS[0];
  const shown = (id: string, duration: number) =>
    (filter === 'all' || themeOf.get(id) === filter) && duration >= range.min && duration <= range.max;
  // The beginners' session leads the grid while it is in the member's playlist.
  const playable = playlist
    .map((item, index) => ({ item, index, recommended: item.id === FIRST_SESSION_ID }))
    .sort((a, b) => Number(b.recommended) - Number(a.recommended));
  const themes = MEDITATION_THEMES.filter((theme) => library?.some((item) => item.theme === theme));
  // Escape inside the upgrade sheet closes the sheet only: React passes its keys up through the portal.
  const close = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && event.target instanceof Node && event.currentTarget.contains(event.target))
      onOpenChange(false);
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
          <div role="group" aria-label="Length" className="mb-3 flex flex-wrap gap-2">
            {LENGTHS.map((option) => (
              <button
                key={option.id}
                type="button"
                aria-pressed={length === option.id}
                onClick={() => setLength(option.id)}
                className={cn(
                  'min-h-9 rounded-full border px-3 text-sm transition-colors',
                  length === option.id
                    ? 'border-gold bg-gold/15 text-ink'
                    : 'border-line text-muted hover:text-ink',
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
          <ul aria-label="Meditation sessions" className="grid grid-cols-2 gap-2 lg:grid-cols-3">
            {playable.map(({ item, index, recommended }) =>
              shown(item.id, item.duration) ? (
                <li key={item.id}>
                  <PlayableItem
                    item={{
                      ...item,
                      label: item.custom ? 'Your own' : labelOf(themeOf.get(item.id)),
                      theme: themeOf.get(item.id),
                      recommended,
                    }}
                    selected={index === selectedIndex}
                    onPick={() => pick(index)}
                  />
                </li>
              ) : null,
            )}
            {lockedItems.map((item) =>
              shown(item.id, item.duration) ? (
                <li key={item.id}>
                  <LockedItem
                    item={{ ...item, label: THEME_LABELS[item.theme], theme: item.theme }}
                    planName={libraryLock.plan.name}
                    onOpen={() => setSheetOpen(true)}
                  />
                </li>
              ) : null,
            )}
          </ul>
          <CreateOwnLink />
        </div>
      ) : null}
      <UpgradeSheet open={sheetOpen} onOpenChange={setSheetOpen} lock={libraryLock} />
    </div>
  );
}

/** "Create your own meditation": the builder, or where the plan lacks it, a lock and the upgrade sheet. */
function CreateOwnLink() {
  const lock = useFeatureLock('customMeditations');
  if (!lock.locked)
    return (
      <Link href="/meditate/create" className={cn(buttonClass('secondary', 'sm'), 'mt-3')}>
        <Plus size={16} strokeWidth={1.75} aria-hidden /> Create your own meditation
      </Link>
    );
  return (
    <LockedButton lock={lock} variant="secondary" size="sm" className="mt-3">
      Create your own meditation
    </LockedButton>
  );
}

const labelOf = (theme: MeditationTheme | undefined) => (theme ? THEME_LABELS[theme] : undefined);
