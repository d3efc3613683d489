import Stripe from 'stripe';
import type { PaidPlanId } from '#domain/plans/plans';
import type { PaymentsConfig } from '#domain/payments/payments';
import type { AppConfig } from '#server/config';

/** Stripe settings once every required variable is present. */
export type PaymentSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  prices: Record<PaidPlanId, string | null>;
};

/**
 * Payments are configured when the secret and publishable keys, the webhook secret and at least one
 * plan price are set. Without the webhook secret a paid plan could never be kept in sync (renewals,
 * failed cards, cancellations), so a partial setup counts as not configured.
 */
export function paymentSettings(config: AppConfig): PaymentSettings | null {
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config;
  const prices = { pro: config.STRIPE_PRICE_PRO ?? null, premium: config.STRIPE_PRICE_PREMIUM ?? null };
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET) return null;
  if (!prices.pro && !prices.premium) return null;
  return {
    secretKey: STRIPE_SECRET_KEY,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    prices,
  };
}

/** The Stripe variables that are set, named, when some but not all required ones are (for a start-up warning). */
export function missingPaymentSettings(config: AppConfig): string[] {
  const required = {
    STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: config.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: config.STRIPE_WEBHOOK_SECRET,
    'STRIPE_PRICE_PRO or STRIPE_PRICE_PREMIUM': config.STRIPE_PRICE_PRO ?? config.STRIPE_PRICE_PREMIUM,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  return missing.length === Object.keys(required).length ? [] : missing;
}

/** What GET /api/payments/config answers: public values only. */
export function publicPaymentsConfig(settings: PaymentSettings | null, planLimits: boolean): PaymentsConfig {
  if (!settings)
    return { configured: false, planLimits, publishableKey: null, prices: { pro: null, premium: null } };
  return { configured: true, planLimits, publishableKey: settings.publishableKey, prices: settings.prices };
}

/** The plan a configured price id sells, or null when the price is not offered. */
export function tierForPrice(settings: PaymentSettings, priceId: string): PaidPlanId | null {
  if (settings.prices.pro === priceId) return 'pro';
  if (settings.prices.premium === priceId) return 'premium';
  return null;
}

/** The official SDK; STRIPE_API_URL points it at another host (a local stand-in in tests). */
export function createStripeClient(settings: PaymentSettings, apiUrl: string | undefined): Stripe {
  if (!apiUrl) return new Stripe(settings.secretKey, { timeout: 20_000 });
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: 20_000,
  });
}
