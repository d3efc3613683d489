import type pg from 'pg';
import { onStatementEnd, statementText, type Send } from './statement-outcome';

/** The message node-postgres gives a statement whose answer did not come within query_timeout. */
const READ_TIMEOUT_MESSAGE = 'Query read timeout';

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === READ_TIMEOUT_MESSAGE;

/** Drizzle's transaction opens with `begin` (and its options), the only statement we send so. */
const opensTransaction = (text: string) => /^begin\b/i.test(text);

/**
 * Keeps a broken connection out of the pool, where two gaps would let one stay:
 *
 * - A statement unanswered within query_timeout fails, but node-postgres keeps the connection as
 *   it was: "queryable", with the silent statement still in flight, so every later statement on it
 *   waits for an answer that may never come. Drizzle's transaction then hands it back as healthy
 *   (its ROLLBACK times out too) and each request that borrows it next waits out the timeout again.
 *   Its state is unknown once a statement went unanswered, so it is closed: queued statements fail
 *   at once and the pool discards it on release.
 * - Drizzle's transaction sends BEGIN before the try/finally that releases its client
 *   (drizzle-orm 0.45, drizzle-team/drizzle-orm#6241), so a BEGIN that fails on a cut or silent
 *   connection never gives the client back: ten of those and the pool is empty for good, every
 *   request waiting out connectionTimeoutMillis. That is what kept health failing for the rest of
 *   server/connection-loss.test.ts under CI's load. A failed BEGIN releases the client here,
 *   with its error, so the pool closes it.
 *
 * server/frozen-connections.test.ts fails without either.
 */
export function discardBrokenConnections(client: pg.PoolClient): void {
  client.query = onStatementEnd(client.query.bind(client) as Send, (args) => {
    const text = statementText(args[0]);
    if (text === undefined) return undefined;
    const begins = opensTransaction(text);
    return (error) => {
      if (!error) return;
      if (isReadTimeout(error)) client.connection.stream.destroy();
      if (begins) client.release(error instanceof Error ? error : true);
    };
  }) as typeof client.query;
}
