import type { FastifyBaseLogger } from 'fastify';
import { isFinal } from '#domain/payments';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { withProvider } from './context';
import { findBillingAccount } from './repository';
import { createStripeClient, paymentSettings } from '#server/plans/payment-settings';

/**
 * Ends the user's Stripe subscription immediately, for account deletion: deleting the user row
 * cascades to billing_accounts, after which nothing here would know to stop Stripe charging the card.
 * Call it before deleting the user; it throws (502) if Stripe refuses, so the deletion can stop.
 */
export async function endSubscriptionForDeletedAccount(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  userId: string,
): Promise<void> {
  const settings = paymentSettings(config);
  const account = await findBillingAccount(db, userId);
  const subscriptionId = account?.stripeSubscriptionId;
  if (!settings || !subscriptionId || isFinal(account.status)) return;
  const stripe = createStripeClient(settings, config.STRIPE_API_URL);
  await withProvider(log, () => stripe.subscriptions.cancel(subscriptionId));
}
