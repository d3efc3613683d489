import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '#server/db/change-feed';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The GET answer depends only on the signed-in member's own data (and the URL): it may be
     * replayed from memory until that member changes anything (topic 'user' on the change feed).
     */
    cachedPerMember?: boolean;
  }
}

/** A safety net for the 'user' topic, announced after the commit rather than with it. */
const MAX_AGE_MS = 60_000;
/** Bodies kept in all, so the cache stays small beside the heap cap docs/deployment.md recommends. */
const MAX_BYTES = 16 * 1024 * 1024;

type Entry = { body: string; contentType: string; storedAt: number };

/**
 * Per session as well as URL: a sign-in can update the profile in a GET (the OpenID callback), and
 * it always starts a new session, so nothing remembered before it is replayed after it.
 */
const answerKey = (request: FastifyRequest) => `${request.auth?.sessionId ?? ''} ${request.url}`;

/**
 * Replays a member's GET answers of opted-in routes from memory, per URL, and forgets all of a
 * member's answers when any instance announces that member changed something. As with
 * ChangeCache: nothing is served while the feed is not live, and an answer computed while a change
 * arrived is not kept. A day turning over is not a change: answers are kept at most 60 s.
 */
export function registerMemberAnswers(app: FastifyInstance, changes: ChangeFeed): void {
  const members = new Map<string, Map<string, Entry>>();
  let bytes = 0;
  let generation = 0;
  const startedAt = new WeakMap<FastifyRequest, number>();
  const replayed = new WeakSet<FastifyRequest>();

  const forget = (userId: string) => {
    generation += 1;
    const answers = members.get(userId);
    if (!answers) return;
    for (const entry of answers.values()) bytes -= entry.body.length;
    members.delete(userId);
  };
  changes.subscribe({
    changed: (topic, key) => {
      // 'sessions' (key: user id) also says the member's e-mail or its verification changed.
      if (topic === 'user' || topic === 'sessions') forget(key);
    },
    reset: () => {
      generation += 1;
      members.clear();
      bytes = 0;
    },
  });

  const cacheable = (request: FastifyRequest) =>
    request.method === 'GET' && request.routeOptions.config.cachedPerMember === true && request.auth;

  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request) || !request.auth || !changes.live()) return;
    const entry = members.get(request.auth.userId)?.get(answerKey(request));
    if (entry && Date.now() - entry.storedAt < MAX_AGE_MS) {
      replayed.add(request);
      return reply.header('content-type', entry.contentType).send(entry.body);
    }
    startedAt.set(request, generation);
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const began = startedAt.get(request);
    if (
      began === generation &&
      !replayed.has(request) &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      request.auth &&
      changes.live()
    ) {
      // Oldest member first out when full (Map keeps insertion order).
      while (bytes + payload.length > MAX_BYTES && members.size > 0) {
        const oldest = members.keys().next();
        if (oldest.done) break;
        forget(oldest.value);
      }
      const answers = members.get(request.auth.userId) ?? new Map<string, Entry>();
      const previous = answers.get(answerKey(request));
      if (previous) bytes -= previous.body.length;
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      answers.set(answerKey(request), { body: payload, contentType, storedAt: Date.now() });
      bytes += payload.length;
      members.set(request.auth.userId, answers);
    }
    done(null, payload);
  });
}
