import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { seededRandom } from '#domain/shared/random';
import type { BulkWriter } from '#bench/seed/bulk';
import { seedHistories } from '#bench/seed/seed-database';
import { seedUsers } from '#bench/seed/users';

// The benchmark's own figures: 1,000 members with 90 days of history, the first 200 signed in.
const USERS = 1_000;
const POOL = 200;
const HISTORY_DAYS = 90;

/** The seed as `npm run bench` makes it at `now`, kept in memory: each table's rows. */
async function seedAt(now: Date) {
  const tables = new Map<string, unknown[]>();
  const bulk: BulkWriter = {
    write: async (table, rows) => {
      const name = getTableName(table);
      const kept = tables.get(name) ?? [];
      for (const row of rows) kept.push(row);
      tables.set(name, kept);
    },
    flush: async () => undefined,
  };
  const random = seededRandom(20_261_124);
  const users = await seedUsers(bulk, random, USERS, now);
  await seedHistories(bulk, random, users, HISTORY_DAYS, now, () => undefined);
  return { users, habits: (tables.get('habits') ?? []) as Array<{ userId: string; isArchived: boolean }> };
}

describe('the benchmark seed at any hour', () => {
  it.each([
    // When `npm run bench` failed: a pool member had every habit archived.
    '2026-11-26T16:10:00Z',
    // Either side of midnight in UTC+14 (Pacific/Kiritimati) and in UTC-11 (Pacific/Pago_Pago).
    '2026-11-26T09:59:30Z',
    '2026-11-26T10:00:30Z',
    '2026-11-26T10:59:30Z',
    '2026-11-26T11:00:30Z',
    '2026-12-31T09:59:59Z',
    '2027-01-01T11:00:01Z',
  ])('gives every pool member an active habit and their own today at %s', { timeout: 60_000 }, async (at) => {
    const now = new Date(at);
    const { users, habits } = await seedAt(now);
    const active = new Set(habits.filter((habit) => !habit.isArchived).map((habit) => habit.userId));
    const pool = users.slice(0, POOL);
    expect(pool.filter((user) => !active.has(user.id))).toEqual([]);
    for (const user of pool) expect(user.today).toBe(localDay(now, user.timeZone));
    // Both extreme zones are in the pool, so their midnights are really crossed.
    expect(pool.some((user) => user.timeZone === 'Pacific/Kiritimati')).toBe(true);
    expect(pool.some((user) => user.timeZone === 'Pacific/Pago_Pago')).toBe(true);
  });
});
