import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EnergyReading } from '#domain/energy/energy';
import type { ChangeFeed } from '#server/db/change-feed';

/** A comment line every 25 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/**
 * Real-time energy (Pro): each open stream is a member's browser tab. One change-feed subscriber
 * per instance hears every check-in committed on any instance (LISTEN/NOTIFY) and sends that
 * member's streams the new latest reading; after a feed reset (changes may have been missed) every
 * stream gets its member's latest again.
 */
export function createLiveReadings(
  app: FastifyInstance,
  changes: ChangeFeed,
  latest: (userId: string) => Promise<EnergyReading | null>,
) {
  const streams = new Map<string, Set<FastifyReply>>();
  const push = async (userId: string) => {
    const open = streams.get(userId);
    if (!open?.size) return;
    const reading = await latest(userId).catch(() => undefined);
    if (reading === undefined) return;
    for (const reply of open) reply.raw.write(`event: reading\ndata: ${JSON.stringify(reading)}\n\n`);
  };
  changes.subscribe({
    changed: (topic, userId) => {
      if (topic === 'energy') void push(userId);
    },
    reset: () => {
      for (const userId of streams.keys()) void push(userId);
    },
  });
  const heartbeat = setInterval(() => {
    for (const open of streams.values()) for (const reply of open) reply.raw.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const open of streams.values()) for (const reply of open) reply.raw.end();
    streams.clear();
  });

  return {
    /** Sends an opened event stream (EventStreams) the current latest reading, then each new one. */
    open(userId: string, reply: FastifyReply): void {
      reply.raw.write('retry: 3000\n\n');
      const open = streams.get(userId) ?? new Set<FastifyReply>();
      streams.set(userId, open);
      open.add(reply);
      reply.raw.on('close', () => {
        open.delete(reply);
        if (open.size === 0) streams.delete(userId);
      });
      void push(userId);
    },
  };
}
