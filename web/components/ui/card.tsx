import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn';

/** `compact` is the dashboard's density: tighter padding, so a phone sees more at once. */
type Density = { compact?: boolean | undefined };

export function Card({ className, compact, ...props }: HTMLAttributes<HTMLDivElement> & Density) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-line bg-surface transition-shadow duration-200 hover:shadow-[inset_0_0_40px_-20px_rgba(139,124,246,0.35)]',
        compact ? 'p-3.5 sm:p-5' : 'p-4 sm:p-6',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, compact, ...props }: HTMLAttributes<HTMLDivElement> & Density) {
  return (
    <div
      className={cn('flex items-start justify-between gap-3', compact ? 'mb-2.5 sm:mb-3' : 'mb-4', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, compact, ...props }: HTMLAttributes<HTMLHeadingElement> & Density) {
  return (
    <h2
      className={cn(compact ? 'text-lg sm:text-2xl' : 'text-2xl', 'leading-tight text-ink', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted', className)} {...props} />;
}
