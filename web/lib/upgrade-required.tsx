import { Link } from 'wouter';
import { toast } from '#web/components/ui/toast/toast-store';
import { ApiError } from '#web/lib/api-client';

/** The server answers 402 `{ message }` when the user's plan does not allow an action (plan limits). */
export function isUpgradeRequired(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402;
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
