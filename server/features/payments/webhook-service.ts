import type Stripe from 'stripe';
import { announcePlanChange, type PaymentsContext } from './context';
import { lockBillingAccount, recordStripeEvent, stripeEventSeen } from './repository';
import { applySubscriptionState, customerIdOf, stateFromSubscription } from './subscription-state';

/** The events that change a user's plan, status or period end (see docs/plans.md, "Setting up Stripe"). */
const HANDLED_EVENTS = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export type EventOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored';

/**
 * The subscription an event is about. Subscription events carry it; invoice events only name it, so
 * it is fetched (its state then is at least as new as the event).
 */
async function subscriptionOf(
  ctx: PaymentsContext,
  event: Stripe.Event,
): Promise<Stripe.Subscription | null> {
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return event.data.object;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const reference = event.data.object.parent?.subscription_details?.subscription;
      if (!reference) return null;
      return typeof reference === 'string' ? ctx.stripe.subscriptions.retrieve(reference) : reference;
    }
    default:
      return null;
  }
}

/**
 * Processes a verified event once: the event id is recorded in the same transaction that applies its
 * state, so a replay (or two concurrent deliveries) changes nothing, and a failure records nothing and
 * lets Stripe retry. States older than the stored one are skipped (shouldApplyState).
 */
export async function handleStripeEvent(ctx: PaymentsContext, event: Stripe.Event): Promise<EventOutcome> {
  if (!(HANDLED_EVENTS as readonly string[]).includes(event.type)) return 'ignored';
  if (await stripeEventSeen(ctx.db, event.id)) return 'duplicate';
  const subscription = await subscriptionOf(ctx, event);
  const at = new Date(event.created * 1000);
  const result = await ctx.db.transaction(async (tx): Promise<{ outcome: EventOutcome; userId?: string }> => {
    if (
      !(await recordStripeEvent(tx, event.id, event.type, subscription ? customerIdOf(subscription) : null))
    )
      return { outcome: 'duplicate' };
    if (!subscription) return { outcome: 'ignored' };
    const account = await lockBillingAccount(tx, { customerId: customerIdOf(subscription) });
    if (!account) {
      ctx.log.warn({ eventId: event.id, subscriptionId: subscription.id }, 'event for an unknown customer');
      return { outcome: 'ignored' };
    }
    const applied = await applySubscriptionState(
      tx,
      account,
      stateFromSubscription(ctx.settings, subscription, at),
    );
    return applied ? { outcome: 'applied', userId: account.userId } : { outcome: 'stale' };
  });
  if (result.userId) announcePlanChange(ctx, result.userId);
  return result.outcome;
}
