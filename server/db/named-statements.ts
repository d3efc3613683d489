import { createHash } from 'node:crypto';
import type pg from 'pg';

/** A server-side name for a statement's text: one name per distinct text, as node-postgres requires. */
export function statementName(text: string): string {
  return `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
}

type QueryConfigLike = { text?: unknown; name?: unknown; values?: unknown };

function hasParameters(config: QueryConfigLike, values: unknown): boolean {
  const given = Array.isArray(values) ? values : config.values;
  return Array.isArray(given) && given.length > 0;
}

/**
 * Makes every statement with parameters that `client` sends a named prepared statement. PostgreSQL
 * then parses and plans each text once per connection (and after a few runs keeps a generic plan),
 * where an unnamed statement is parsed and planned on every run: for the hot writes' chains of CTEs
 * that cost about as much as running them (docs/performance.md, "Prepared statements"). Statements
 * without parameters (BEGIN, COMMIT, migrations) keep the simple protocol, which allows several
 * commands in one text.
 */
export function nameEveryStatement(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (config: unknown, ...rest: unknown[]) => unknown;
  const named = (config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null) {
      const query = config as QueryConfigLike;
      if (typeof query.text === 'string' && query.name === undefined && hasParameters(query, rest[0]))
        return send({ ...query, name: statementName(query.text) }, ...rest);
    }
    return send(config, ...rest);
  };
  client.query = named as typeof client.query;
}
