import { Crown } from 'lucide-react';
import { Link } from 'wouter';
import { subscriptionBanner } from '#domain/dashboard/dashboard';
import { buttonClass } from '#web/components/ui/button';
import { useAffirmationsByModel } from '#web/lib/use-affirmation-writer';
import { usePaymentsConfig } from '#web/lib/use-payments-config';
import { useSubscriptionStatus } from '#web/lib/use-subscription-status';

/**
 * Shown only when a plan can be bought on this server and the member has no active subscription
 * (docs/dashboard.md): on a server without payments, an "Upgrade Now" would lead nowhere.
 */
export function SubscriptionBanner() {
  const status = useSubscriptionStatus();
  const payments = usePaymentsConfig();
  const banner = subscriptionBanner(useAffirmationsByModel());
  if (!status.isSuccess || status.data.hasActiveSubscription) return null;
  if (!payments.isSuccess || !payments.data.configured) return null;
  return (
    <section
      aria-label="Upgrade"
      className="relative overflow-hidden rounded-2xl border border-gold/40 bg-surface p-5 sm:p-6"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -right-16 -top-24 size-64 rounded-full bg-gold/15 blur-3xl"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-4">
          <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold">
            <Crown size={20} strokeWidth={1.75} aria-hidden />
          </span>
          <div>
            <h2 className="text-2xl leading-tight text-ink">{banner.title}</h2>
            <p className="mt-1 text-sm text-muted">{banner.body}</p>
          </div>
        </div>
        <Link href={banner.href} className={buttonClass('primary', 'md', 'shrink-0')}>
          {banner.action}
        </Link>
      </div>
    </section>
  );
}
