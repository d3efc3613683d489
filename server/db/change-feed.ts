import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client';

/**
 * "This user's data of this kind changed", heard by every app instance: PostgreSQL LISTEN/NOTIFY on
 * one channel. An instance may then keep per-user answers in memory (see change-cache.ts) and drop
 * them the moment any instance commits a change, instead of asking the database on every poll.
 */
const CHANNEL = 'abundance_changes';

/**
 * energy: a user's energy readings (announced inside the check-in's transaction).
 * user: anything of the user's, after any state-changing request they made (server/plugins/user-writes.ts).
 * session: one session (key: its id) was revoked or re-confirmed; sessions: every session of a user
 * (key: user id) was revoked, or the user's e-mail or its verification changed (server/sessions/).
 * stories: any community story or like (announced inside the write's transaction, key 'all').
 */
export const CHANGE_TOPICS = ['energy', 'user', 'session', 'sessions', 'stories'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

export type ChangeSubscriber = {
  changed: (topic: ChangeTopic, key: string) => void;
  /** Changes may have been missed (the feed lost its connection, or just got it): forget everything. */
  reset: () => void;
};

export type ChangeFeed = {
  /** Call inside the writing transaction: delivered to every instance on commit, never on rollback. */
  announce: (db: Database, topic: ChangeTopic, key: string) => Promise<void>;
  /** Call after the commit, so this instance's next read sees the change without waiting for NOTIFY. */
  changedHere: (topic: ChangeTopic, key: string) => void;
  subscribe: (subscriber: ChangeSubscriber) => void;
  /** False while announcements from other instances could be missed: caches must not serve then. */
  live: () => boolean;
  close: () => Promise<void>;
};

/**
 * The announcement as an SQL expression, for a write that is one statement with no transaction
 * around it: selected in that statement, it is delivered when the statement commits.
 */
export function announcementSql(topic: ChangeTopic, key: string): SQL {
  return sql`pg_notify(${CHANNEL}, ${`${topic}:${key}`})`;
}

function createFeed(isLive: () => boolean) {
  const subscribers = new Set<ChangeSubscriber>();
  const deliver = (payload: string | undefined) => {
    const split = payload?.indexOf(':') ?? -1;
    const topic = CHANGE_TOPICS.find((known) => known === payload?.slice(0, split));
    if (!payload || !topic) return;
    for (const subscriber of subscribers) subscriber.changed(topic, payload.slice(split + 1));
  };
  const reset = () => subscribers.forEach((subscriber) => subscriber.reset());
  const feed: Omit<ChangeFeed, 'close'> = {
    announce: async (db, topic, key) => {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${`${topic}:${key}`})`);
    },
    changedHere: (topic, key) => deliver(`${topic}:${key}`),
    subscribe: (subscriber) => void subscribers.add(subscriber),
    live: isLive,
  };
  return { feed, deliver, reset };
}

/** PGlite is one process and one connection: its own LISTEN hears every change. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const { feed, deliver } = createFeed(() => true);
  const unlisten = await client.listen(CHANNEL, deliver);
  return { ...feed, close: () => unlisten() };
}

const RECONNECT_MS = 1_000;
/** A LISTEN connection can go half-open (no close ever arrives): a query every 10 s, 10 s to answer. */
export const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 10_000;

/**
 * A dedicated connection LISTENs. When it drops (database restart, network cut) the feed is not live
 * and every cache is emptied; it reconnects every second and empties them again once it hears again.
 * A heartbeat query notices a silent, half-open connection within 20 seconds.
 */
export async function postgresChangeFeed(
  connectionString: string,
  heartbeatMs = HEARTBEAT_MS,
): Promise<ChangeFeed> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const { feed, deliver, reset } = createFeed(() => client !== null);

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
    next.on('notification', (message) => deliver(message.payload));
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
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
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
