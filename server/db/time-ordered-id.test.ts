import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '#server/test-support/test-database';

const IdRowSchema = z.object({ id: z.string() });

describe('time_ordered_uuid(): the keys of the rows the hot writes insert', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const next = async () =>
    IdRowSchema.parse((await database.rawQuery('select time_ordered_uuid() as id', []))[0]).id;

  it('is a UUID version 7 holding the current Unix time in milliseconds', async () => {
    const before = Date.now();
    const id = await next();
    const after = Date.now();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const millis = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(millis).toBeGreaterThanOrEqual(before - 1_000);
    expect(millis).toBeLessThanOrEqual(after + 1_000);
  });

  it('sorts later keys after earlier ones, and never repeats', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      ids.push(await next());
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    expect([...ids].sort()).toEqual(ids);
    const many = await database.rawQuery(
      'select time_ordered_uuid()::text as id from generate_series(1, 2000)',
      [],
    );
    expect(new Set(many.map((row) => IdRowSchema.parse(row).id)).size).toBe(2000);
  });

  it('is the default key of the append-heavy tables: completions, practice log, rituals, journal, deliveries', async () => {
    const rows = await database.rawQuery(
      `select table_name as id from information_schema.columns
       where column_name = 'id' and column_default = 'time_ordered_uuid()' order by table_name`,
      [],
    );
    expect(rows.map((row) => IdRowSchema.parse(row).id)).toEqual([
      'daily_rituals',
      'habit_completions',
      'journal_entries',
      'practice_log',
      'webhook_deliveries',
    ]);
  });
});
