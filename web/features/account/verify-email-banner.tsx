import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { toast } from '#web/components/ui/toast/toast-store';
import { useSignedInUser } from '#web/lib/use-signed-in-user';
import { useResendVerification } from './api';

/**
 * A quiet reminder until the member follows the link mailed at sign-up; the app works meanwhile.
 * Following it lands on `/?verified=1`, confirmed once in so many words, and the address is tidied.
 */
export function VerifyEmailBanner() {
  const user = useSignedInUser();
  const resend = useResendVerification();
  const search = useSearch();
  const justVerified = user.emailVerified && new URLSearchParams(search).get('verified') === '1';
  useEffect(() => {
    if (!justVerified) return;
    toast({ title: 'Your e-mail address is confirmed', description: user.email, variant: 'success' });
    const url = new URL(window.location.href);
    url.searchParams.delete('verified');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [justVerified, user.email]);
  if (user.emailVerified) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-x-2 border-b border-line bg-surface px-4 py-0.5 text-center text-xs text-muted sm:flex-wrap sm:gap-x-3 sm:py-2 sm:text-sm"
    >
      <MailCheck size={18} strokeWidth={1.75} aria-hidden className="hidden shrink-0 text-gold sm:block" />
      {/* On a phone one short line whatever the address's length or the font, so nothing below moves
          when the web font arrives and the text reflows; the address shows from 640 px. */}
      <span className="truncate sm:whitespace-normal">
        Please confirm your e-mail address
        <span className="hidden sm:inline">
          {' '}
          with the link we sent to <strong className="text-ink">{user.email}</strong>
        </span>
        .
      </span>
      <button
        type="button"
        className="min-h-8 shrink-0 whitespace-nowrap rounded-lg px-2 font-semibold sm:min-h-10 text-gold underline-offset-4 hover:underline disabled:opacity-60"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? 'Link sent' : resend.isPending ? 'Sending...' : 'Resend link'}
      </button>
    </div>
  );
}
