import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '#domain/payments/payments';
import { badRequest } from '#server/http/errors';
import type { PaymentsContext } from './context';
import { handleStripeEvent } from './webhook-service';

const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

/** How far ahead of this server's clock a webhook's signature may be dated (clock skew). */
const WEBHOOK_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** The `t=` of a Stripe-Signature header, in milliseconds (NaN when missing). */
const signedAtMs = (header: string) => Number(/(?:^|,)t=(\d+)/.exec(header)?.[1]) * 1000;

/**
 * POST /api/stripe/webhook, in its own encapsulated plugin so that only this route keeps the raw
 * body (the signature is computed over the exact bytes) and only it skips the session and origin
 * checks. A bad or missing signature, or one dated more than 5 minutes ahead, is 400 and changes
 * nothing.
 */
export const webhookRoutes: FastifyPluginAsync<{
  contextFor: (log: FastifyBaseLogger) => PaymentsContext;
}> = async (app, { contextFor }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/stripe/webhook',
    { config: { public: true, crossOrigin: true }, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    async (request) => {
      const ctx = contextFor(request.log);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw badRequest(PAYMENT_MESSAGES.invalidSignature);
      }
      let event: Stripe.Event;
      try {
        event = ctx.stripe.webhooks.constructEvent(request.body, signature, ctx.settings.webhookSecret);
        // Stripe's check refuses signatures older than its tolerance only: one dated ahead would be
        // replayable until that future time passed.
        if (signedAtMs(signature) > Date.now() + WEBHOOK_FUTURE_TOLERANCE_MS)
          throw new Error('webhook signature is dated in the future');
      } catch (error) {
        request.log.warn({ err: error }, 'rejected a webhook with a bad signature');
        throw badRequest(PAYMENT_MESSAGES.invalidSignature);
      }
      const outcome = await handleStripeEvent(ctx, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
      return { received: true, outcome };
    },
  );
};
