import { z } from 'zod';
import { schemaOnFirstUse } from '#domain/shared/schema-on-first-use';
import { PaidPlanIdSchema, PlanIdSchema } from '#domain/plans/plans';

/** Contracts, texts and rules of the subscription flow shared by the server and the client. */

/** GET /api/payments/config: what the browser needs to sell plans (all public values). */
export const PaymentsConfigSchema = schemaOnFirstUse(() =>
  z.object({
    /** Plans can be bought here (docs/plans.md: every Stripe variable and at least one price are set). */
    configured: z.boolean(),
    /** The Free/Pro limits apply here: payments are configured, or ENFORCE_PLAN_LIMITS is on. */
    planLimits: z.boolean(),
    publishableKey: z.string().nullable(),
    prices: z.object({ pro: z.string().nullable(), premium: z.string().nullable() }),
  }),
);
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** POST /api/create-subscription (docs/plans.md). */
export const CreateSubscriptionSchema = schemaOnFirstUse(() =>
  z
    .object({
      priceId: z.string().trim().min(1, 'Select a plan.').max(255),
      tier: PaidPlanIdSchema,
    })
    .strict(),
);
export type CreateSubscription = z.infer<typeof CreateSubscriptionSchema>;

/**
 * The subscription setup response (docs/plans.md): a clientSecret when a payment must be confirmed
 * in the browser; only a subscriptionId when the change needed no payment; neither when the provider
 * gave nothing to confirm (the client reports a configuration error).
 */
export const SubscriptionSetupSchema = schemaOnFirstUse(() =>
  z.object({
    clientSecret: z.string().nullable(),
    subscriptionId: z.string().nullable(),
    message: z.string(),
  }),
);
export type SubscriptionSetup = z.infer<typeof SubscriptionSetupSchema>;

/** GET /api/subscription-status and the answer of POST /api/cancel-subscription. */
export const SubscriptionStatusSchema = schemaOnFirstUse(() =>
  z.object({
    hasActiveSubscription: z.boolean(),
    tier: PlanIdSchema,
    /** The provider's subscription status (active, past_due, canceled...), null when never subscribed. */
    status: z.string().nullable(),
    currentPeriodEnd: z.iso.datetime().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** Set while the plan in effect is one the team gave by hand; `until` is its last day (UTC). */
    givenByTeam: z.object({ until: z.iso.date().nullable() }).nullable(),
  }),
);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/**
 * What /pricing says when nothing can be bought on this server (docs/plans.md): with no limits every
 * feature is already the member's; with limits enforced but no payments, the operator grants plans.
 */
export const PRICING_NOTICE = {
  everythingIncluded:
    'Every feature is included on this server. Online payments are not set up here, so there is nothing to buy: the plans below show what each one adds where payments are on.',
  cannotBuy:
    'Paid plans cannot be bought on this server: online payments are not set up here. The people who run it can change your plan.',
} as const;

export function pricingNotice(config: PaymentsConfig): string | null {
  if (config.configured) return null;
  return config.planLimits ? PRICING_NOTICE.cannotBuy : PRICING_NOTICE.everythingIncluded;
}

export const PAYMENT_MESSAGES = {
  notConfigured: 'Payment system is not configured.',
  priceNotOffered: 'priceId: is not one of the available plans',
  tierMismatch: 'tier: does not match the selected plan',
  setupInProgress: 'A subscription change is already in progress. Please wait a moment and try again.',
  providerFailed: 'The payment provider could not complete the request. Please try again.',
  noPaymentForm: 'The payment provider did not return a payment form for this plan.',
  nothingToCancel: 'You have no active subscription to cancel.',
  invalidSignature: 'Invalid Stripe signature.',
} as const;

/** The subscribe page's texts (docs/plans.md). */
export const SUBSCRIBE_TEXT = {
  invalidRequestTitle: 'Invalid Request',
  invalidRequestDescription: 'Please select a plan from the pricing page.',
  settingUp: 'Setting up your subscription...',
  createdTitle: 'Subscription Created',
  configurationErrorTitle: 'Configuration Error',
  configurationErrorDescription: 'Subscription setup is incomplete. Please contact support.',
  setupFailedTitle: 'Subscription Setup Failed',
  setupFailedServerFallback: 'Failed to create subscription',
  setupFailedFallback:
    'Failed to initialize payment. Please verify your payment configuration or contact support.',
  paymentFailedFallback: 'Your payment could not be completed.',
  paymentFailedTitle: 'Payment Failed',
  processing: 'Processing...',
} as const;

/** Redirect delays (docs/plans.md) and the return URL after a confirmed payment (docs/plans.md). */
export const CREATED_REDIRECT_MS = 1_500;
export const FAILURE_REDIRECT_MS = 2_000;
export const SUBSCRIPTION_SUCCESS_PATH = '/dashboard?subscription=success';

export type SetupOutcome = 'payment-form' | 'created' | 'configuration-error';

/** Which state the subscribe page moves to after a successful setup call (docs/plans.md). */
export function setupOutcome(setup: SubscriptionSetup): SetupOutcome {
  if (setup.clientSecret) return 'payment-form';
  if (setup.subscriptionId) return 'created';
  return 'configuration-error';
}

/** Statuses that keep the paid plan: past_due still has access while the provider retries the card. */
const ENTITLED_STATUSES = new Set(['active', 'trialing', 'past_due']);
/** A subscription in one of these never changes again. */
const FINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);

export function isEntitled(status: string | null): boolean {
  return status !== null && ENTITLED_STATUSES.has(status);
}

export function isFinal(status: string | null): boolean {
  return status !== null && FINAL_STATUSES.has(status);
}

/** Lifecycle stage: a subscription only moves forward (incomplete -> live -> ended). */
function stage(status: string | null): number {
  if (status === null || status === 'incomplete') return 0;
  return isFinal(status) ? 2 : 1;
}

export type StoredSubscriptionState = {
  subscriptionId: string | null;
  status: string | null;
  /** Provider time of the newest state applied. */
  stateAt: Date | null;
};

export type IncomingSubscriptionState = { subscriptionId: string; status: string; at: Date };

/**
 * Whether a subscription state observed at `incoming.at` (the provider's clock) may replace what is
 * stored, so that late, replayed or reordered webhook events never move a user backwards:
 * - an ended subscription never changes again;
 * - for the same subscription, newer wins; at the same second, the later lifecycle stage wins;
 * - another subscription replaces the stored one only when it is live and not older, so the end of
 *   an abandoned subscription cannot override the one that replaced it.
 */
export function shouldApplyState(
  stored: StoredSubscriptionState,
  incoming: IncomingSubscriptionState,
): boolean {
  if (stored.subscriptionId === null || stored.stateAt === null) return true;
  const newer = incoming.at.getTime() > stored.stateAt.getTime();
  const sameTime = incoming.at.getTime() === stored.stateAt.getTime();
  if (stored.subscriptionId !== incoming.subscriptionId) {
    return !isFinal(incoming.status) && (newer || sameTime);
  }
  if (isFinal(stored.status)) return false;
  return newer || (sameTime && stage(incoming.status) >= stage(stored.status));
}
