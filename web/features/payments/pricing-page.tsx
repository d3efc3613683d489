import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { pricingNotice } from '#domain/payments/payments';
import { MONEY_BACK_DAYS, PLANS, type PlanId } from '#domain/plans/plans';
import { PageHeader } from '#web/components/ui/page-header';
import { useCurrentUser } from '#web/lib/use-current-user';
import { usePaymentsConfig } from '#web/lib/use-payments-config';
import { useSubscriptionStatus } from '#web/lib/use-subscription-status';
import { PlanCard } from './plan-card';
import { planAction, planButtonLabel } from './plan-action';
import { SubscriptionSummary } from './subscription-summary';

/** /pricing: the three plans (docs/plans.md) and, for subscribers, their subscription. */
export default function PricingPage() {
  const [, navigate] = useLocation();
  const { data: user } = useCurrentUser();
  const config = usePaymentsConfig();
  const status = useSubscriptionStatus();
  const [selected, setSelected] = useState<PlanId | null>(null);
  const currentPlan = status.data?.tier ?? 'free';
  const prices = config.data?.prices;
  const notice = config.data ? pricingNotice(config.data) : null;

  function select(planId: PlanId) {
    const action = planAction({
      signedIn: Boolean(user),
      planId,
      currentPlan,
      priceId: planId === 'free' ? null : (prices?.[planId] ?? null),
    });
    if (action.kind === 'missing-price') {
      console.error(`No Stripe price id is configured for the ${planId} plan.`);
      return;
    }
    setSelected(planId);
    navigate(action.to);
  }

  return (
    <div>
      <PageHeader
        title="Choose Your Path to Abundance"
        subtitle="Start free, and upgrade when you are ready to accelerate your manifestation practice."
      />
      {status.data ? <SubscriptionSummary status={status.data} /> : null}
      {notice ? (
        <p
          role="note"
          className="mb-6 rounded-2xl border border-gold/30 bg-raised/60 px-4 py-3 text-sm text-ink"
        >
          {notice}
        </p>
      ) : null}
      <div className="grid gap-6 pt-3 md:grid-cols-3 md:gap-5 lg:gap-6">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            label={planButtonLabel({ planId: plan.id, currentPlan, selected: selected === plan.id })}
            // Paid plans wait for the price ids, so a click never logs a spurious "no price" error.
            disabled={selected !== null || (plan.id !== 'free' && config.isPending)}
            onSelect={() => select(plan.id)}
          />
        ))}
      </div>
      <footer className="mt-10 flex flex-col items-center gap-2 text-center text-sm text-muted sm:flex-row sm:justify-center">
        <ShieldCheck size={20} strokeWidth={1.75} aria-hidden className="text-emerald" />
        <p>
          All paid plans come with a {MONEY_BACK_DAYS}-day money-back guarantee. Upgrade, downgrade or cancel
          anytime.
        </p>
      </footer>
    </div>
  );
}
