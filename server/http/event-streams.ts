import type { FastifyReply } from 'fastify';
import type { ServerResponse } from 'node:http';
import { HttpError } from './errors';

/** Live server-sent event streams one member may hold at once, across every SSE route. */
export const EVENT_STREAMS_PER_MEMBER = 5;
export const TOO_MANY_STREAMS = `At most ${EVENT_STREAMS_PER_MEMBER} live streams per member: close one (another tab or device) and try again.`;

/**
 * Every server-sent event stream of one app instance, counted per member. A stream holds its slot
 * from open until its connection closes, however it closes (ended by the server, the client gone,
 * a broken socket). Counted per instance: a slot held in the database would need a lease renewed
 * while the stream lives, to be freed when an instance dies, which costs more than the cap is worth;
 * behind N instances a member may hold at most N times the cap.
 */
export type EventStreams = {
  /**
   * Takes one of the member's slots, held until the reply's connection closes; a member holding
   * them all is a 429. Taken before any work the stream would do, so a refused stream did none.
   */
  reserve: (userId: string, reply: FastifyReply) => { start: () => ServerResponse };
  /** Streams the member holds now on this instance. */
  held: (userId: string) => number;
};

/** Turns the reply into an event stream: status 200 and the headers every stream sends. */
function start(reply: FastifyReply): ServerResponse {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  return reply.raw;
}

export function createEventStreams(limit = EVENT_STREAMS_PER_MEMBER): EventStreams {
  const held = new Map<string, number>();
  return {
    reserve(userId, reply) {
      const count = held.get(userId) ?? 0;
      if (count >= limit) throw new HttpError(429, TOO_MANY_STREAMS);
      held.set(userId, count + 1);
      reply.raw.once('close', () => {
        const left = (held.get(userId) ?? 1) - 1;
        if (left > 0) held.set(userId, left);
        else held.delete(userId);
      });
      return { start: () => start(reply) };
    },
    held: (userId) => held.get(userId) ?? 0,
  };
}
