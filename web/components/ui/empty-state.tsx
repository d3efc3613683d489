import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

/** Says what is missing and offers the one next step. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  compact = false,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  /** The dashboard's density: no icon, smaller title, little padding. */
  compact?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-line text-center',
        compact ? 'gap-1.5 px-3 py-2.5' : 'gap-3 px-6 py-10',
      )}
    >
      {icon && !compact ? <div className="text-gold">{icon}</div> : null}
      <p className={cn('font-serif text-ink', compact ? 'text-lg leading-tight' : 'text-2xl')}>{title}</p>
      {description ? (
        <p className={cn('max-w-sm text-sm text-muted', compact && 'hidden sm:block')}>{description}</p>
      ) : null}
      {action}
    </div>
  );
}
