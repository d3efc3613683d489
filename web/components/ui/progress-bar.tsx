import { cn } from '#web/lib/cn';

/** A labelled 0-100 progress bar (gold by default). */
export function ProgressBar({
  value,
  label,
  className,
  tone = 'gold',
}: {
  value: number;
  label: string;
  className?: string;
  tone?: 'gold' | 'violet' | 'emerald';
}) {
  const clamped = Math.max(0, Math.min(100, value));
  const fill = { gold: 'bg-gold', violet: 'bg-violet', emerald: 'bg-emerald' }[tone];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped)}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-raised', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-300 ease-out', fill)}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
