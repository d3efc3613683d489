import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '#domain/account/account';
import type { TestApp } from '#server/test-support/test-app';
import type { FakeStripe } from '#server/test-support/stripe/fake-stripe';
import { startPaymentsApp, subscribe } from '#server/test-support/stripe/payments-test-kit';

/** Deleting an account while its subscription is being set up must leave nothing billable at Stripe. */
describe('account deletion during a subscription setup', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => ({ t, fake, close } = await startPaymentsApp()));
  afterAll(() => close());

  it('waits for the setup, cancels what it made and deletes the Stripe customer', async () => {
    const user = await t.createUser();
    fake.behaviour.delayMs = 400;
    try {
      const setup = subscribe(t, user, 'pro');
      // Let the setup take its lease and reach Stripe before the deletion arrives.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const deletion = t.as(user, {
        method: 'DELETE',
        url: '/api/account',
        payload: { confirm: DELETE_CONFIRMATION },
      });
      const [setupResponse, deleted] = await Promise.all([setup, deletion]);
      expect(setupResponse.statusCode).toBe(200);
      expect(deleted.statusCode).toBe(200);
    } finally {
      fake.behaviour.delayMs = 0;
    }
    const made = [...fake.subscriptions.values()].filter((sub) => sub.metadata.userId === user.id);
    expect(made).toHaveLength(1);
    expect(made.every((sub) => sub.status === 'canceled')).toBe(true);
    expect(fake.customers.has(made[0]?.customer ?? '')).toBe(false);
  });

  it('deletes the customer of a member who never finished paying', async () => {
    const user = await t.createUser();
    expect((await subscribe(t, user, 'premium')).statusCode).toBe(200);
    const customer = [...fake.subscriptions.values()].find(
      (sub) => sub.metadata.userId === user.id,
    )?.customer;
    const deleted = await t.as(user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: DELETE_CONFIRMATION },
    });
    expect(deleted.statusCode).toBe(200);
    expect(fake.customers.has(customer ?? '')).toBe(false);
  });
});
