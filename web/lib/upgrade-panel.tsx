import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#web/components/ui/button';

/** What a page shows when the server answered 402: its message (naming the plan) and the way to it. */
export function UpgradePanel({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-gold/40 bg-surface px-6 py-10 text-center">
      <Crown size={28} strokeWidth={1.75} aria-hidden className="text-gold" />
      <p className="max-w-md text-ink">{message}</p>
      <Link href="/pricing" className={buttonClass('primary')}>
        View plans
      </Link>
    </div>
  );
}
