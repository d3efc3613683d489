import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '#server/db/change-feed';
import type { Database } from '#server/db/client';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's write announces the 'user' change in its own statement (announcementSql), so the
     * NOTIFY after the response would be a second, redundant round trip.
     */
    announcesInStatement?: boolean;
  }
}

/**
 * Whatever a signed-in user's state-changing request touched, answers remembered for that user under
 * the 'user' topic are dropped: on this instance before the response leaves (the handler's
 * transaction has committed by then, so the client's next read is fresh), and on the others by a
 * NOTIFY sent once the response is out. That NOTIFY follows the commit rather than riding in it, so
 * caches on this topic also set a maximum age, in case an instance dies between the two.
 */
export function registerUserWrites(app: FastifyInstance, db: Database, changes: ChangeFeed): void {
  // Callback style: this runs on every response, and an async hook would cost a promise each time.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (STATE_CHANGING.has(request.method) && request.auth) changes.changedHere('user', request.auth.userId);
    done(null, payload);
  });
  app.addHook('onResponse', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.auth) return;
    if (request.routeOptions.config.announcesInStatement) return;
    // Best effort: during an outage the listeners are down too, and their caches are already empty.
    await changes.announce(db, 'user', request.auth.userId).catch(() => undefined);
  });
}
