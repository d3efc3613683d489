import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '#domain/account/account';
import { PAYMENT_MESSAGES } from '#domain/payments/payments';
import type { TestApp } from '#server/test-support/test-app';
import { endSubscriptionForDeletedAccount } from './account-deletion';
import type { FakeStripe } from '#server/test-support/stripe/fake-stripe';
import {
  deliver,
  startPaymentsApp,
  status,
  stripeEvent,
  subscribe,
  subscribeAndPay,
} from '#server/test-support/stripe/payments-test-kit';

describe('subscription status and cancellation', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await startPaymentsApp()));
  afterAll(() => close());

  const cancel = (user: Awaited<ReturnType<TestApp['createUser']>>) =>
    t.as(user, { method: 'POST', url: '/api/cancel-subscription' });

  it('picks up a payment the webhook has not reported yet when the status is read', async () => {
    const user = await t.createUser();
    const { subscriptionId } = (await subscribe(t, user, 'premium')).json<{ subscriptionId: string }>();
    fake.pay(subscriptionId);
    expect(await status(t, user)).toMatchObject({
      hasActiveSubscription: true,
      tier: 'premium',
      status: 'active',
    });
    const retrievesAfter = fake.calls('GET', `/v1/subscriptions/${subscriptionId}`).length;
    await status(t, user);
    // Once active, reading the status no longer calls Stripe.
    expect(fake.calls('GET', `/v1/subscriptions/${subscriptionId}`).length).toBe(retrievesAfter);
  });

  it('answers 404 when there is nothing to cancel', async () => {
    const never = await t.createUser();
    expect((await cancel(never)).json()).toEqual({ message: PAYMENT_MESSAGES.nothingToCancel });
    expect((await cancel(never)).statusCode).toBe(404);
    const unpaid = await t.createUser();
    await subscribe(t, unpaid);
    expect((await cancel(unpaid)).statusCode).toBe(404);
  });

  it('cancels at the end of the period, keeping the plan until then, once', async () => {
    const user = await t.createUser();
    const subscriptionId = await subscribeAndPay(t, fake, user, 'pro');
    const response = await cancel(user);
    expect(response.statusCode).toBe(200);
    const periodEnd = fake.subscriptions.get(subscriptionId)?.currentPeriodEnd ?? 0;
    expect(response.json()).toEqual({
      hasActiveSubscription: true,
      tier: 'pro',
      status: 'active',
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
      cancelAtPeriodEnd: true,
      givenByTeam: null,
    });
    const updates = fake.calls('POST', `/v1/subscriptions/${subscriptionId}`);
    expect(updates.at(-1)?.params).toEqual({ cancel_at_period_end: 'true' });
    expect((await cancel(user)).statusCode).toBe(200);
    expect(fake.calls('POST', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(updates.length);
  });

  it('drops to Free when the period ends, and resubscribing before then resumes instead', async () => {
    const resumer = await t.createUser();
    const resumedId = await subscribeAndPay(t, fake, resumer, 'pro');
    await cancel(resumer);
    const resumed = await subscribe(t, resumer, 'pro');
    expect(resumed.json()).toEqual({
      clientSecret: null,
      subscriptionId: resumedId,
      message: 'Your Pro subscription will continue.',
    });
    expect(await status(t, resumer)).toMatchObject({ cancelAtPeriodEnd: false, tier: 'pro' });

    const leaver = await t.createUser();
    const leftId = await subscribeAndPay(t, fake, leaver, 'pro');
    await cancel(leaver);
    const ended = { ...fake.subscriptionJson(leftId), status: 'canceled' };
    await deliver(t, stripeEvent('customer.subscription.deleted', ended, Math.floor(Date.now() / 1000) + 60));
    expect(await status(t, leaver)).toMatchObject({
      hasActiveSubscription: false,
      tier: 'free',
      status: 'canceled',
    });
    expect((await cancel(leaver)).statusCode).toBe(404);
  });

  it('answers 502 when Stripe fails to cancel, leaving the state as it was', async () => {
    const user = await t.createUser();
    await subscribeAndPay(t, fake, user, 'pro');
    fake.behaviour.failWith = { status: 400, message: 'No such subscription' };
    const response = await cancel(user);
    fake.behaviour.failWith = null;
    expect([response.statusCode, response.json()]).toEqual([
      502,
      { message: PAYMENT_MESSAGES.providerFailed },
    ]);
    expect(await status(t, user)).toMatchObject({ cancelAtPeriodEnd: false });
  });

  it('ends the Stripe subscription at once when the account is deleted', async () => {
    const user = await t.createUser();
    const subscriptionId = await subscribeAndPay(t, fake, user, 'pro');
    const response = await t.as(user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: DELETE_CONFIRMATION },
    });
    expect(response.statusCode).toBe(200);
    expect(fake.calls('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    const never = await t.createUser();
    const before = fake.requests.length;
    await endSubscriptionForDeletedAccount(t.database.db, t.config, t.app.log, never.id);
    expect(fake.requests.length).toBe(before);
  });

  it('keeps the account when Stripe refuses to end the subscription', async () => {
    const user = await t.createUser();
    await subscribeAndPay(t, fake, user, 'pro');
    fake.behaviour.failWith = { status: 400, message: 'No such subscription' };
    const response = await t.as(user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: DELETE_CONFIRMATION },
    });
    fake.behaviour.failWith = null;
    expect([response.statusCode, response.json()]).toEqual([
      502,
      { message: PAYMENT_MESSAGES.providerFailed },
    ]);
    expect(await status(t, user)).toMatchObject({ tier: 'pro' });
  });
});
