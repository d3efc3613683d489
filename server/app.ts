import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { DestinationStream } from 'pino';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifySchema } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { accountRoutes } from './features/account/routes';
import { deleteAccount, type AccountHooks } from './features/account/service';
import { adminRoutes } from './features/admin/routes';
import { apiTokenRoutes } from './features/api-tokens/routes';
import { createOidcClient } from './features/auth/oidc';
import { affirmationRoutes } from './features/affirmations/routes';
import { programRoutes } from './features/programs/routes';
import { authRoutes } from './features/auth/routes';
import { currentUser } from './features/auth/service';
import { CurrentUserSchema } from '#domain/auth/auth';
import { registerSessions } from './sessions/session-plugin';
import { removeLikesOf } from './features/community/likes-repository';
import { STORIES_KEY } from './features/community/stats';
import { coachRoutes } from './features/coach/routes';
import { coachingRoutes } from './features/one-on-one/routes';
import { communityRoutes } from './features/community/routes';
import { labRoutes } from './features/labs/routes';
import { insightRoutes } from './features/insights/routes';
import { energyRoutes } from './features/energy/routes';
import { habitRoutes } from './features/habits/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { healthRoutes } from './features/health/routes';
import { landingRoutes } from './features/landing/routes';
import { resourceRoutes } from './features/resources/routes';
import { meditationRoutes } from './features/meditation/routes';
import { customMeditationRoutes } from './features/meditation/custom-routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { calendarFeedRoutes } from './features/sky/feed-routes';
import { goalRoutes } from './features/goals/routes';
import { moonIntentionRoutes } from './features/sky/intentions-routes';
import { reminderRoutes } from './features/reminders/routes';
import { restDayRoutes } from './features/rest-days/routes';
import { onboardingRoutes } from './features/onboarding/routes';
import { ritualRoutes } from './features/rituals/routes';
import { endSubscriptionForDeletedAccount } from './features/payments/account-deletion';
import { paymentRoutes } from './features/payments/routes';
import { registerAdminOnly } from './admin/admin-only';
import { settleSignupMode } from './signup/signup-mode';
import { registerJobs } from './jobs/jobs-plugin';
import { registerMetrics } from './metrics/metrics-plugin';
import { startTracing } from './tracing/app-tracer';
import { registerRequestSpans } from './tracing/request-spans';
import { statementSpans } from './tracing/statement-spans';
import { registerMail } from './mail/mail-queue';
import { createEventStreams } from './http/event-streams';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerRateLimitPurge } from './plugins/rate-limits';
import { registerSecurity } from './plugins/security';
import { registerOpenApi, registerOpenApiRoutes } from './plugins/open-api';
import { registerMemberAnswers } from './plugins/user-answers';
import { registerUserWrites } from './plugins/user-writes';
import { registerWebClient } from './plugins/web-client';
import { journalRoutes } from './features/journal/routes';
import { serializeRequest } from './privacy/log-redaction';
import { acceptsUnboundValues, verifyJournalKey } from './privacy/journal-key-check';
import type { JournalKeyring } from './privacy/journal-keyring';

export type RouteSummary = {
  method: string;
  url: string;
  hasBody: boolean;
  public: boolean;
  refusesTokens: boolean;
  /** Admins only: described in the admin OpenAPI document, not the public one. */
  adminOnly: boolean;
  /** The route's schemas (Zod), for the test that holds the OpenAPI document to them. */
  schema?: FastifySchema;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteSummary[];
  }
}

export type AppDependencies = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Secret for signed cookies (the OpenID flow cookie); see server/session-secret.ts. */
  sessionSecret: string;
  /** The journal's keys (server/privacy/journal-keyring.ts); checked against the database at start. */
  journalKeys: JournalKeyring;
  logger?: FastifyBaseLogger | boolean;
  /** Where the app's own logger writes (tests read it); stdout otherwise. Ignored with `logger`. */
  logStream?: DestinationStream;
  /** The job queue's clock (tests fix it); Date.now otherwise. */
  clock?: () => number;
  /** TLS agent for Web Push requests (tests trust a stand-in push service with it). */
  pushAgent?: Agent;
  /** TLS agent for webhook deliveries (tests trust a loopback receiver with it). */
  webhookAgent?: Agent;
};

const BODY_LIMIT_BYTES = 100 * 1024;

