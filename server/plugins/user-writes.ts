import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from '#server/db/change-feed';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whatever a signed-in user's state-changing request touched, answers remembered for that user under
 * the 'user' topic are dropped: on this instance before the response leaves (the handler's writes
 * have committed by then, so the client's next read is fresh), and on the others by the change feed's
 * next batch of announcements.
 */
export function registerUserWrites(app: FastifyInstance, changes: ChangeFeed): void {
  // Callback style: this runs on every response, and an async hook would cost a promise each time.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (STATE_CHANGING.has(request.method) && request.auth) changes.announce('user', request.auth.userId);
    done(null, payload);
  });
}
