import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '#domain/payments/payments';
import type { TestApp } from '#server/test-support/test-app';
import type { FakeStripe } from '#server/test-support/stripe/fake-stripe';
import { field } from '#server/test-support/stripe/stripe-form';
import {
  TEST_PRICES,
  TEST_PUBLISHABLE_KEY,
  deliver,
  startPaymentsApp,
  status,
  stripeEvent,
  subscribe,
  subscribeAndPay,
} from '#server/test-support/stripe/payments-test-kit';

type Setup = { clientSecret: string | null; subscriptionId: string | null; message: string };

describe('POST /api/create-subscription', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await startPaymentsApp()));
  afterAll(() => close());
  beforeEach(() => {
    Object.assign(fake.behaviour, {
      newSubscriptionStatus: 'incomplete',
      omitPaymentSecret: false,
      changeNeedsPayment: false,
      failWith: null,
    });
  });

  const creates = () =>
    fake.calls('POST', '/v1/subscriptions').filter((call) => call.path === '/v1/subscriptions');

  it('publishes the configured prices', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.json()).toEqual({
      configured: true,
      planLimits: true,
      publishableKey: TEST_PUBLISHABLE_KEY,
      prices: TEST_PRICES,
    });
  });

  it.each([
    [{ priceId: 'price_unknown', tier: 'pro' }, PAYMENT_MESSAGES.priceNotOffered],
    [{ priceId: TEST_PRICES.premium, tier: 'pro' }, PAYMENT_MESSAGES.tierMismatch],
    [{ priceId: TEST_PRICES.pro, tier: 'free' }, /^tier: /],
    [{ priceId: '', tier: 'pro' }, /^priceId: /],
  ])('refuses %j with 400 and calls nothing', async (payload, message) => {
    const user = await t.createUser();
    const before = fake.requests.length;
    const response = await t.as(user, { method: 'POST', url: '/api/create-subscription', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(fake.requests.length).toBe(before);
  });

  it('creates a customer and an incomplete subscription, and returns the payment secret', async () => {
    const user = await t.createUser({ firstName: 'Ada', lastName: 'Gold' });
    const response = await subscribe(t, user);
    expect(response.statusCode).toBe(200);
    const setup = response.json<Setup>();
    expect(setup.clientSecret).toMatch(/_secret_/);
    expect(setup.subscriptionId).toMatch(/^sub_/);
    expect(setup.message).toBe('Complete your payment to activate Pro.');

    const customer = fake.calls('POST', '/v1/customers').at(-1);
    expect(customer?.params).toMatchObject({
      email: user.email,
      name: 'Ada Gold',
      metadata: { userId: user.id },
    });
    const created = creates().at(-1);
    expect(created?.params).toMatchObject({
      customer: fake.subscriptions.get(setup.subscriptionId ?? '')?.customer,
      items: { 0: { price: TEST_PRICES.pro } },
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: { 0: 'latest_invoice.confirmation_secret' },
      metadata: { userId: user.id, tier: 'pro' },
    });
    // Unpaid: the plan does not change yet.
    expect(await status(t, user)).toMatchObject({
      hasActiveSubscription: false,
      tier: 'free',
      status: 'incomplete',
    });
  });

  it('reuses the unpaid attempt for the same price instead of creating another', async () => {
    const user = await t.createUser();
    const first = (await subscribe(t, user)).json<Setup>();
    const customersBefore = fake.calls('POST', '/v1/customers').length;
    const createsBefore = creates().length;
    const again = (await subscribe(t, user)).json<Setup>();
    expect(again).toEqual(first);
    expect(fake.calls('POST', '/v1/customers').length).toBe(customersBefore);
    expect(creates().length).toBe(createsBefore);
  });

  it('cancels an unpaid attempt for another price and reuses the customer', async () => {
    const user = await t.createUser();
    const first = (await subscribe(t, user, 'pro')).json<Setup>();
    const customersBefore = fake.calls('POST', '/v1/customers').length;
    const second = (await subscribe(t, user, 'premium')).json<Setup>();
    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    expect(fake.calls('DELETE', `/v1/subscriptions/${first.subscriptionId}`)).toHaveLength(1);
    expect(fake.calls('POST', '/v1/customers').length).toBe(customersBefore);
    const firstCustomer = fake.subscriptions.get(first.subscriptionId ?? '')?.customer;
    expect(fake.subscriptions.get(second.subscriptionId ?? '')?.customer).toBe(firstCustomer);
    expect(second.message).toBe('Complete your payment to activate Premium.');
  });

  it('changes the price of an active subscription instead of adding a second one', async () => {
    const user = await t.createUser();
    const subscriptionId = await subscribeAndPay(t, fake, user, 'pro');
    expect(await status(t, user)).toMatchObject({
      hasActiveSubscription: true,
      tier: 'pro',
      status: 'active',
    });
    const createsBefore = creates().length;

    const response = await subscribe(t, user, 'premium');
    expect(response.json()).toEqual({
      clientSecret: null,
      subscriptionId,
      message: 'Your plan is now Premium.',
    });
    expect(creates().length).toBe(createsBefore);
    const update = fake.calls('POST', `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.params).toMatchObject({
      items: { 0: { id: fake.subscriptions.get(subscriptionId)?.itemId, price: TEST_PRICES.premium } },
      proration_behavior: 'always_invoice',
      payment_behavior: 'pending_if_incomplete',
    });
    expect(await status(t, user)).toMatchObject({ tier: 'premium', status: 'active' });
  });

  it('returns the payment secret when a plan change must be paid first, keeping the old plan until then', async () => {
    const user = await t.createUser();
    const subscriptionId = await subscribeAndPay(t, fake, user, 'pro');
    fake.behaviour.changeNeedsPayment = true;
    const setup = (await subscribe(t, user, 'premium')).json<Setup>();
    expect(setup).toMatchObject({ subscriptionId, message: 'Confirm your payment to switch to Premium.' });
    expect(setup.clientSecret).toMatch(/_secret_/);
    expect(await status(t, user)).toMatchObject({ tier: 'pro' });
  });

  it('says so when the plan asked for is already the current one', async () => {
    const user = await t.createUser();
    const subscriptionId = await subscribeAndPay(t, fake, user, 'pro');
    const updatesBefore = fake.calls('POST', `/v1/subscriptions/${subscriptionId}`).length;
    const response = await subscribe(t, user, 'pro');
    expect(response.json()).toEqual({
      clientSecret: null,
      subscriptionId,
      message: 'You are already subscribed to Pro.',
    });
    expect(fake.calls('POST', `/v1/subscriptions/${subscriptionId}`).length).toBe(updatesBefore);
  });

  it('activates the plan at once when no payment is due', async () => {
    fake.behaviour.newSubscriptionStatus = 'active';
    const user = await t.createUser();
    const setup = (await subscribe(t, user, 'premium')).json<Setup>();
    expect(setup).toMatchObject({ clientSecret: null, message: 'Your Premium plan is active.' });
    expect(setup.subscriptionId).toMatch(/^sub_/);
    expect(await status(t, user)).toMatchObject({ hasActiveSubscription: true, tier: 'premium' });
  });

  it('returns neither secret nor id when the provider gives nothing to pay', async () => {
    fake.behaviour.omitPaymentSecret = true;
    const user = await t.createUser();
    const response = await subscribe(t, user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      clientSecret: null,
      subscriptionId: null,
      message: PAYMENT_MESSAGES.noPaymentForm,
    });
  });

  it('answers 502 when Stripe fails, and releases the setup for the next try', async () => {
    const user = await t.createUser();
    fake.behaviour.failWith = { status: 500, message: 'Stripe is down' };
    const failed = await subscribe(t, user);
    expect([failed.statusCode, failed.json()]).toEqual([502, { message: PAYMENT_MESSAGES.providerFailed }]);
    fake.behaviour.failWith = null;
    expect((await subscribe(t, user)).statusCode).toBe(200);
  });

  it('creates one subscription for a double submit', async () => {
    const user = await t.createUser();
    const createsBefore = creates().length;
    const responses = await Promise.all([subscribe(t, user), subscribe(t, user)]);
    // Overlapping requests: the second is told setup is in progress (409). On a busy machine the
    // first may finish before the second starts, which then reuses the unpaid attempt (200). Either
    // way exactly one subscription exists.
    const codes = responses.map((response) => response.statusCode).sort();
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(codes);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toEqual({ message: PAYMENT_MESSAGES.setupInProgress });
    }
    const secrets = new Set(
      responses
        .filter((response) => response.statusCode === 200)
        .map((response) => response.json().subscriptionId),
    );
    expect(secrets.size).toBe(1);
    expect(creates().length).toBe(createsBefore + 1);
  });

  it('starts a new subscription for the same customer after the old one ended', async () => {
    const user = await t.createUser();
    const oldId = await subscribeAndPay(t, fake, user, 'pro');
    const ended = { ...fake.subscriptionJson(oldId), status: 'canceled' };
    await deliver(t, stripeEvent('customer.subscription.deleted', ended));
    expect(await status(t, user)).toMatchObject({ tier: 'free', status: 'canceled' });
    const customersBefore = fake.calls('POST', '/v1/customers').length;

    const setup = (await subscribe(t, user, 'pro')).json<Setup>();
    expect(setup.subscriptionId).not.toBe(oldId);
    expect(setup.clientSecret).toMatch(/_secret_/);
    expect(fake.calls('POST', '/v1/customers').length).toBe(customersBefore);
    expect(field(creates().at(-1)?.params ?? {}, 'customer')).toBe(fake.subscriptions.get(oldId)?.customer);
  });
});
