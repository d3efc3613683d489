import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildPracticeTotals } from '#server/practice/practice-log';
import { memberInsights } from './service';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

/**
 * A member with three years of daily practice and check-ins: their insights cost what a new
 * member's do, because every query is one (user_id, day) index range aggregated in the database
 * (hot-queries-plan.test.ts EXPLAINs them). Latency is measured by `npm run bench` (p99 < 50 ms on
 * PostgreSQL), not here: a timed test fails on a busy machine rather than on slow code.
 */
describe('insights at three years of daily data', () => {
  let t: TestApp;
  let maya: TestUser;
  let newcomer: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    maya = await t.createUser({ plan: 'premium' });
    newcomer = await t.createUser({ plan: 'premium' });
    const other = await t.createUser();
    for (const user of [maya, other]) {
      await t.database.db.execute(sql`
        insert into practice_log (user_id, day, kind, source_id, minutes, created_at)
        select ${user.id}, d::date, k, ${user.id} || k || d::date, case when k = 'meditation' then 15 else 0 end, d + interval '7 hours'
        from generate_series(current_date - 1095, current_date, interval '1 day') d, unnest(array['meditation', 'ritual', 'habit']) k`);
      await t.database.db.execute(sql`
        insert into energy_readings (user_id, day, frequency, coherence, vibration_type, feeling, energy_level)
        select ${user.id}, d::date, 528, 80, 'Wealth', 'calm', 1 + (extract(doy from d)::int % 10)
        from generate_series(current_date - 1095, current_date, interval '1 day') d`);
    }
    await rebuildPracticeTotals(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  /** The statements one computation of `range` sends for `user`. */
  const statementsFor = async (user: TestUser, range: '12w' | '12m') => {
    const before = t.database.queryCount();
    const insights = await memberInsights(t.database.db, t.config, user.id, range);
    return { insights, statements: t.database.queryCount() - before };
  };

  it.each(['12w', '12m'] as const)(
    'computes %s over three years in as many statements as for a newcomer',
    async (range) => {
      // Through the API once (the contract, and the streak reaching back three years)...
      const response = await t.as(maya, { method: 'GET', url: `/api/insights?range=${range}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().streaks).toEqual([expect.objectContaining({ days: 1096 })]);
      // ...then in the service, because the route replays a member's answer from memory.
      const veteran = await statementsFor(maya, range);
      const fresh = await statementsFor(newcomer, range);
      expect(veteran.insights.buckets).toHaveLength(12);
      expect(veteran.insights.buckets.every((bucket) => bucket.rituals > 0 && bucket.checkIns > 0)).toBe(
        true,
      );
      expect(fresh.statements).toBeGreaterThan(0);
      expect(veteran.statements).toBe(fresh.statements);
    },
  );
});
