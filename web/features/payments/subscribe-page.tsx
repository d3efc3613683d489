import { planLines } from '#domain/plans/plan-lines';
import { useAffirmationsByModel } from '#web/lib/use-affirmation-writer';
import { Check, Lock } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { PAYMENT_MESSAGES, SUBSCRIBE_TEXT } from '#domain/payments/payments';
import { MONEY_BACK_DAYS, PaidPlanIdSchema, planById, type Plan } from '#domain/plans/plans';
import { buttonClass } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHeader } from '#web/components/ui/page-header';
import { Spinner } from '#web/components/ui/spinner';
import { PaymentForm } from './payment-form';
import { useSubscriptionSetup } from './use-subscription-setup';

/** /subscribe?tier=pro|premium&priceId=...: tier defaults to pro (docs/plans.md). */
export default function SubscribePage() {
  const params = new URLSearchParams(useSearch());
  const tier = PaidPlanIdSchema.catch('pro').parse(params.get('tier') ?? 'pro');
  const priceId = params.get('priceId') || null;
  const plan = planById(tier);
  const state = useSubscriptionSetup(tier, priceId);

  return (
    <div>
      <PageHeader
        title={`Subscribe to ${plan.name}`}
        subtitle={`${plan.price}${plan.period} · Secure checkout, powered by Stripe.`}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <PlanSummary plan={plan} />
        <Card className="min-h-64">
          {state.kind === 'payment-form' ? (
            <>
              <h2 className="mb-5 flex items-center gap-2 text-2xl">
                <Lock size={20} strokeWidth={1.75} aria-hidden className="text-muted" />
                Payment details
              </h2>
              <PaymentForm
                publishableKey={state.publishableKey}
                clientSecret={state.clientSecret}
                tierName={plan.name}
              />
            </>
          ) : state.kind === 'not-configured' ? (
            <div className="flex h-full flex-col items-center justify-center gap-5 py-8 text-center">
              <p role="alert" className="font-serif text-2xl text-ink">
                {PAYMENT_MESSAGES.notConfigured}
              </p>
              <Link href="/pricing" className={buttonClass('secondary')}>
                Back to pricing
              </Link>
            </div>
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-4 py-10 text-center">
              <Spinner className="size-8" label={SUBSCRIBE_TEXT.settingUp} />
              <p className="text-muted">{SUBSCRIBE_TEXT.settingUp}</p>
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}

function PlanSummary({ plan }: { plan: Plan }) {
  const affirmationsByModel = useAffirmationsByModel();
  return (
    <Card className="order-last h-fit border-gold/40 lg:order-first">
      <p className="text-sm uppercase tracking-wide text-gold">Your plan</p>
      <h2 className="mt-1 text-3xl">{plan.name}</h2>
      <p className="mt-3 flex items-baseline gap-1.5">
        <span className="text-4xl font-semibold text-ink tabular">{plan.price}</span>
        <span className="text-sm text-muted">{plan.period}</span>
      </p>
      <ul className="mt-5 grid gap-2.5 text-sm text-ink" aria-label={`${plan.name} features`}>
        {planLines(plan.id, { affirmationsByModel }).map((line) => (
          <li key={line.text} className="flex items-start gap-2.5">
            <Check size={18} strokeWidth={2} aria-hidden className="mt-0.5 shrink-0 text-violet" />
            {line.text}
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t border-line pt-4 text-xs text-muted">
        Billed monthly. {MONEY_BACK_DAYS}-day money-back guarantee; cancel anytime from the pricing page.
      </p>
    </Card>
  );
}
