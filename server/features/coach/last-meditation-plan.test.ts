import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const PlanRowSchema = z.object({ 'QUERY PLAN': z.string() });

/**
 * "When did I last meditate?" costs what it returns: the coach reads the newest completed session
 * as one row from meditation_sessions_user_completed_idx, never by sorting a member's history.
 */
describe('the coach’s last-meditation query', () => {
  let t: TestApp;
  let members: TestUser[];

  beforeAll(async () => {
    t = await createTestApp();
    members = await Promise.all([1, 2, 3, 4].map(() => t.createUser({ plan: 'premium', timeZone: 'UTC' })));
    // Years of history for each member, most of it finished, some started and left.
    for (const member of members)
      await t.database.rawQuery(
        `insert into meditation_sessions (user_id, type, duration, title, completed, completed_at, completed_day, created_at)
         select $1, 'guided', 10, 'Session ' || g, g % 5 <> 0,
                case when g % 5 <> 0 then now() - (g || ' hours')::interval end,
                case when g % 5 <> 0 then (now() - (g || ' hours')::interval)::date end,
                now() - (g || ' hours')::interval
         from generate_series(1, 4000) g`,
        [member.id],
      );
    await t.database.rawQuery('analyze meditation_sessions', []);
  }, 120_000);
  afterAll(() => t.close());

  it('is a limit-1 index scan of the partial index, with no sort', async () => {
    const [member] = members;
    if (!member) throw new Error('no member');
    const sent: Array<{ query: string; params: unknown[] }> = [];
    t.database.watchQueries((query, params) => sent.push({ query, params }));
    try {
      const response = await t.as(member, {
        method: 'POST',
        url: '/api/coach/messages',
        payload: { message: 'When did I last meditate?' },
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ reply: { content: string } }>().reply.content).toContain(
        '10 minutes of Session 1.',
      );
    } finally {
      t.database.watchQueries();
    }
    const statement = sent.find(
      ({ query }) => /from "meditation_sessions"/.test(query) && /"completed_at" is not null/.test(query),
    );
    if (!statement) throw new Error('the coach sent no last-meditation query');
    const plan = (await t.database.rawQuery(`explain ${statement.query}`, statement.params))
      .map((row) => PlanRowSchema.parse(row)['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Limit/);
    expect(plan).toMatch(/Index Scan using meditation_sessions_user_completed_idx/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });
});
