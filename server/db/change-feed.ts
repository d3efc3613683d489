import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * "This user's data of this kind changed", heard by every app instance: PostgreSQL LISTEN/NOTIFY on
 * one channel. An instance may then keep per-user answers in memory (see change-cache.ts) and drop
 * them as soon as any instance has committed a change, instead of asking the database on every poll.
 */
export const CHANNEL = 'abundance_changes';

/**
 * energy: a user's energy readings.
 * user: anything of the user's, after any state-changing request they made (server/plugins/user-writes.ts),
 * and after a plan change from a payment webhook.
 * session: one session (key: its id) was revoked or re-confirmed; sessions: every session of a user
 * (key: user id) was revoked, or the user's e-mail or its verification changed (server/sessions/).
 * stories: any community story or like (key 'all').
 */
const CHANGE_TOPICS = ['energy', 'user', 'session', 'sessions', 'stories'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export type ChangeSubscriber = {
  changed: (topic: ChangeTopic, key: string) => void;
  /** Changes may have been missed (the feed lost its connection, or just got it): forget everything. */
  reset: () => void;
};

export type ChangeFeed = {
  /**
   * Call once the change has committed: this instance forgets it at once, and every instance hears
   * it from the next batch of announcements (see createAnnouncer). Never before the commit: another
   * instance that heard it early could read the old data again and keep it.
   */
  announce: (topic: ChangeTopic, key: string) => void;
  subscribe: (subscriber: ChangeSubscriber) => void;
  /** False while announcements from other instances could be missed: caches must not serve then. */
  live: () => boolean;
  /** Resolves once every announcement made so far has been sent (or given up on). */
  flushed: () => Promise<void>;
  /** Sends what is still queued, then stops listening. */
  close: () => Promise<void>;
};

/** Announcements per NOTIFY statement. */
const MAX_BATCH = 500;
/** One batch of announcements ($2, an array of payloads) on the channel ($1), in one statement. */
const NOTIFY_BATCH = 'select pg_notify($1, payload) from unnest($2::text[]) as payload';

/**
 * Queues announcements and sends them in batches, one statement in flight at a time: the first one
 * after a quiet spell goes out at once, those made while a batch is on its way go together in the
 * next. Writes never NOTIFY in their own transactions: PostgreSQL commits notifying transactions one
 * at a time (a database-wide lock held through the commit's flush to disk), which held every write
 * to one commit per disk flush. Sent after the commit, an announcement is best effort (an instance
 * that dies in between loses its last ones), so every cache also sets a maximum age (change-cache.ts).
 */
export function createAnnouncer(send: (payloads: string[]) => Promise<void>) {
  const pending = new Set<string>();
  let sending: Promise<void> | null = null;
  const drain = async () => {
    while (pending.size > 0) {
      const batch = [...pending].slice(0, MAX_BATCH);
      for (const payload of batch) pending.delete(payload);
      // A lost batch is what the caches' maximum age is for.
      await send(batch).catch(() => undefined);
    }
    sending = null;
  };
  return {
    add(payload: string) {
      pending.add(payload);
      sending ??= Promise.resolve().then(drain);
    },
    flushed: () => sending ?? Promise.resolve(),
  };
}

function createFeed(isLive: () => boolean, send: (payloads: string[]) => Promise<void>) {
  const subscribers = new Set<ChangeSubscriber>();
  const deliver = (payload: string | undefined) => {
    const split = payload?.indexOf(':') ?? -1;
    const topic = CHANGE_TOPICS.find((known) => known === payload?.slice(0, split));
    if (!payload || !topic) return;
    for (const subscriber of subscribers) subscriber.changed(topic, payload.slice(split + 1));
  };
  const reset = () => subscribers.forEach((subscriber) => subscriber.reset());
  const announcer = createAnnouncer(send);
  const feed: Omit<ChangeFeed, 'close'> = {
    announce: (topic, key) => {
      const payload = `${topic}:${key}`;
      deliver(payload);
      announcer.add(payload);
    },
    subscribe: (subscriber) => void subscribers.add(subscriber),
    live: isLive,
    flushed: announcer.flushed,
  };
  return { feed, deliver, reset };
}

/** PGlite is one process and one connection: its own LISTEN hears every change. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const { feed, deliver } = createFeed(
    () => true,
    async (payloads) => {
      await client.query(NOTIFY_BATCH, [CHANNEL, payloads]);
    },
  );
  const unlisten = await client.listen(CHANNEL, deliver);
  return {
    ...feed,
    close: async () => {
      await feed.flushed();
      await unlisten();
    },
  };
}

const RECONNECT_MS = 1_000;
/** A LISTEN connection can go half-open (no close ever arrives): a query every 10 s, 10 s to answer. */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * A dedicated connection LISTENs, and sends this instance's announcements. When it drops (database
 * restart, network cut) the feed is not live and every cache is emptied; it reconnects every second
 * and empties them again once it hears again. A heartbeat query notices a silent, half-open
 * connection within 20 seconds.
 */
export async function postgresChangeFeed(
  connectionString: string,
  heartbeatMs = HEARTBEAT_MS,
): Promise<ChangeFeed> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const send = async (payloads: string[]) => {
    await client?.query(NOTIFY_BATCH, [CHANNEL, payloads]);
  };
  const { feed, deliver, reset } = createFeed(() => client !== null, send);

  const drop = (lost: pg.Client) => {
    if (client === lost) {
      client = null;
      reset();
    }
    lost.end().catch(() => undefined);
    if (!closed && !retry) retry = setTimeout(connect, RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    retry = undefined;
    const next = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 2_000,
      query_timeout: HEARTBEAT_TIMEOUT_MS,
    });
    // This instance delivered its own announcements when it made them (createFeed): only other
    // instances' are news. Under load that spares a delivery per state-changing request.
    let ownPid: number | undefined;
    next.on('notification', (message) => {
      if (message.processId !== ownPid) deliver(message.payload);
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      const { rows } = await next.query<{ pid: number }>('select pg_backend_pid() as pid');
      ownPid = rows[0]?.pid;
      await next.query(`listen ${CHANNEL}`);
      // The announcements' transactions write no data: nothing is lost if their commit records
      // reach the disk a moment later, and the notify lock is then held only for a moment.
      await next.query('set synchronous_commit = off');
    } catch {
      drop(next);
      return;
    }
    if (closed) return void next.end().catch(() => undefined);
    client = next;
    reset();
  }

  const heartbeat = setInterval(() => {
    const current = client;
    current?.query('select 1').catch(() => drop(current));
  }, heartbeatMs);
  heartbeat.unref();

  await connect();
  return {
    ...feed,
    close: async () => {
      await feed.flushed();
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
