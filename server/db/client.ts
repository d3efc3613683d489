import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { nameEveryStatement } from './named-statements';
import { discardBrokenConnections } from './broken-connections';
import {
  keepCallerContext,
  tracePgliteStatements,
  traceClientStatements,
  type StatementTracer,
  type StatementTracing,
} from './statement-spans';

/** The Drizzle database both drivers share; a transaction handle is one too. */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Counts statements sent, so tests can hold endpoints to their round-trip budget. */
  queryCount: () => number;
  /** Hands every statement sent (text and parameters) to `listener`, until called with none. */
  watchQueries: (listener?: QueryListener) => void;
  /** One statement with positional parameters, outside Drizzle (tests EXPLAIN what Drizzle sent). */
  rawQuery: (text: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;
  /**
   * Bulk load (the benchmark's seed): one COPY of `columns` of `table` from `chunks`, which hold
   * whole lines of COPY's text format in UTF-8, in one statement and one transaction.
   */
  copyIn: (
    table: string,
    columns: readonly string[],
    chunks: ReadonlyArray<Uint8Array<ArrayBuffer>>,
  ) => Promise<void>;
  /** Cross-instance change announcements, for caches that must never serve stale answers. */
  changes: ChangeFeed;
  /** PostgreSQL's pool: connections lent out and requests waiting for one (metrics); PGlite has none. */
  poolStats?: () => { inUse: number; waiting: number };
  /** Times every statement into a span through `tracer` (tracing on), or stops (called with none). */
  traceStatements: (tracer?: StatementTracer) => void;
  close: () => Promise<void>;
};

// Beside this module: server/db/migrations from source, dist/server/migrations in the compiled
// bundle (`npm run build` copies them there, so a deployment needs only dist/ and node_modules).
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// A fixed key: every instance that starts at once queues on the same advisory lock, so exactly
// one applies pending migrations and the others then find nothing left to do.
const MIGRATION_LOCK_KEY = 727_001;

type QueryListener = (query: string, params: unknown[]) => void;

class CountingLogger implements Logger {
  count = 0;
  listener: QueryListener | undefined;
  logQuery(query: string, params: unknown[]): void {
    this.count += 1;
    this.listener?.(query, params);
  }
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  /** Longest wait for one statement's answer on PostgreSQL (default 5 s); 0 for none (bulk loads). */
  queryTimeoutMs?: number;
  /** PGlite only: start from this data-dir dump (the test suite's migrated snapshot). */
  loadDataDir?: Blob;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const copyColumns = (table: string, columns: readonly string[]) =>
  `${quoted(table)} (${columns.map(quoted).join(', ')})`;

/** Opens PostgreSQL when a URL is given, otherwise a file-backed PGlite under dataDir ('memory://' for tests). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = new CountingLogger();
  const tracing: StatementTracing = { current: undefined };
  const traceStatements = (tracer?: StatementTracer) => void (tracing.current = tracer);
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Fail fast when the server is unreachable so requests answer 503 instead of hanging.
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      // A connection that stops answering (a network partition, or a backend terminated while a
      // statement was in flight: server/connection-loss.test.ts sees some never answer) must not
      // hold its pool slot for long. A request's statements take milliseconds, so 5 s frees the
      // slot well before a client gives up; with 15 s, a burst of such connections could hold all
      // ten slots and keep health failing for 15 s after the database was back (and a connection
      // whose statement timed out is closed, broken-connections.ts). Migrations, which
      // may legitimately run longer, use a connection of their own without this limit.
      query_timeout: options.queryTimeoutMs === 0 ? undefined : (options.queryTimeoutMs ?? 5_000),
      // Each connection keeps its prepared statements (nameEveryStatement) until it closes: a
      // connection is replaced after half an hour, so statements no longer sent are let go.
      maxLifetimeSeconds: 1_800,
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      // The pool listens for errors only while a client is idle: one checked out (inside a
      // transaction, between two statements) that loses its connection would emit an error nobody
      // hears, which ends the process. Its next statement fails instead (answered 503), and the
      // pool discards it when it is released, because it is no longer queryable.
      client.on('error', () => undefined);
      discardBrokenConnections(client);
      nameEveryStatement(client);
      traceClientStatements(client, tracing);
    });
    keepCallerContext(pool, tracing);
    const db: Database = drizzlePg({ client: pool, logger });
    const lockClient = new pg.Client({
      connectionString: options.databaseUrl,
      connectionTimeoutMillis: 10_000,
    });
    // A lost connection fails the migration's statement; it must not also end the process.
    lockClient.on('error', () => undefined);
    await lockClient.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg({ client: lockClient }), { migrationsFolder });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      await lockClient.end().catch(() => undefined);
    }
    const changes = await postgresChangeFeed(options.databaseUrl);
    return {
      db,
      kind: 'postgres',
      queryCount: () => logger.count,
      watchQueries: (listener) => void (logger.listener = listener),
      rawQuery: async (text, params) => (await pool.query(text, params)).rows,
      copyIn: async (table, columns, chunks) => {
        const client = await pool.connect();
        try {
          const copy = client.query(copyFrom(`copy ${copyColumns(table, columns)} from stdin`));
          await pipeline(Readable.from(chunks), copy);
        } catch (error) {
          // A failed COPY may leave the connection mid-protocol: the pool discards it.
          client.release(true);
          throw error;
        }
        client.release();
      },
      changes,
      poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
      traceStatements,
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }

  // Loaded only here: PGlite's modules take about 40 MB, which a PostgreSQL deployment never needs.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const isMemory = options.dataDir.startsWith('memory://');
  if (!isMemory) mkdirSync(path.resolve(options.dataDir), { recursive: true });
  const client = await PGlite.create(
    isMemory ? options.dataDir : path.resolve(options.dataDir, 'pglite'),
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  tracePgliteStatements(client, tracing);
  const pgliteDb = drizzlePglite({ client, logger });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db: Database = pgliteDb;
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    queryCount: () => logger.count,
    watchQueries: (listener) => void (logger.listener = listener),
    rawQuery: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    // PGlite reads COPY's data from the blob it is handed, under this one file name.
    copyIn: async (table, columns, chunks) =>
      void (await client.query(`copy ${copyColumns(table, columns)} from '/dev/blob'`, [], {
        blob: new Blob([...chunks]),
      })),
    changes,
    traceStatements,
    close: async () => {
      await changes.close();
      await client.close();
    },
  };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
