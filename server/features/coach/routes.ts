import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COACH_MESSAGES,
  CoachExchangeSchema,
  CoachMessagesPageSchema,
  CoachMessagesQuerySchema,
  SendCoachMessageSchema,
} from '#domain/coach/coach';
import { cosmicDay } from '#domain/sky/sky';
import type { AppConfig } from '#server/config';
import type { JournalKeyring } from '#server/privacy/journal-keyring';
import type { Database } from '#server/db/client';
import { HttpError } from '#server/http/errors';
import type { EventStreams } from '#server/http/event-streams';
import { signedIn } from '#server/sessions/session-plugin';
import { ChatStreamError, type ChatStreamOptions } from './chat-stream';
import {
  abandonExchange,
  clearMessages,
  finishExchange,
  listMessages,
  startExchange,
  writeReply,
  type CoachDeps,
  type CoachReply,
} from './service';
import { registerWeeklyPlans } from './weekly-plan';

/** The same AI_* settings as affirmations: both AI_BASE_URL and AI_MODEL set = the chat model. */
function modelFrom(config: AppConfig): ChatStreamOptions | null {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = config;
  if (!baseUrl || !model) return null;
  return { baseUrl, model, ...(apiKey ? { apiKey } : {}) };
}

const failureMessage = (error: unknown) =>
  error instanceof ChatStreamError && error.kind === 'timeout'
    ? COACH_MESSAGES.timeout
    : COACH_MESSAGES.failed;

/**
 * GET /api/coach/messages (paged history), POST /api/coach/messages (the reply as JSON, or as
 * server-sent events when the request accepts text/event-stream), DELETE /api/coach/messages.
 */
export const coachRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: AppConfig;
  /** Every SSE route's streams, capped per member. */
  streams: EventStreams;
  keys: JournalKeyring;
}> = async (app, { db, config, streams, keys }) => {
  const deps: CoachDeps = {
    db,
    config,
    keys,
    model: modelFrom(config),
    moonPhaseName: (day, timeZone) => cosmicDay(day, timeZone).moonPhase.name,
    countSafetyReply: (kind) => app.countSafetyReply(kind),
  };
  registerWeeklyPlans(app, deps);

  app.get(
    '/api/coach/messages',
    {
      config: { refusesTokens: true },
      schema: { querystring: CoachMessagesQuerySchema, response: { 200: CoachMessagesPageSchema } },
    },
    async (request) => listMessages(deps, signedIn(request).userId, request.query),
  );

  app.delete('/api/coach/messages', { config: { refusesTokens: true } }, async (request, reply) => {
    await clearMessages(deps, signedIn(request).userId);
    return reply.status(204).send();
  });

  app.post(
    '/api/coach/messages',
    {
      config: { refusesTokens: true },
      schema: { body: SendCoachMessageSchema, response: { 201: CoachExchangeSchema } },
    },
    async (request, reply) => {
      const { userId } = signedIn(request);
      const streaming = (request.headers.accept ?? '').includes('text/event-stream');
      // A stream's slot is taken before the member's message is stored: a refused one stores nothing.
      const stream = streaming ? streams.reserve(userId, reply) : null;
      const exchange = await startExchange(deps, userId, request.body.message);
      if (!stream) {
        let answer: CoachReply;
        try {
          answer = await writeReply(deps, exchange);
        } catch (error) {
          await abandonExchange(deps, exchange);
          request.log.warn(
            { err: error instanceof Error ? error.message : String(error) },
            'coach reply failed',
          );
          throw new HttpError(
            error instanceof ChatStreamError && error.kind === 'timeout' ? 504 : 502,
            failureMessage(error),
          );
        }
        return reply
          .status(201)
          .send({ message: exchange.message, reply: await finishExchange(deps, exchange, answer) });
      }
      // Server-sent events: the checked reply as `delta`, then `done` with both stored messages, or
      // `error` (the member's message is taken back out, their text stays in the box). A model's
      // answer is read in full and checked before any of it is sent (service.ts writeReply).
      const raw = stream.start();
      const send = (event: string, data: unknown) =>
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      try {
        const answer = await writeReply(deps, exchange);
        send('delta', { text: answer.text });
        send('done', { message: exchange.message, reply: await finishExchange(deps, exchange, answer) });
      } catch (error) {
        await abandonExchange(deps, exchange).catch(() => undefined);
        request.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'coach reply failed',
        );
        send('error', { message: failureMessage(error) });
      }
      raw.end();
    },
  );
};
