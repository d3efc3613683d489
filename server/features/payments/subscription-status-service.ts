import { compLastDay } from '#domain/admin/admin';
import { PAYMENT_MESSAGES, isFinal, type SubscriptionStatus } from '#domain/payments/payments';
import type { Database } from '#server/db/client';
import { notFound } from '#server/http/errors';
import { saveState, withProvider, type PaymentsContext } from './context';
import { findBillingAccount, readSubscriptionStatus } from './repository';
import { asOfStored, stateFromSubscription } from './subscription-state';

/**
 * GET /api/subscription-status: the plan in effect (the higher of users.plan and a plan the team gave
 * while it lasts) and the subscription behind it.
 */
export async function subscriptionStatus(db: Database, userId: string): Promise<SubscriptionStatus> {
  const row = await readSubscriptionStatus(db, userId);
  const plan = row?.plan ?? 'free';
  return {
    hasActiveSubscription: plan !== 'free',
    tier: plan,
    status: row?.status ?? null,
    currentPeriodEnd: row?.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    givenByTeam: row?.comped ? { until: row.compUntil ? compLastDay(row.compUntil) : null } : null,
  };
}

/**
 * Brings an unpaid subscription up to date before reporting it: right after the payment form returns
 * to the dashboard, the webhook may not have arrived yet. Once paid or expired it is no longer
 * 'incomplete', so this costs a Stripe call only during that window. A provider failure is logged
 * and the stored state reported.
 */
export async function refreshPendingSubscription(ctx: PaymentsContext, userId: string): Promise<void> {
  const account = await findBillingAccount(ctx.db, userId);
  if (account?.status !== 'incomplete' || !account.stripeSubscriptionId) return;
  try {
    const subscription = await ctx.stripe.subscriptions.retrieve(account.stripeSubscriptionId);
    await saveState(ctx, userId, stateFromSubscription(ctx.settings, subscription, new Date()), asOfStored);
  } catch (error) {
    ctx.log.warn({ err: error }, 'could not refresh a pending subscription');
  }
}

/** POST /api/cancel-subscription: the subscription ends at the close of the paid period. */
export async function cancelSubscription(ctx: PaymentsContext, userId: string): Promise<SubscriptionStatus> {
  const account = await findBillingAccount(ctx.db, userId);
  const subscriptionId = account?.stripeSubscriptionId;
  if (!account || !subscriptionId || account.status === 'incomplete' || isFinal(account.status)) {
    throw notFound(PAYMENT_MESSAGES.nothingToCancel);
  }
  if (!account.cancelAtPeriodEnd) {
    const subscription = await withProvider(ctx.log, () =>
      ctx.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    await saveState(ctx, userId, stateFromSubscription(ctx.settings, subscription, new Date()), asOfStored);
  }
  return subscriptionStatus(ctx.db, userId);
}
