import { Check, Lock, Sparkles } from 'lucide-react';
import type { MeditationType } from '#domain/meditation/meditation';
import type { MeditationTheme } from '#domain/meditation/library';
import { cn } from '#web/lib/cn';
import { SessionCover } from './session-cover';

export const TYPE_LABELS = { guided: 'Guided', ambient: 'Ambient' } as const;

type Item = {
  id: string;
  title: string;
  type: MeditationType;
  duration: number;
  label?: string;
  theme?: MeditationTheme;
  recommended?: boolean;
};

const card = 'flex h-full w-full flex-col overflow-hidden rounded-xl border text-left transition-colors';

function Details({ item }: { item: Item }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5 px-3 py-2.5">
      {item.recommended ? (
        <span className="inline-flex items-center gap-1 text-xs font-semibold text-gold">
          <Sparkles size={12} strokeWidth={1.75} aria-hidden /> Recommended for you
        </span>
      ) : null}
      <span className="block font-semibold text-ink">{item.title}</span>
      <span className="block text-sm text-muted tabular">
        {item.label ? `${item.label} · ` : ''}
        {TYPE_LABELS[item.type]} · {item.duration} min
      </span>
    </span>
  );
}

/** A playable session: a card that picks it. */
export function PlayableItem({
  item,
  selected,
  onPick,
}: {
  item: Item;
  selected: boolean;
  onPick: () => void;
}) {
  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      onClick={onPick}
      className={cn(
        card,
        selected ? 'border-gold/70 bg-gold/10' : 'border-line bg-raised/50 hover:border-gold/40',
      )}
    >
      <SessionCover id={item.id} theme={item.theme} />
      <span className="flex items-start">
        <Details item={item} />
        {selected ? (
          <Check size={20} strokeWidth={1.75} aria-hidden className="m-2.5 shrink-0 text-gold" />
        ) : null}
      </span>
    </button>
  );
}

/** A session the member's plan does not include: shown with a lock and its plan; opens the upgrade sheet. */
export function LockedItem({ item, planName, onOpen }: { item: Item; planName: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`${item.title}, locked: included in ${planName}`}
      onClick={onOpen}
      className={cn(card, 'border-line/70 bg-night/40 opacity-80 hover:border-gold/40 hover:opacity-100')}
    >
      <SessionCover id={item.id} theme={item.theme} />
      <span className="flex items-start">
        <Details item={item} />
        <span className="m-2.5 inline-flex shrink-0 items-center gap-1.5 rounded-full border border-gold/40 px-2.5 py-1 text-xs font-semibold text-gold">
          <Lock size={14} strokeWidth={1.75} aria-hidden />
          {planName}
        </span>
      </span>
    </button>
  );
}
