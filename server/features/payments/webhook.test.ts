import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '#domain/payments/payments';
import type { TestApp } from '#server/test-support/test-app';
import type { FakeStripe } from '#server/test-support/stripe/fake-stripe';
import {
  deliver,
  startPaymentsApp,
  signatureFor,
  status,
  stripeEvent,
  subscribe,
} from '#server/test-support/stripe/payments-test-kit';

describe('POST /api/stripe/webhook', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await startPaymentsApp()));
  afterAll(() => close());

  /** A user with an unpaid Pro subscription, and that subscription's id. */
  async function pendingUser() {
    const user = await t.createUser();
    const { subscriptionId } = (await subscribe(t, user)).json<{ subscriptionId: string }>();
    const created = fake.subscriptions.get(subscriptionId)?.created ?? 0;
    return { user, subscriptionId, created };
  }

  const activeObject = (subscriptionId: string) => {
    fake.pay(subscriptionId);
    return fake.subscriptionJson(subscriptionId);
  };

  it('refuses a bad, missing or foreign signature with 400 and changes nothing', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    // Stripe itself still shows it unpaid, so the status read cannot pick the change up on its own.
    const paid = { ...fake.subscriptionJson(subscriptionId), status: 'active' };
    const event = stripeEvent('customer.subscription.updated', paid, created + 5);
    const foreign = await deliver(t, event, { secret: 'whsec_someone_else' });
    expect([foreign.statusCode, foreign.json()]).toEqual([
      400,
      { message: PAYMENT_MESSAGES.invalidSignature },
    ]);
    const forged = await deliver(t, event, { headers: { 'stripe-signature': 't=1,v1=deadbeef' } });
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.payload.replace('"active"', '"trialing"'),
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureFor(event.payload) },
    });
    expect(tampered.statusCode).toBe(400);
    expect(await status(t, user)).toMatchObject({ tier: 'free', status: 'incomplete' });
    // None of the refusals recorded the event id, so the genuine delivery still applies.
    expect((await deliver(t, event)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await status(t, user)).toMatchObject({ tier: 'pro', status: 'active' });
  });

  it('activates the plan on payment, keeping status and period end', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    const object = activeObject(subscriptionId);
    const response = await deliver(t, stripeEvent('customer.subscription.updated', object, created + 5));
    expect([response.statusCode, response.json()]).toEqual([200, { received: true, outcome: 'applied' }]);
    const periodEnd = fake.subscriptions.get(subscriptionId)?.currentPeriodEnd ?? 0;
    expect(await status(t, user)).toEqual({
      hasActiveSubscription: true,
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: false,
      givenByTeam: null,
    });
  });

  it('makes every instance forget the member’s remembered answers on a plan change: a lapsed plan locks at once', async () => {
    const user = await t.createUser();
    const { subscriptionId } = (await subscribe(t, user, 'premium')).json<{ subscriptionId: string }>();
    const created = fake.subscriptions.get(subscriptionId)?.created ?? 0;
    const active = activeObject(subscriptionId);
    await deliver(t, stripeEvent('customer.subscription.updated', active, created + 5));
    const insights = async () =>
      (await t.as(user, { method: 'GET', url: '/api/insights?range=12w' })).statusCode;
    // The second answer is replayed from memory (insights are kept per member).
    expect([await insights(), await insights()]).toEqual([200, 200]);
    await deliver(
      t,
      stripeEvent('customer.subscription.deleted', { ...active, status: 'canceled' }, created + 9),
    );
    await expect.poll(insights, { timeout: 2_000 }).toBe(402);
  });

  it('processes each event id once: a replay changes nothing', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    const activated = stripeEvent('customer.subscription.updated', activeObject(subscriptionId), created + 5);
    await deliver(t, activated);
    const ended = { ...fake.subscriptionJson(subscriptionId), status: 'canceled' };
    await deliver(t, stripeEvent('customer.subscription.deleted', ended, created + 50));
    const replay = await deliver(t, activated);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await status(t, user)).toMatchObject({
      hasActiveSubscription: false,
      tier: 'free',
      status: 'canceled',
    });
  });

  it('refuses an event signed more than 5 minutes in the future', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    const activated = stripeEvent('customer.subscription.updated', activeObject(subscriptionId), created + 5);
    const before = await status(t, user);
    const now = Math.floor(Date.now() / 1000);
    const ahead = await deliver(t, activated, { signedAt: now + 6 * 60 });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json()).toEqual({ message: PAYMENT_MESSAGES.invalidSignature });
    expect(await status(t, user)).toEqual(before);
    // A clock a little ahead is still fine.
    expect((await deliver(t, activated, { signedAt: now + 60 })).json()).toEqual({
      received: true,
      outcome: 'applied',
    });
  });

  it('applies one of two concurrent deliveries of the same event', async () => {
    const { subscriptionId, created } = await pendingUser();
    const event = stripeEvent('customer.subscription.updated', activeObject(subscriptionId), created + 5);
    const outcomes = (await Promise.all([deliver(t, event), deliver(t, event)])).map(
      (response) => response.json<{ outcome: string }>().outcome,
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
  });

  it('ignores an older event that arrives after a newer one', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    const incomplete = fake.subscriptionJson(subscriptionId);
    const newer = stripeEvent('customer.subscription.updated', activeObject(subscriptionId), created + 10);
    const older = stripeEvent('customer.subscription.created', incomplete, created + 2);
    await deliver(t, newer);
    expect((await deliver(t, older)).json()).toEqual({ received: true, outcome: 'stale' });
    expect(await status(t, user)).toMatchObject({ tier: 'pro', status: 'active' });
  });

  it('keeps the later lifecycle stage when two events share a second', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    const incomplete = fake.subscriptionJson(subscriptionId);
    await deliver(t, stripeEvent('customer.subscription.updated', activeObject(subscriptionId), created + 3));
    const sameSecond = await deliver(
      t,
      stripeEvent('customer.subscription.created', incomplete, created + 3),
    );
    expect(sameSecond.json()).toMatchObject({ outcome: 'stale' });
    expect(await status(t, user)).toMatchObject({ tier: 'pro', status: 'active' });
  });

  it('never revives a deleted subscription from a late update', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    const active = activeObject(subscriptionId);
    await deliver(
      t,
      stripeEvent('customer.subscription.deleted', { ...active, status: 'canceled' }, created + 5),
    );
    await deliver(t, stripeEvent('customer.subscription.updated', active, created + 9));
    expect(await status(t, user)).toMatchObject({
      tier: 'free',
      status: 'canceled',
      hasActiveSubscription: false,
    });
  });

  it('reads the subscription behind invoice events: payment failed keeps access while Stripe retries', async () => {
    const { user, subscriptionId, created } = await pendingUser();
    await deliver(t, stripeEvent('customer.subscription.updated', activeObject(subscriptionId), created + 5));
    const sub = fake.subscriptions.get(subscriptionId);
    if (!sub) throw new Error('missing subscription');
    sub.status = 'past_due';
    const invoice = {
      id: 'in_renewal',
      object: 'invoice',
      parent: { subscription_details: { subscription: subscriptionId } },
    };
    const failed = await deliver(t, stripeEvent('invoice.payment_failed', invoice, created + 100));
    expect(failed.json()).toMatchObject({ outcome: 'applied' });
    expect(await status(t, user)).toMatchObject({
      hasActiveSubscription: true,
      tier: 'pro',
      status: 'past_due',
    });

    sub.status = 'active';
    sub.currentPeriodEnd += 30 * 86_400;
    await deliver(t, stripeEvent('invoice.paid', invoice, created + 200));
    expect(await status(t, user)).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(sub.currentPeriodEnd * 1000).toISOString(),
    });
  });

  it('acknowledges events it does not handle, or for unknown customers, without recording state', async () => {
    const ignored = await deliver(t, stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(ignored.json()).toEqual({ received: true, outcome: 'ignored' });
    const stranger = {
      ...fake.subscriptionJson((await pendingUser()).subscriptionId),
      customer: 'cus_stranger',
    };
    const unknown = await deliver(t, stripeEvent('customer.subscription.updated', stranger));
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
    const oneOff = { id: 'in_one_off', object: 'invoice', parent: null };
    expect((await deliver(t, stripeEvent('invoice.paid', oneOff))).json()).toMatchObject({
      outcome: 'ignored',
    });
  });

  it('is exempt from the session and origin checks, and only it', async () => {
    const { subscriptionId, created } = await pendingUser();
    const event = stripeEvent('customer.subscription.updated', activeObject(subscriptionId), created + 5);
    const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    expect((await deliver(t, event, { headers: crossSite })).statusCode).toBe(200);
    const user = await t.createUser();
    const create = await t.as(user, {
      method: 'POST',
      url: '/api/create-subscription',
      payload: { priceId: 'price_pro_test', tier: 'pro' },
      headers: crossSite,
    });
    expect(create.statusCode).toBe(403);
  });
});
