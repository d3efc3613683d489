import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { isFinal } from '#domain/payments/payments';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { conflict } from '#server/http/errors';
import { withProvider } from './context';
import { claimSetupLease } from './repository';
import { createStripeClient, paymentSettings } from '#server/plans/payment-settings';

/** The setup lease lasts 60 s; a deletion waits a little longer for a setup in flight to finish. */
const LEASE_WAIT_MS = 65_000;
const LEASE_POLL_MS = 250;

/**
 * Takes the subscription-setup lease, waiting for a setup in flight to finish (it then has recorded
 * the customer and subscription it made). Holding it, no new setup can start before the account is
 * gone: the lease row is deleted with the account.
 */
async function takeSetupLease(db: Database, userId: string, waitMs: number) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const account = await claimSetupLease(db, userId);
    if (account) return account;
    if (Date.now() >= deadline)
      throw conflict('A subscription is being set up right now. Try again in a minute.');
    await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
  }
}

/**
 * Ends everything the member could be billed for, before account deletion: deleting the user row
 * cascades to billing_accounts, after which nothing here would know to stop Stripe charging the card.
 * Cancels the subscription at once and deletes the Stripe customer (which also cancels any
 * subscription Stripe holds for it that we did not record). Throws (502) if Stripe refuses, so the
 * deletion stops.
 */
export async function endSubscriptionForDeletedAccount(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  userId: string,
  waitMs = LEASE_WAIT_MS,
): Promise<void> {
  const settings = paymentSettings(config);
  if (!settings) return;
  const account = await takeSetupLease(db, userId, waitMs);
  const stripe = createStripeClient(settings, config.STRIPE_API_URL);
  const subscriptionId = account.stripeSubscriptionId;
  if (subscriptionId && !isFinal(account.status))
    await withProvider(log, () => stripe.subscriptions.cancel(subscriptionId));
  const customerId = account.stripeCustomerId;
  if (customerId)
    await withProvider(log, async () => {
      try {
        await stripe.customers.del(customerId);
      } catch (error) {
        // Already gone (deleted in the Dashboard): nothing left to bill.
        if (!(error instanceof Stripe.errors.StripeError && error.code === 'resource_missing')) throw error;
      }
    });
}
