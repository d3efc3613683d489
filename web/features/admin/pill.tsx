import { cn } from '#web/lib/cn';

/** A short status label (plan, role, state) in the members list and a member's detail. */
export function Pill({ children, tone = 'gold' }: { children: string; tone?: 'gold' | 'muted' | 'rose' }) {
  return (
    <span
      className={cn(
        'rounded-full border px-2.5 py-0.5 font-semibold',
        tone === 'gold' && 'border-gold/60 text-gold',
        tone === 'muted' && 'border-line text-muted',
        tone === 'rose' && 'border-rose/60 text-rose',
      )}
    >
      {children}
    </span>
  );
}
