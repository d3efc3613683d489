import type Stripe from 'stripe';
import { isEntitled, shouldApplyState } from '#domain/payments/payments';
import { PaidPlanIdSchema, type PlanId } from '#domain/plans/plans';
import type { Database } from '#server/db/client';
import type { BillingAccountRow } from '#server/db/schema/payments';
import { writeSubscriptionState, type SubscriptionState } from './repository';
import { tierForPrice, type PaymentSettings } from '#server/plans/payment-settings';

const fromUnix = (seconds: number) => new Date(seconds * 1000);

export function customerIdOf(subscription: Stripe.Subscription): string {
  return typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
}

/**
 * The app's view of a Stripe subscription. The tier comes from the configured price ids, falling back
 * to the tier recorded in the subscription's metadata when the price was since renamed.
 */
export function stateFromSubscription(
  settings: PaymentSettings,
  subscription: Stripe.Subscription,
  at: Date,
): SubscriptionState {
  const item = subscription.items.data[0];
  const priceId = item?.price.id ?? null;
  const tier =
    (priceId ? tierForPrice(settings, priceId) : null) ??
    PaidPlanIdSchema.safeParse(subscription.metadata?.tier).data ??
    null;
  return {
    subscriptionId: subscription.id,
    itemId: item?.id ?? null,
    priceId,
    tier,
    status: subscription.status,
    // Absent from payloads of API versions before 2025-03-31 (see docs/plans.md, "Setting up Stripe": webhook API version).
    currentPeriodEnd:
      Number.isFinite(item?.current_period_end) && item ? fromUnix(item.current_period_end) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || Boolean(subscription.cancel_at),
    at,
  };
}

/** The client secret of the payment still owed on the subscription's latest invoice, if any. */
export function pendingPaymentSecret(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice;
  if (!invoice || typeof invoice === 'string' || invoice.status !== 'open') return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

function planFor(state: Pick<SubscriptionState, 'status' | 'tier'>): PlanId {
  return isEntitled(state.status) && state.tier ? state.tier : 'free';
}

/**
 * Applies a state to a locked account row unless it is older than what is stored (see
 * shouldApplyState), and sets users.plan to match. Returns whether it was applied.
 */
export async function applySubscriptionState(
  tx: Database,
  account: BillingAccountRow,
  state: SubscriptionState,
): Promise<boolean> {
  const stored = {
    subscriptionId: account.stripeSubscriptionId,
    status: account.status,
    stateAt: account.stateAt,
  };
  if (!shouldApplyState(stored, state)) return false;
  const stateAt = account.stateAt && account.stateAt > state.at ? account.stateAt : state.at;
  await writeSubscriptionState(tx, account.userId, state, stateAt, planFor(state));
  return true;
}

/**
 * For a state read straight from the API (our own create/update/retrieve calls): it is at least as new
 * as anything stored for the same subscription, so it is stamped with the stored time and only the
 * lifecycle-stage rule can refuse it.
 */
export function asOfStored(account: BillingAccountRow, state: SubscriptionState): SubscriptionState {
  if (account.stripeSubscriptionId !== state.subscriptionId || !account.stateAt) return state;
  return { ...state, at: account.stateAt };
}
