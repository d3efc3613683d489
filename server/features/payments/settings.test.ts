import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { planLimitsEnforced } from '#server/plans/plan-limits';
import {
  missingPaymentSettings,
  paymentSettings,
  publicPaymentsConfig,
  tierForPrice,
} from '#server/plans/payment-settings';
import {
  paymentsEnv,
  TEST_PRICES,
  TEST_PUBLISHABLE_KEY,
} from '#server/test-support/stripe/payments-test-kit';

const full = paymentsEnv({ url: 'http://127.0.0.1:9' });
const without = (...names: string[]) =>
  loadConfig(Object.fromEntries(Object.entries(full).filter(([name]) => !names.includes(name))));

describe('paymentSettings', () => {
  it.each([
    [[], true],
    [['STRIPE_PRICE_PREMIUM'], true],
    [['STRIPE_PRICE_PRO'], true],
    [['STRIPE_PRICE_PRO', 'STRIPE_PRICE_PREMIUM'], false],
    [['STRIPE_WEBHOOK_SECRET'], false],
    [['STRIPE_SECRET_KEY'], false],
    [['STRIPE_PUBLISHABLE_KEY'], false],
  ])('without %j configured = %s', (names, configured) =>
    expect(paymentSettings(without(...names)) !== null).toBe(configured),
  );

  it('names what is missing from a partial setup, and nothing when Stripe is simply off', () => {
    expect(missingPaymentSettings(without('STRIPE_WEBHOOK_SECRET'))).toEqual(['STRIPE_WEBHOOK_SECRET']);
    expect(missingPaymentSettings(loadConfig({}))).toEqual([]);
    expect(missingPaymentSettings(loadConfig(full))).toEqual([]);
  });

  it('publishes only public values', () => {
    expect(publicPaymentsConfig(paymentSettings(without('STRIPE_PRICE_PREMIUM')), true)).toEqual({
      configured: true,
      planLimits: true,
      publishableKey: TEST_PUBLISHABLE_KEY,
      prices: { pro: TEST_PRICES.pro, premium: null },
    });
    expect(publicPaymentsConfig(null, false)).toEqual({
      configured: false,
      planLimits: false,
      publishableKey: null,
      prices: { pro: null, premium: null },
    });
  });

  it('maps configured prices to tiers', () => {
    const settings = paymentSettings(loadConfig(full));
    if (!settings) throw new Error('expected settings');
    expect(tierForPrice(settings, TEST_PRICES.pro)).toBe('pro');
    expect(tierForPrice(settings, TEST_PRICES.premium)).toBe('premium');
    expect(tierForPrice(settings, 'price_other')).toBeNull();
  });
});

describe('planLimitsEnforced', () => {
  it.each([
    [{}, false],
    [{ ENFORCE_PLAN_LIMITS: 'true' }, true],
    [{ ENFORCE_PLAN_LIMITS: 'false' }, false],
    [full, true],
    [{ ...full, STRIPE_WEBHOOK_SECRET: '' }, false],
  ])('%j -> %s', (env, expected) => expect(planLimitsEnforced(loadConfig(env))).toBe(expected));
});
