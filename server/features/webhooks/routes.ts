import type { Agent } from 'node:https';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateWebhookSchema,
  CreatedWebhookSchema,
  WebhookDeliveriesPageSchema,
  WebhookDeliveriesQuerySchema,
  WebhookListSchema,
} from '#domain/webhooks/webhooks';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import { outboundAgent } from '#server/http/outbound-guard';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { WEBHOOK_QUEUE, type WebhookJob } from '#server/webhooks/webhook-events';
import { attemptDelivery } from './delivery';
import { createWebhook, deliveriesOf, removeWebhook, webhooksOf } from './service';

type Options = {
  db: Database;
  config: AppConfig;
  /** The https agent deliveries use (tests pass one that trusts their loopback receiver). */
  agent?: Agent;
  /** Seals and opens the signing secrets (server/privacy/journal-keyring.ts). */
  keys: JournalKeyring;
};

/**
 * POST/GET /api/webhooks, DELETE /api/webhooks/:id and GET /api/webhooks/:id/deliveries; the
 * deliveries themselves run on the job queue (delivery.ts). Tokens cannot manage webhooks.
 */
export const webhookRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, agent, keys }) => {
  const allowPrivate = config.OUTBOUND_ALLOW_PRIVATE;
  const delivery = {
    agent: agent ?? outboundAgent({ allowPrivate }),
    allowPrivate,
    retryScale: config.WEBHOOK_RETRY_SCALE,
    keys,
  };
  app.jobs.register(WEBHOOK_QUEUE, 'webhooks', (payload, { now, db: database }) =>
    attemptDelivery(database, payload as WebhookJob, now, delivery),
  );

  app.post(
    '/api/webhooks',
    {
      config: { refusesTokens: true },
      schema: {
        body: CreateWebhookSchema,
        response: { 201: CreatedWebhookSchema, 400: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const created = await createWebhook(db, keys, allowPrivate, signedIn(request).userId, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/webhooks',
    { config: { refusesTokens: true }, schema: { response: { 200: WebhookListSchema } } },
    async (request) => webhooksOf(db, signedIn(request).userId),
  );

  app.delete(
    '/api/webhooks/:id',
    {
      config: { refusesTokens: true },
      schema: { params: UuidParamsSchema },
    },
    async (request, reply) => {
      await removeWebhook(db, signedIn(request).userId, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { refusesTokens: true },
      schema: {
        params: UuidParamsSchema,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveriesPageSchema, 400: MessageSchema, 404: MessageSchema },
      },
    },
    async (request) => deliveriesOf(db, signedIn(request).userId, request.params.id, request.query.cursor),
  );
};
