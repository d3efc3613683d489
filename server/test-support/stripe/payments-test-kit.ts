import Stripe from 'stripe';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { startFakeStripe, type FakeStripe } from './fake-stripe';

/** Settings, event builders and signing shared by the payment API tests and the browser journeys. */
export const TEST_PRICES = { pro: 'price_pro_test', premium: 'price_premium_test' } as const;
const TEST_WEBHOOK_SECRET = 'whsec_test_abundance';
export const TEST_PUBLISHABLE_KEY = 'pk_test_abundance';

export function paymentsEnv(fake: { url: string }): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_abundance',
    STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    STRIPE_PRICE_PRO: TEST_PRICES.pro,
    STRIPE_PRICE_PREMIUM: TEST_PRICES.premium,
    STRIPE_API_URL: fake.url,
  };
}

const signer = new Stripe('sk_test_signer');
let eventCounter = 0;

/** A test app with payments configured against a Stripe stand-in on loopback; `close` stops both. */
export async function startPaymentsApp(): Promise<{
  t: TestApp;
  fake: FakeStripe;
  close: () => Promise<void>;
}> {
  const fake = await startFakeStripe();
  const t = await createTestApp(paymentsEnv(fake));
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}

export type TestEvent = { id: string; type: string; created: number; payload: string };

/** A Stripe event envelope around `object`, created at `created` (Unix seconds). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  created = Math.floor(Date.now() / 1000),
): TestEvent {
  eventCounter += 1;
  const id = `evt_test_${Date.now().toString(36)}_${eventCounter}`;
  const envelope = {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    type,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
  return { id, type, created, payload: JSON.stringify(envelope) };
}

/** The Stripe-Signature header for `payload`, from the SDK's own test helper. */
export function signatureFor(payload: string, secret = TEST_WEBHOOK_SECRET, timestamp?: number): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/** Delivers an event to the webhook, signed like Stripe signs it. */
export function deliver(
  t: TestApp,
  event: TestEvent,
  options: { secret?: string; headers?: Record<string, string>; signedAt?: number } = {},
) {
  const signature = signatureFor(event.payload, options.secret, options.signedAt);
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature, ...options.headers },
  });
}

export async function subscribe(t: TestApp, user: TestUser, tier: 'pro' | 'premium' = 'pro') {
  return t.as(user, {
    method: 'POST',
    url: '/api/create-subscription',
    payload: { priceId: TEST_PRICES[tier], tier },
  });
}

export async function status(t: TestApp, user: TestUser) {
  const response = await t.as(user, { method: 'GET', url: '/api/subscription-status' });
  return response.json<Record<string, unknown>>();
}

/** Subscribes and completes payment the way Stripe would report it, leaving the user on `tier`. */
export async function subscribeAndPay(
  t: TestApp,
  fake: FakeStripe,
  user: TestUser,
  tier: 'pro' | 'premium' = 'pro',
) {
  const response = await subscribe(t, user, tier);
  const { subscriptionId } = response.json<{ subscriptionId: string }>();
  fake.pay(subscriptionId);
  const event = stripeEvent('customer.subscription.updated', fake.subscriptionJson(subscriptionId));
  await deliver(t, event);
  return subscriptionId;
}
