import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChangeFeed } from '#server/db/change-feed';
import {
  CreateSubscriptionSchema,
  PAYMENT_MESSAGES,
  PaymentsConfigSchema,
  SubscriptionSetupSchema,
  SubscriptionStatusSchema,
} from '#domain/payments/payments';
import { PlanFeaturesSchema } from '#domain/plans/plans';
import { featuresOf } from '#server/plans/plan-limits';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { HttpError, notFound, serviceUnavailable } from '#server/http/errors';
import { EmptyBodySchema } from '#server/http/schemas';
import { planLimitsEnforced } from '#server/plans/plan-limits';
import { signedIn } from '#server/sessions/session-plugin';
import {
  cancelSubscription,
  refreshPendingSubscription,
  subscriptionStatus,
} from './subscription-status-service';
import type { PaymentsContext } from './context';
import {
  createStripeClient,
  missingPaymentSettings,
  paymentSettings,
  publicPaymentsConfig,
} from '#server/plans/payment-settings';
import { createSubscription } from './setup-service';
import { webhookRoutes } from './webhook-routes';

/**
 * Plans and payments: GET /api/payments/config (public), POST /api/create-subscription,
 * GET /api/subscription-status, POST /api/cancel-subscription and POST /api/stripe/webhook.
 * Without Stripe configured the status still answers from users.plan and the rest answer 503.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: AppConfig;
  changes: ChangeFeed;
}> = async (app, { db, config, changes }) => {
  const settings = paymentSettings(config);
  const missing = missingPaymentSettings(config);
  if (missing.length > 0) {
    app.log.warn(`Payments are off until these are set: ${missing.join(', ')}`);
  }
  const stripe = settings ? createStripeClient(settings, config.STRIPE_API_URL) : null;
  /**
   * Without Stripe, subscribing answers 503 (docs/plans.md: 'Payment system is not configured.'); cancelling and
   * the webhook answer 404 with the same message, since there is no subscription or endpoint to act on.
   */
  const contextFor = (log: FastifyBaseLogger, refuse: (message: string) => HttpError): PaymentsContext => {
    if (!settings || !stripe) throw refuse(PAYMENT_MESSAGES.notConfigured);
    return { db, settings, stripe, log, changes };
  };

  app.get(
    '/api/payments/config',
    { config: { public: true }, schema: { response: { 200: PaymentsConfigSchema } } },
    async () => publicPaymentsConfig(settings, planLimitsEnforced(config)),
  );

  app.get('/api/plan-features', { schema: { response: { 200: PlanFeaturesSchema } } }, async (request) =>
    featuresOf(db, config, signedIn(request).userId),
  );

  app.post(
    '/api/create-subscription',
    {
      config: { refusesTokens: true },
      schema: { body: CreateSubscriptionSchema, response: { 200: SubscriptionSetupSchema } },
    },
    async (request) => {
      const { userId } = signedIn(request);
      return createSubscription(contextFor(request.log, serviceUnavailable), userId, request.body);
    },
  );

  app.get(
    '/api/subscription-status',
    { schema: { response: { 200: SubscriptionStatusSchema } } },
    async (request) => {
      const { userId } = signedIn(request);
      if (settings) await refreshPendingSubscription(contextFor(request.log, serviceUnavailable), userId);
      return subscriptionStatus(db, userId);
    },
  );

  app.post(
    '/api/cancel-subscription',
    {
      config: { refusesTokens: true },
      schema: { body: EmptyBodySchema, response: { 200: SubscriptionStatusSchema } },
    },
    async (request) => {
      const { userId } = signedIn(request);
      return cancelSubscription(contextFor(request.log, notFound), userId);
    },
  );

  await app.register(webhookRoutes, { contextFor: (log) => contextFor(log, notFound) });
};
