import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Appearance, Stripe } from '@stripe/stripe-js';
// The pure entry fetches Stripe.js only when loadStripe runs, not when this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'wouter';
import { SUBSCRIBE_TEXT } from '#domain/payments/payments';
import { Button, buttonClass } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { useConfirmPayment } from './api';

/** Stripe's form in the app's night-and-gold palette. */
const APPEARANCE: Appearance = {
  theme: 'night',
  variables: {
    colorPrimary: '#e2b857',
    colorBackground: '#1d1a3a',
    colorText: '#f4efe6',
    colorTextSecondary: '#b9b3cf',
    colorDanger: '#f87171',
    fontFamily: 'Inter, system-ui, sans-serif',
    borderRadius: '12px',
  },
  rules: { '.Input': { border: '1px solid #2a2650' } },
};

/** Stripe.js is fetched from js.stripe.com only here, and once per key. */
const loaders = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let loader = loaders.get(publishableKey);
  if (!loader) {
    loader = loadStripe(publishableKey);
    loaders.set(publishableKey, loader);
  }
  return loader;
}

type Loaded = { stripe: Stripe | null; failed: boolean };

function useStripeJs(publishableKey: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ stripe: null, failed: false });
  useEffect(() => {
    let live = true;
    stripeFor(publishableKey).then(
      (stripe) => {
        if (live) setLoaded({ stripe, failed: stripe === null });
      },
      () => {
        loaders.delete(publishableKey);
        if (live) setLoaded({ stripe: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey]);
  return loaded;
}

export function PaymentForm({
  publishableKey,
  clientSecret,
  tierName,
}: {
  publishableKey: string;
  clientSecret: string;
  tierName: string;
}) {
  const { stripe, failed } = useStripeJs(publishableKey);
  if (failed) {
    return (
      <div className="grid justify-items-start gap-4">
        <p role="alert" className="text-sm text-rose">
          The secure payment form could not be loaded. Check your connection and reload the page.
        </p>
        <Link href="/pricing" className={buttonClass('secondary')}>
          Back
        </Link>
      </div>
    );
  }
  if (!stripe) return <FormSkeleton />;
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: APPEARANCE }}>
      <CheckoutForm tierName={tierName} />
    </Elements>
  );
}

function FormSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden>
      <Skeleton className="h-11" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-11" />
      </div>
      <Skeleton className="h-11" />
    </div>
  );
}

/** Confirms the payment; Stripe returns the browser to the dashboard, or we toast its error. */
function CheckoutForm({ tierName }: { tierName: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  const confirm = useConfirmPayment();
  const submitting = confirm.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || submitting) return;
    confirm.mutate({ stripe, elements });
  }

  return (
    <form onSubmit={submit} className="grid gap-6">
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      {ready ? null : <FormSkeleton />}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" disabled={submitting} onClick={() => navigate('/pricing')}>
          Back
        </Button>
        <Button type="submit" disabled={!stripe || !ready || submitting}>
          {submitting ? SUBSCRIBE_TEXT.processing : `Subscribe to ${tierName}`}
        </Button>
      </div>
    </form>
  );
}
