import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDatabase } from '#bench/seed/seed-database';
import { createTestApp, type TestApp, type TestUser } from './test-support/test-app';

/** Tables that grow with members and history: a hot query must never read one of them whole. */
const GROWING_TABLES = [
  'practice_log',
  'practice_days',
  'habit_completions',
  'habits',
  'daily_rituals',
  'energy_readings',
  'meditation_sessions',
  'quantum_goals',
  'affirmations',
  'stories',
  'story_likes',
  'sessions',
  'users',
];
/**
 * The one statement allowed to read every public story: the community totals, counted on a cache
 * miss only (after a story write), never per request (server/features/community/stats.ts).
 */
const CACHED_TOTALS = /where "stories"\."is_public" = \$1 group by/;

/** Below this many rows a sequential scan is the planner's right call (a page or two). */
const BIG_TABLE_ROWS = 1_000;

const PlanRowSchema = z.object({ 'QUERY PLAN': z.string() });

/**
 * EXPLAIN of every statement the endpoints a member hits on a normal day send, on a seeded
 * database (the benchmark's seed, smaller): each reaches the big tables through an index.
 */
describe('query plans of the hot endpoints', () => {
  let t: TestApp;
  let member: TestUser;
  let today: string;
  let bigTables: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const seeded = await seedDatabase(
      t.database,
      { users: 40, pool: 2, historyDays: 200, stories: 1_500, veterans: 2, veteranHistoryDays: 400 },
      () => undefined,
    );
    const sizes = await t.database.rawQuery(
      'select relname, reltuples::int as rows from pg_class where relname = any($1)',
      [GROWING_TABLES],
    );
    bigTables = sizes
      .map((row) => z.object({ relname: z.string(), rows: z.number() }).parse(row))
      .filter((table) => table.rows >= BIG_TABLE_ROWS)
      .map((table) => table.relname);
    const first = seeded.pool[0];
    if (!first) throw new Error('no pool user');
    const token = first.cookie.slice(first.cookie.indexOf('=') + 1);
    member = { id: first.userId, email: '', cookie: `${t.app.sessions.cookieName}=${token}` };
    today = first.today;
  }, 240_000);
  afterAll(() => t?.close());

  async function statementsOf(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
    const sent: Array<{ query: string; params: unknown[] }> = [];
    t.database.watchQueries((query, params) => sent.push({ query, params }));
    try {
      const response = await t.as(member, { method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(400);
      return { response, sent };
    } finally {
      t.database.watchQueries();
    }
  }

  async function seqScansIn(sent: Array<{ query: string; params: unknown[] }>): Promise<string[]> {
    const found: string[] = [];
    for (const { query, params } of sent) {
      if (!/^\s*(select|with|insert|update|delete)/i.test(query) || CACHED_TOTALS.test(query)) continue;
      const plan = (await t.database.rawQuery(`explain ${query}`, params))
        .map((row) => PlanRowSchema.parse(row)['QUERY PLAN'])
        .join('\n');
      for (const table of bigTables) {
        if (new RegExp(`Seq Scan on ${table}\\b`).test(plan)) found.push(`${table} in:\n${query}\n${plan}`);
      }
    }
    return found;
  }

  const reads = () => [
    '/api/user',
    '/api/dashboard-stats',
    '/api/energy-readings/latest',
    '/api/energy-readings?limit=10',
    '/api/success-stories',
    `/api/wealth-habits?date=${today}`,
    `/api/wealth-habits/analytics?date=${today}`,
    `/api/daily-rituals?date=${today}`,
    '/api/quantum-goals',
    `/api/affirmations?date=${today}`,
    '/api/meditation-sessions?limit=10',
    '/api/insights?range=12w',
    '/api/insights?range=12m',
  ];

  it('the seed makes the history tables big enough for the planner to care', () => {
    expect(bigTables).toEqual(
      expect.arrayContaining([
        'practice_log',
        'habit_completions',
        'daily_rituals',
        'stories',
        'story_likes',
      ]),
    );
  });

  it('reads: every statement uses an index on the big tables', async () => {
    const problems: string[] = [];
    for (const url of reads()) problems.push(...(await seqScansIn((await statementsOf('GET', url)).sent)));
    expect(problems).toEqual([]);
  });

  it('community first page: what it reads once per story change uses indexes too', async () => {
    // A story change empties the remembered page, so the next read sends every statement again:
    // the audience's best stories, the viewer's unlisted stories, totals and likes, the authors.
    t.database.changes.announce('stories', 'all');
    t.database.changes.announce('user', member.id);
    const { sent } = await statementsOf('GET', '/api/success-stories');
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(await seqScansIn(sent)).toEqual([]);
  });

  it('writes: ritual toggle, habit toggle and story like use indexes too', async () => {
    const rituals = await t.as(member, { method: 'GET', url: `/api/daily-rituals?date=${today}` });
    const ritual = z.array(z.object({ id: z.string(), isCompleted: z.boolean() })).parse(rituals.json())[0];
    const habits = await t.as(member, { method: 'GET', url: `/api/wealth-habits?date=${today}` });
    const habit = z.array(z.object({ id: z.string() })).parse(habits.json())[0];
    const list = await t.as(member, { method: 'GET', url: '/api/success-stories' });
    const story = z.object({ stories: z.array(z.object({ id: z.string() })) }).parse(list.json()).stories[0];
    if (!ritual || !habit || !story) throw new Error('seed left nothing to change');
    const writes = [
      statementsOf('PATCH', `/api/daily-rituals/${ritual.id}`, { isCompleted: !ritual.isCompleted }),
      statementsOf('POST', `/api/wealth-habits/${habit.id}/toggle?date=${today}`, {}),
      statementsOf('POST', `/api/success-stories/${story.id}/like`, {}),
    ];
    const problems: string[] = [];
    for (const write of writes) problems.push(...(await seqScansIn((await write).sent)));
    expect(problems).toEqual([]);
  });
});
