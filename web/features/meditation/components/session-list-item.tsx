import { Check, Lock } from 'lucide-react';
import { Link } from 'wouter';
import type { MeditationType } from '#domain/meditation';
import { cn } from '#web/lib/cn';

export const TYPE_LABELS = { guided: 'Guided', ambient: 'Ambient' } as const;

type Item = { id: string; title: string; type: MeditationType; duration: number; label?: string };

const row =
  'flex min-h-11 w-full items-center justify-between gap-3 rounded-xl border px-4 py-3 text-left transition-colors';

function Details({ item }: { item: Item }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-ink">{item.title}</span>
      <span className="block text-sm text-muted tabular">
        {item.label ? `${item.label} · ` : ''}
        {TYPE_LABELS[item.type]} · {item.duration} min
      </span>
    </span>
  );
}

/** A playable session: a button that picks it. */
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
        row,
        selected ? 'border-gold/70 bg-gold/10' : 'border-line bg-raised/50 hover:border-gold/40',
      )}
    >
      <Details item={item} />
      {selected ? <Check size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-gold" /> : null}
    </button>
  );
}

/** A session the member's plan does not include: shown with a lock, leading to /pricing. */
export function LockedItem({ item, planName }: { item: Item; planName: string }) {
  return (
    <Link
      href="/pricing"
      aria-label={`${item.title}, locked: included in ${planName}. See plans`}
      className={cn(row, 'border-line/70 bg-night/40 opacity-80 hover:border-gold/40 hover:opacity-100')}
    >
      <Details item={item} />
      <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-gold/40 px-2.5 py-1 text-xs font-semibold text-gold">
        <Lock size={14} strokeWidth={1.75} aria-hidden />
        {planName}
      </span>
    </Link>
  );
}
