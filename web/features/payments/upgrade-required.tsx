import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClass } from '#web/components/ui/button';
import { toast } from '#web/components/ui/toast/toast-store';
import { ApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';

/** The server answers 402 `{ message }` when the user's plan does not allow an action (plan limits). */
export function isUpgradeRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402;
}

/**
 * Inline notice for a plan limit: the server's message (which names the plan that unlocks it) and a
 * link to /pricing. Use it where the refused action lives, e.g. inside a create dialog.
 */
export function UpgradeRequiredNotice({ message, className }: { message: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/10 p-4 sm:flex-row sm:items-center',
        className,
      )}
    >
      <Crown size={20} strokeWidth={1.75} aria-hidden className="shrink-0 text-gold" />
      <p className="flex-1 text-sm text-ink">{message}</p>
      <Link href="/pricing" className={buttonClass('secondary', 'md', 'shrink-0')}>
        View plans
      </Link>
    </div>
  );
}

/**
 * For mutation error handlers: shows a 402 as an 'Upgrade required' toast with a link to /pricing and
 * returns true; returns false for any other error so the caller shows its own toast.
 *
 *   onError: (error) => {
 *     if (!toastIfUpgradeRequired(error)) toast({ title: 'Error', description: error.message, variant: 'destructive' });
 *   }
 */
export function toastIfUpgradeRequired(error: unknown): boolean {
  if (!isUpgradeRequired(error)) return false;
  toast({
    title: 'Upgrade required',
    description: (
      <>
        {error.message}{' '}
        <Link href="/pricing" className="font-semibold text-gold underline underline-offset-2">
          View plans
        </Link>
      </>
    ),
  });
  return true;
}
