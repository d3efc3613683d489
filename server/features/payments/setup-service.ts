import type Stripe from 'stripe';
import { PAYMENT_MESSAGES, isFinal, type SubscriptionSetup } from '#domain/payments/payments';
import { planById, type PaidPlanId } from '#domain/plans/plans';
import type { BillingAccountRow } from '#server/db/schema/payments';
import { badRequest, conflict } from '#server/http/errors';
import { saveState, withProvider, type PaymentsContext } from './context';
import { claimSetupLease, findCustomerDetails, releaseSetupLease, saveCustomerId } from './repository';
import { tierForPrice } from '#server/plans/payment-settings';
import { asOfStored, pendingPaymentSecret, stateFromSubscription } from './subscription-state';

const EXPAND_PAYMENT = ['latest_invoice.confirmation_secret'];

type Setup = { userId: string; priceId: string; tier: PaidPlanId };

/**
 * POST /api/create-subscription. Holds a short per-user lease so a double submit cannot create two
 * subscriptions; reuses the Stripe customer; changes the price of a live subscription instead of
 * adding a second; reuses an unpaid attempt for the same price and cancels one for another price.
 */
export async function createSubscription(
  ctx: PaymentsContext,
  userId: string,
  input: { priceId: string; tier: PaidPlanId },
): Promise<SubscriptionSetup> {
  const tier = tierForPrice(ctx.settings, input.priceId);
  if (!tier) throw badRequest(PAYMENT_MESSAGES.priceNotOffered);
  if (tier !== input.tier) throw badRequest(PAYMENT_MESSAGES.tierMismatch);
  const account = await claimSetupLease(ctx.db, userId);
  if (!account) throw conflict(PAYMENT_MESSAGES.setupInProgress);
  try {
    return await withProvider(ctx.log, () => setUp(ctx, account, { userId, priceId: input.priceId, tier }));
  } finally {
    await releaseSetupLease(ctx.db, userId);
  }
}

async function setUp(ctx: PaymentsContext, account: BillingAccountRow, setup: Setup) {
  const customerId = account.stripeCustomerId ?? (await createCustomer(ctx, setup.userId));
  const current = await refreshCurrent(ctx, account);
  if (current && current.status !== 'incomplete') return changePrice(ctx, current, setup);
  if (current) {
    const secret = pendingPaymentSecret(current);
    if (secret && current.items.data[0]?.price.id === setup.priceId) {
      return { clientSecret: secret, subscriptionId: current.id, message: completeMessage(setup.tier) };
    }
    // An unpaid attempt for another plan: end it so the customer never holds two subscriptions.
    const canceled = await ctx.stripe.subscriptions.cancel(current.id);
    await saveState(ctx, setup.userId, stateFromSubscription(ctx.settings, canceled, new Date()), asOfStored);
  }
  return createNew(ctx, customerId, setup);
}

async function createCustomer(ctx: PaymentsContext, userId: string): Promise<string> {
  const details = await findCustomerDetails(ctx.db, userId);
  const name = [details?.firstName, details?.lastName].filter(Boolean).join(' ');
  const customer = await ctx.stripe.customers.create({
    email: details?.email,
    ...(name ? { name } : {}),
    metadata: { userId },
  });
  await saveCustomerId(ctx.db, userId, customer.id);
  return customer.id;
}

/** The stored subscription as Stripe sees it now, unless there is none or it has ended. */
async function refreshCurrent(ctx: PaymentsContext, account: BillingAccountRow) {
  if (!account.stripeSubscriptionId || isFinal(account.status)) return null;
  const subscription = await ctx.stripe.subscriptions.retrieve(account.stripeSubscriptionId, {
    expand: EXPAND_PAYMENT,
  });
  const state = stateFromSubscription(ctx.settings, subscription, new Date());
  await saveState(ctx, account.userId, state, asOfStored);
  return isFinal(subscription.status) ? null : subscription;
}

async function createNew(ctx: PaymentsContext, customerId: string, setup: Setup): Promise<SubscriptionSetup> {
  const subscription = await ctx.stripe.subscriptions.create({
    customer: customerId,
    items: [{ price: setup.priceId }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { userId: setup.userId, tier: setup.tier },
    expand: EXPAND_PAYMENT,
  });
  const at = new Date(subscription.created * 1000);
  await saveState(ctx, setup.userId, stateFromSubscription(ctx.settings, subscription, at));
  return setupAnswer(ctx, subscription, setup.tier, completeMessage(setup.tier));
}

async function changePrice(
  ctx: PaymentsContext,
  current: Stripe.Subscription,
  setup: Setup,
): Promise<SubscriptionSetup> {
  const item = current.items.data[0];
  const name = planById(setup.tier).name;
  let subscription = current;
  if (current.cancel_at_period_end) {
    subscription = await ctx.stripe.subscriptions.update(current.id, {
      cancel_at_period_end: false,
      expand: EXPAND_PAYMENT,
    });
  }
  if (item?.price.id === setup.priceId) {
    await saveState(
      ctx,
      setup.userId,
      stateFromSubscription(ctx.settings, subscription, new Date()),
      asOfStored,
    );
    const message = current.cancel_at_period_end
      ? `Your ${name} subscription will continue.`
      : `You are already subscribed to ${name}.`;
    return { clientSecret: null, subscriptionId: subscription.id, message };
  }
  // Charge or credit the difference now; if the charge needs the customer, the change waits for it.
  subscription = await ctx.stripe.subscriptions.update(current.id, {
    items: [{ ...(item ? { id: item.id } : {}), price: setup.priceId }],
    proration_behavior: 'always_invoice',
    payment_behavior: 'pending_if_incomplete',
    expand: EXPAND_PAYMENT,
  });
  await saveState(
    ctx,
    setup.userId,
    stateFromSubscription(ctx.settings, subscription, new Date()),
    asOfStored,
  );
  if (subscription.pending_update) {
    return setupAnswer(ctx, subscription, setup.tier, `Confirm your payment to switch to ${name}.`);
  }
  return { clientSecret: null, subscriptionId: subscription.id, message: `Your plan is now ${name}.` };
}

function completeMessage(tier: PaidPlanId): string {
  return `Complete your payment to activate ${planById(tier).name}.`;
}

/** A payment to confirm, a subscription that needed none, or (neither) nothing the browser can pay. */
function setupAnswer(
  ctx: PaymentsContext,
  subscription: Stripe.Subscription,
  tier: PaidPlanId,
  message: string,
): SubscriptionSetup {
  const clientSecret = pendingPaymentSecret(subscription);
  if (clientSecret) return { clientSecret, subscriptionId: subscription.id, message };
  if (subscription.status === 'active' || subscription.status === 'trialing') {
    return {
      clientSecret: null,
      subscriptionId: subscription.id,
      message: `Your ${planById(tier).name} plan is active.`,
    };
  }
  ctx.log.error({ subscriptionId: subscription.id, status: subscription.status }, 'no payment to confirm');
  return { clientSecret: null, subscriptionId: null, message: PAYMENT_MESSAGES.noPaymentForm };
}
