import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { deliver, stripeEvent } from '#server/test-support/stripe/payments-test-kit';

const NOT_CONFIGURED = { message: 'Payment system is not configured.' };

describe('payments without Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells the browser payments are off and every feature is open, without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      configured: false,
      planLimits: false,
      publishableKey: null,
      prices: { pro: null, premium: null },
    });
  });

  it('says the limits apply when ENFORCE_PLAN_LIMITS is on, though nothing can be bought', async () => {
    const enforced = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
    try {
      const response = await enforced.app.inject({ method: 'GET', url: '/api/payments/config' });
      expect(response.json()).toMatchObject({ configured: false, planLimits: true });
    } finally {
      await enforced.close();
    }
  });

  it('answers 503 to subscribing, and 404 to cancelling and to webhooks', async () => {
    const user = await t.createUser();
    const create = await t.as(user, {
      method: 'POST',
      url: '/api/create-subscription',
      payload: { priceId: 'price_anything', tier: 'pro' },
    });
    expect([create.statusCode, create.json()]).toEqual([503, NOT_CONFIGURED]);
    const cancel = await t.as(user, { method: 'POST', url: '/api/cancel-subscription' });
    expect([cancel.statusCode, cancel.json()]).toEqual([404, NOT_CONFIGURED]);
    const webhook = await deliver(t, stripeEvent('customer.subscription.updated', { id: 'sub_x' }));
    expect([webhook.statusCode, webhook.json()]).toEqual([404, NOT_CONFIGURED]);
  });

  it('reports the plan from users.plan', async () => {
    const free = await t.createUser();
    expect((await t.as(free, { method: 'GET', url: '/api/subscription-status' })).json()).toEqual({
      hasActiveSubscription: false,
      tier: 'free',
      status: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      givenByTeam: null,
    });
    const granted = await t.createUser({ plan: 'premium' });
    const response = await t.as(granted, { method: 'GET', url: '/api/subscription-status' });
    expect(response.json()).toMatchObject({ hasActiveSubscription: true, tier: 'premium' });
  });

  it('requires a session for the status, subscribing and cancelling', async () => {
    for (const [method, url] of [
      ['GET', '/api/subscription-status'],
      ['POST', '/api/create-subscription'],
      ['POST', '/api/cancel-subscription'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('still validates the body first: 400 naming the field', async () => {
    const user = await t.createUser();
    const response = await t.as(user, {
      method: 'POST',
      url: '/api/create-subscription',
      payload: { tier: 'pro' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^priceId: /);
  });
});
