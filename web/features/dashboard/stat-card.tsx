import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton';

/** A large, glanceable number with a small muted label (DESIGN.md: numbers that matter). */
export function StatCard({
  label,
  value,
  icon,
  hint,
  loading,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  hint: string;
  loading: boolean;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2.5 rounded-2xl border border-line bg-surface px-3 py-2 sm:gap-4 sm:px-5 sm:py-4">
      <span className="hidden size-11 shrink-0 place-items-center rounded-xl bg-gold/10 text-gold min-[400px]:grid">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wider text-muted">{label}</p>
        {loading ? (
          // One line of the number's type, so the card keeps its height when the number arrives.
          <p className="relative text-2xl font-semibold leading-tight sm:text-3xl" aria-hidden>
            <span className="invisible">0</span>
            <Skeleton className="absolute inset-y-0.5 left-0 w-14" />
          </p>
        ) : (
          <p className="text-2xl font-semibold leading-tight text-ink tabular sm:text-3xl">{value}</p>
        )}
        <p className="text-xs leading-snug text-muted">{hint}</p>
      </div>
    </div>
  );
}
