import { AsyncResource } from 'node:async_hooks';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { onStatementEnd, statementText, type Send, type StatementEnded } from './statement-outcome';

/** Opens a span for one statement's text (parameters never); the returned function ends it. */
export type StatementTracer = (text: string) => StatementEnded;

/** The tracer statements report to; `current` stays undefined unless tracing is on. */
export type StatementTracing = { current: StatementTracer | undefined };

/** Wraps `send` so each call is timed from the moment it is sent until its answer or error. */
function timed(send: Send, tracing: StatementTracing): Send {
  return onStatementEnd(send, (args) => {
    const trace = tracing.current;
    const text = trace ? statementText(args[0]) : undefined;
    return trace && text !== undefined ? trace(text) : undefined;
  });
}

/** PostgreSQL: every statement goes through a pooled client's query (called on the pool's connect). */
export function traceClientStatements(client: pg.PoolClient, tracing: StatementTracing): void {
  client.query = timed(client.query.bind(client) as Send, tracing) as typeof client.query;
}

/**
 * pool.query waits for a free connection through a callback, which the pool may call from the
 * context of whoever released one: bound to the caller's context so its statement's span keeps
 * the right parent. Only while tracing; otherwise the pool's own connect runs untouched.
 */
export function keepCallerContext(pool: pg.Pool, tracing: StatementTracing): void {
  const connect = pool.connect.bind(pool) as Send;
  pool.connect = ((...args: unknown[]) => {
    const [callback] = args;
    if (tracing.current && typeof callback === 'function')
      return connect(AsyncResource.bind(callback as Send));
    return connect(...args);
  }) as typeof pool.connect;
}

/** PGlite: statements go through query and exec, and inside a transaction through its handle's. */
export function tracePgliteStatements(client: PGlite, tracing: StatementTracing): void {
  const traceHandle = (handle: Pick<Transaction, 'query' | 'exec'>) => {
    handle.query = timed(handle.query.bind(handle) as Send, tracing) as typeof handle.query;
    handle.exec = timed(handle.exec.bind(handle) as Send, tracing) as typeof handle.exec;
  };
  traceHandle(client);
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(run: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      if (tracing.current) traceHandle(tx);
      return run(tx);
    })) as typeof client.transaction;
}
