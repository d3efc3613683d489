import { CalendarClock, Crown } from 'lucide-react';
import { useState } from 'react';
import { isEntitled, type SubscriptionStatus } from '#domain/payments/payments';
import { planById } from '#domain/plans/plans';
import { Button } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useCancelSubscription } from './api';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

function periodLine(status: SubscriptionStatus): string | null {
  if (status.status === 'past_due') {
    return 'Your last payment did not go through. Stripe will retry your card; your plan stays active meanwhile.';
  }
  if (!status.currentPeriodEnd) return null;
  const date = longDate(status.currentPeriodEnd);
  return status.cancelAtPeriodEnd ? `Ends on ${date}. It will not renew.` : `Renews on ${date}.`;
}

/** A subscriber's plan, its renewal date and the way to cancel at the end of the period. */
export function SubscriptionSummary({ status }: { status: SubscriptionStatus }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  if (status.tier === 'free' || !isEntitled(status.status)) return null;
  const plan = planById(status.tier);
  const until = status.currentPeriodEnd ? longDate(status.currentPeriodEnd) : 'the end of the period';

  return (
    <section
      aria-label="Your subscription"
      className="mb-8 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-gold/15 text-gold">
          <Crown size={20} strokeWidth={1.75} aria-hidden />
        </span>
        <div>
          <p className="font-semibold text-ink">Your {plan.name} plan</p>
          <p className="mt-0.5 flex items-start gap-1.5 text-sm text-muted">
            <CalendarClock size={16} strokeWidth={1.75} aria-hidden className="mt-0.5 shrink-0" />
            <span>{periodLine(status)}</span>
          </p>
        </div>
      </div>
      {status.cancelAtPeriodEnd ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="self-start sm:self-center"
          onClick={() => setConfirming(true)}
        >
          Cancel subscription
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Cancel your ${plan.name} subscription?`}
        description={`You keep ${plan.name} until ${until}. After that your account moves to the Free plan.`}
        cancelLabel="Keep my plan"
        confirmLabel="Cancel subscription"
        pendingLabel="Canceling..."
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate({ planName: plan.name, until }, { onSuccess: () => setConfirming(false) })
        }
      />
    </section>
  );
}
