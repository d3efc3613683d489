import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '#domain/payments/payments';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';
import { HttpError } from '#server/http/errors';
import type { BillingAccountRow } from '#server/db/schema/payments';
import { lockBillingAccount, type SubscriptionState } from './repository';
import { applySubscriptionState } from './subscription-state';
import type { PaymentSettings } from '#server/plans/payment-settings';

/** What the payment services need once Stripe is configured. */
export type PaymentsContext = {
  db: Database;
  settings: PaymentSettings;
  stripe: Stripe;
  log: FastifyBaseLogger;
  changes: ChangeFeed;
};

/** Runs Stripe calls; a provider failure becomes a 502 with a safe message, its details logged. */
export async function withProvider<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      log.error({ err: error, stripeCode: error.code, requestId: error.requestId }, 'Stripe request failed');
      throw new HttpError(502, PAYMENT_MESSAGES.providerFailed);
    }
    throw error;
  }
}

/**
 * Applies a state under the account's row lock. `stamp` picks the time it is compared at: webhook
 * events carry their own; API results use the stored time (see asOfStored).
 */
export async function saveState(
  ctx: Pick<PaymentsContext, 'db' | 'changes'>,
  userId: string,
  state: SubscriptionState,
  stamp: (account: BillingAccountRow, state: SubscriptionState) => SubscriptionState = (_a, s) => s,
): Promise<boolean> {
  const applied = await ctx.db.transaction(async (tx) => {
    const account = await lockBillingAccount(tx, { userId });
    if (!account) return false;
    return applySubscriptionState(tx, account, stamp(account, state));
  });
  if (applied) announcePlanChange(ctx, userId);
  return applied;
}

/**
 * After a plan change has committed: every instance forgets the member's remembered answers (their
 * own reads, the locks on plan features, their badge on community stories).
 */
export function announcePlanChange(ctx: Pick<PaymentsContext, 'changes'>, userId: string): void {
  ctx.changes.announce('user', userId);
}
