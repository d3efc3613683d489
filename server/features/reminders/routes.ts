import type { Agent } from 'node:https';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PushDeviceListSchema,
  PushPublicKeySchema,
  PushSubscriptionSchema,
  SnoozeSchema,
  UnsubscribeSchema,
} from '#domain/reminders/reminders';
import type { AppConfig } from '#server/config';
import type { Database } from '#server/db/client';
import { outboundAgent } from '#server/http/outbound-guard';
import { MessageSchema, UuidParamsSchema } from '#server/http/schemas';
import { signedIn } from '#server/sessions/session-plugin';
import { deliverPush, type PushTransport } from './push-delivery';
import { devicesOf, removeDevice, subscribeDevice, unsubscribeDevice } from './push-service';
import {
  REMINDER_QUEUES,
  backfillSchedules,
  queueBackfill,
  runSchedulerTick,
  sendReminder,
} from './scheduler';
import { snoozeReminder } from './snooze';
import { vapidSource } from './vapid';

type Options = {
  db: Database;
  config: AppConfig;
  /** TLS agent for push services (tests trust their stand-in push service's certificate with it). */
  pushAgent?: Agent;
};

const TICK_MS = 60_000;

/** Web Push subscriptions, the VAPID public key, snoozing, and the reminder jobs (docs/reminders.md). */
export const reminderRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, config, pushAgent }) => {
  const vapid = vapidSource(config, db);
  const transport: PushTransport = {
    agent: outboundAgent({ allowPrivate: config.OUTBOUND_ALLOW_PRIVATE, tls: pushAgent?.options }),
    allowedHosts: config.PUSH_ALLOWED_HOSTS,
  };
  app.addHook('onClose', async () => transport.agent.destroy());

  app.jobs.every(REMINDER_QUEUES.tick, 'reminders', TICK_MS, async (_payload, { now, db: database }) => {
    await runSchedulerTick(database, now);
  });
  app.jobs.register(REMINDER_QUEUES.send, 'reminders', (payload, { now, db: database }) =>
    sendReminder(database, payload, now),
  );
  app.jobs.register(REMINDER_QUEUES.deliver, 'reminders', (payload, { now, db: database }) =>
    deliverPush(database, payload, now, vapid, transport),
  );

  app.jobs.register(REMINDER_QUEUES.backfill, 'reminders', (_payload, { now, db: database }) =>
    backfillSchedules(database, now),
  );
  app.addHook('onReady', async () => queueBackfill(db));

  app.get('/api/push/public-key', { schema: { response: { 200: PushPublicKeySchema } } }, async (request) => {
    signedIn(request);
    return { publicKey: (await vapid()).publicKey };
  });

  app.post(
    '/api/push-subscriptions',
    {
      config: { refusesTokens: true },
      schema: {
        body: PushSubscriptionSchema,
        response: { 201: z.object({ endpoint: z.string() }), 400: MessageSchema },
      },
    },
    async (request, reply) => {
      await subscribeDevice(db, config, signedIn(request).userId, request.body);
      return reply.status(201).send({ endpoint: request.body.endpoint });
    },
  );

  app.get(
    '/api/push-subscriptions',
    { config: { refusesTokens: true }, schema: { response: { 200: PushDeviceListSchema } } },
    async (request) => devicesOf(db, signedIn(request).userId),
  );

  app.delete(
    '/api/push-subscriptions/:id',
    {
      config: { refusesTokens: true },
      schema: {
        params: UuidParamsSchema,
        response: { 204: z.null(), 400: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      await removeDevice(db, signedIn(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push-subscriptions',
    {
      config: { refusesTokens: true },
      schema: {
        body: UnsubscribeSchema,
        response: { 204: z.null(), 400: MessageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      await unsubscribeDevice(db, signedIn(request).userId, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/reminders/snooze',
    {
      schema: {
        body: SnoozeSchema,
        response: {
          202: z.object({ runAt: z.string() }),
          400: MessageSchema,
          404: MessageSchema,
          409: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await snoozeReminder(db, signedIn(request).userId, request.body);
      return reply.status(202).send(result);
    },
  );
};
