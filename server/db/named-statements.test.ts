import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { createEmptyPostgresDatabase } from '#server/test-support/test-database';
import { statementName } from './named-statements';

/** On PostgreSQL every statement with parameters is prepared once per connection, by its text. */
describe.runIf(process.env.TEST_DB === 'postgres')('named statements', () => {
  let empty: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    // One connection, so every statement below meets the statements the ones before it prepared.
    handle = await openDatabase({ databaseUrl: empty.url, dataDir: 'unused', poolSize: 1 });
  });
  afterAll(async () => {
    await handle.close();
    await empty.drop();
  });

  /** The rows of one statement sent through Drizzle (and so through the pool's named statements). */
  const rowsOf = async (query: SQL) =>
    ((await handle.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const prepared = async () =>
    (await rowsOf(sql`select name, statement from pg_prepared_statements`)) as Array<{
      name: string;
      statement: string;
    }>;

  it('prepares a text once and runs it again by name, with any values', async () => {
    const query = (value: number) => rowsOf(sql`select ${value}::int + 1 as answer`);
    expect(await query(1)).toEqual([{ answer: 2 }]);
    expect(await query(41)).toEqual([{ answer: 42 }]);
    const mine = (await prepared()).filter((row) => row.statement.includes('+ 1 as answer'));
    expect(mine).toEqual([
      { name: statementName('select $1::int + 1 as answer'), statement: expect.any(String) },
    ]);
  });

  it('leaves statements without parameters unnamed, so several commands may share one text', async () => {
    await handle.db.execute(sql.raw('select 1; select 2'));
    expect((await prepared()).some((row) => row.statement.includes('select 1; select 2'))).toBe(false);
  });

  it('prepares inside transactions too', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select ${'in a transaction'}::text as note`);
    });
    expect((await prepared()).some((row) => row.statement.includes('as note'))).toBe(true);
  });

  it('runs a text again after it failed (the pool replaces a connection that saw an error)', async () => {
    const divide = (by: number) => rowsOf(sql`select 6 / ${by}::int as quotient`);
    await expect(divide(0)).rejects.toThrow(/Failed query/);
    expect(await divide(2)).toEqual([{ quotient: 3 }]);
    expect(await divide(3)).toEqual([{ quotient: 2 }]);
  });
});