/** Builds the Fastify app: config -> plugins -> feature routes. Listening is left to the caller. */
export async function buildApp({
  config,
  database,
  sessionSecret,
  journalKeys,
  logger,
  logStream,
  clock,
  pushAgent,
  webhookAgent,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    // The request log's URL drops journal search words and mailed or feed tokens (docs/operations.md).
    logger: logger ?? {
      level: config.LOG_LEVEL,
      serializers: { req: serializeRequest },
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts exactly that many proxies nearest the app (the addresses they appended).
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < Number(config.TRUST_PROXY)
        : config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  // A keep-alive socket that is busy when shutdown starts would otherwise stay open for the whole
  // keep-alive timeout and stall close(): answer it with `Connection: close` instead.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // First of the request hooks, so the session lookup and every later statement fall inside the span.
  const tracer = await startTracing(config);
  if (tracer) registerRequestSpans(app, tracer);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Every route, for the malformed-request test and the benchmark to enumerate.
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods)
      routeTable.push({
        method,
        url: route.url,
        hasBody: Boolean(route.schema?.body),
        public: Boolean(route.config?.public),
        refusesTokens: Boolean(route.config?.refusesTokens || route.config?.adminOnly),
        adminOnly: Boolean(route.config?.adminOnly),
        ...(route.schema ? { schema: route.schema } : {}),
      });
  });

  await registerSecurity(app, config);
  await app.register(cookie, { secret: sessionSecret });
  await app.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
  const db = database.db;
  // An instance holding another key would seal new entries the others cannot open: refuse to start.
  await verifyJournalKey(db, journalKeys);
  // A sealed value that does not open in its cell was moved there (or changed) by whoever wrote to
  // the database: it reads as unreadable, and the operator hears of it (docs/journal.md).
  const keys: JournalKeyring = {
    ...journalKeys,
    acceptsUnbound: await acceptsUnboundValues(db),
    onRefused: (cell) =>
      app.log.error(
        { cell },
        'a sealed value does not belong to the row it was read from; shown as unreadable',
      ),
  };
  await registerSessions(app, config, db, database.changes);
  registerAdminOnly(app);
  await settleSignupMode(db, config.SIGNUP_MODE, app.log);
  registerUserWrites(app, database.changes);
  registerJobs(app, db, clock);
  if (tracer) {
    database.traceStatements(statementSpans(tracer));
    app.jobs.trace(tracer);
  }
  registerMemberAnswers(app, database.changes);
  registerMail(app, config);
  registerRateLimitPurge(app, db);
  registerMetrics(app, config, database);
  const oidc = config.oidc
    ? await createOidcClient(config.oidc, `${config.publicUrl}/api/callback`)
    : undefined;

  // Before the routes: it describes each route as it is added.
  await registerOpenApi(app, config.publicUrl);

  // Feature routes: one line per feature.
  await app.register(healthRoutes, { db });
  await app.register(landingRoutes, { db });
  await app.register(resourceRoutes, { config });
  await app.register(authRoutes, { config, db, oidc });
  await app.register(paymentRoutes, { db, config, changes: database.changes });
  // Account deletion ends a paid subscription first, fixes counters other features keep about the
  // user's rows (likes on other people's stories) inside its transaction, and then tells every
  // instance that the community's stories and totals changed.
  // Live server-sent event streams, counted per member across every SSE route (docs/operations.md).
  const streams = createEventStreams();
  const accountHooks = {
    beforeDelete: (userId: string) => endSubscriptionForDeletedAccount(db, config, app.log, userId),
    cleanups: [removeLikesOf],
    afterDelete: () => database.changes.announce('stories', STORIES_KEY),
  } satisfies AccountHooks;
  await app.register(accountRoutes, { db, keys, hooks: accountHooks });
  // The console deletes a member exactly as self-deletion does, with its audit row in the same transaction.
  await app.register(adminRoutes, {
    db,
    changes: database.changes,
    publicUrl: config.publicUrl,
    deleteAccount: (userId, inTransaction) =>
      deleteAccount(db, userId, { ...accountHooks, cleanups: [...accountHooks.cleanups, inTransaction] }),
  });
  await app.register(apiTokenRoutes, { db });
  await app.register(webhookRoutes, { db, config, keys, ...(webhookAgent ? { agent: webhookAgent } : {}) });
  await app.register(habitRoutes, { db, config, keys });
  await app.register(meditationRoutes, { db, config });
  await app.register(customMeditationRoutes, { db, config });
  await app.register(affirmationRoutes, { db, config });
  await app.register(programRoutes, { db, config, ...(clock ? { now: () => new Date(clock()) } : {}) });
  await app.register(energyRoutes, { db, changes: database.changes, config, streams });
  await app.register(dashboardRoutes, { db, changes: database.changes });
  await app.register(ritualRoutes, { db });
  await app.register(restDayRoutes, { db });
  await app.register(onboardingRoutes, { db });
  await app.register(reminderRoutes, { db, config, ...(pushAgent ? { pushAgent } : {}) });
  await app.register(goalRoutes, { db, config });
  await app.register(moonIntentionRoutes, { db });
  await app.register(journalRoutes, { db, keys });
  await app.register(calendarFeedRoutes, { db, config, keys });
  await app.register(communityRoutes, { db, config, changes: database.changes });
  await app.register(coachRoutes, { db, config, streams, keys });
  await app.register(insightRoutes, { db, config });
  await app.register(coachingRoutes, { db, config });
  await app.register(labRoutes, { db, config });

  registerOpenApiRoutes(app);

  // The member's document carries what GET /api/user would answer, in the same shape.
  await registerWebClient(app, {
    signedInUser: async (auth) => CurrentUserSchema.parse(await currentUser(db, auth)),
  });
  // Last of the close hooks: the job runner has stopped, so every span has ended and is sent here.
  if (tracer)
    app.addHook('onClose', async () => {
      database.traceStatements();
      await tracer.shutdown();
    });
  return app;
}
