import type { CoachingSession } from '#domain/one-on-one/one-on-one';
import { cn } from '#web/lib/cn';

const STYLE: Record<CoachingSession['status'], string> = {
  requested: 'border-gold/50 text-gold',
  scheduled: 'border-violet/60 text-violet',
  done: 'border-emerald/60 text-emerald',
  cancelled: 'border-line text-muted',
};

export function StatusBadge({ status }: { status: CoachingSession['status'] }) {
  return (
    <span className={cn('rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize', STYLE[status])}>
      {status}
    </span>
  );
}

/** "Tue 1 Dec, 18:00" in the viewer's own zone. */
export const formatWhen = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
