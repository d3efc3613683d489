import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import {
  RitualListSchema,
  RitualSchema,
  DEFAULT_RITUALS,
  MAX_RITUALS_PER_DAY,
} from '#domain/rituals/rituals';
import { rituals } from '#server/db/schema/rituals';
import { practiceLog } from '#server/db/schema/practice';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('daily rituals API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const today = () => localDay(new Date(), 'UTC');
  const list = async (user: TestUser, date = today()) => {
    const response = await t.as(user, { method: 'GET', url: `/api/daily-rituals?date=${date}` });
    expect(response.statusCode).toBe(200);
    return RitualListSchema.parse(response.json());
  };
  const patch = (user: TestUser, id: string, payload: Record<string, unknown>) =>
    t.as(user, { method: 'PATCH', url: `/api/daily-rituals/${id}`, payload });
  const logRows = (userId: string) =>
    t.database.db
      .select()
      .from(practiceLog)
      .where(and(eq(practiceLog.userId, userId), eq(practiceLog.kind, 'ritual')));

  describe('GET /api/daily-rituals?date=', () => {
    it('creates the five default rituals on the first read of a day, pending', async () => {
      const user = await t.createUser();
      const rituals = await list(user);
      expect(rituals.map((r) => r.title)).toEqual([...DEFAULT_RITUALS]);
      expect(rituals.every((r) => !r.isCompleted && r.completedAt === null && !r.isCustom)).toBe(true);
      expect((await list(user)).map((r) => r.id)).toEqual(rituals.map((r) => r.id));
    });

    it('creates the set once when first reads race', async () => {
      const user = await t.createUser();
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.as(user, { method: 'GET', url: `/api/daily-rituals?date=${today()}` }),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      for (const response of responses) expect(response.json()).toHaveLength(5);
      const rows = await t.database.db.select().from(rituals).where(eq(rituals.userId, user.id));
      expect(rows).toHaveLength(5);
    });

    it('keeps each day and each user separate', async () => {
      const user = await t.createUser();
      const other = await t.createUser();
      const mine = await list(user);
      const yesterday = await list(user, addDays(today(), -1));
      const theirs = await list(other);
      const ids = new Set([...mine, ...yesterday, ...theirs].map((r) => r.id));
      expect(ids.size).toBe(15);
    });

    it('reads an old day as it is, without creating a set', async () => {
      const user = await t.createUser();
      expect(await list(user, addDays(today(), -30))).toEqual([]);
    });

    it.each([
      ['missing date', '/api/daily-rituals', 'querystring date:'],
      [
        'malformed date',
        '/api/daily-rituals?date=21-11-2026',
        'querystring date: must be a date in the form YYYY-MM-DD',
      ],
      [
        'impossible date',
        '/api/daily-rituals?date=2026-02-30',
        'querystring date: must be a date in the form YYYY-MM-DD',
      ],
    ])('refuses a %s with 400', async (_name, url, message) => {
      const user = await t.createUser();
      const response = await t.as(user, { method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(message);
    });

    it('refuses a day after tomorrow', async () => {
      const user = await t.createUser();
      const response = await t.as(user, {
        method: 'GET',
        url: `/api/daily-rituals?date=${addDays(today(), 2)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('date: Rituals can only be listed up to tomorrow.');
    });

    it("accepts the browser's tomorrow at the user's midnight boundary", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T04:30:00Z')); // 23:30 on the 20th in New York
      const user = await t.createUser({ timeZone: 'America/New_York' });
      expect(await list(user, '2026-11-21')).toHaveLength(5);
      const response = await t.as(user, { method: 'GET', url: '/api/daily-rituals?date=2026-11-22' });
      expect(response.statusCode).toBe(400);
    });

    it('needs a session', async () => {
      const response = await t.as(null, { method: 'GET', url: `/api/daily-rituals?date=${today()}` });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('POST /api/daily-rituals', () => {
    const post = (user: TestUser, payload: Record<string, unknown>) =>
      t.as(user, { method: 'POST', url: '/api/daily-rituals', payload });

    it('answers a replayed add (same requestId) with the same ritual and stores one row', async () => {
      const user = await t.createUser();
      const payload = { title: 'Check the budget', date: today(), requestId: crypto.randomUUID() };
      const first = await post(user, payload);
      expect(first.statusCode).toBe(201);
      const replay = await post(user, payload);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().id).toBe(first.json().id);
      const rows = await t.database.db.select().from(rituals).where(eq(rituals.userId, user.id));
      expect(rows.filter((row) => row.title === 'Check the budget')).toHaveLength(1);
    });

    it('answers a replay sent on a later day with the ritual it added', async () => {
      const user = await t.createUser();
      const payload = { title: 'Note one win', date: today(), requestId: crypto.randomUUID() };
      const first = await post(user, payload);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(Date.now() + 2 * 86_400_000));
      const replay = await post(user, payload);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().id).toBe(first.json().id);
    });

    it('refuses a request id that is not a UUID with 400 naming the field', async () => {
      const user = await t.createUser();
      const response = await post(user, { title: 'x', date: today(), requestId: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('requestId: must be a valid id');
    });

    it('adds a custom ritual after the defaults, creating the defaults first', async () => {
      const user = await t.createUser();
      const response = await post(user, { title: '  Read one chapter on investing ', date: today() });
      expect(response.statusCode).toBe(201);
      const ritual = RitualSchema.parse(response.json());
      expect(ritual).toMatchObject({
        title: 'Read one chapter on investing',
        isCustom: true,
        isCompleted: false,
      });
      const rituals = await list(user);
      expect(rituals).toHaveLength(6);
      expect(rituals.at(-1)?.id).toBe(ritual.id);
    });

    it('creates one ritual from a double submit', async () => {
      const user = await t.createUser();
      const payload = { title: 'Cold shower', date: today() };
      const responses = await Promise.all([post(user, payload), post(user, payload)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
      expect(responses[0]?.json().id).toBe(responses[1]?.json().id);
      expect(await list(user)).toHaveLength(6);
    });

    it.each([
      ['a blank title', { title: '   ', date: '2026-11-21' }, 'title: Enter a ritual.'],
      ['a missing title', { date: '2026-11-21' }, 'title: Enter a ritual.'],
      [
        'a long title',
        { title: 'x'.repeat(121), date: '2026-11-21' },
        'title: Keep a ritual under 120 characters.',
      ],
      ['a bad date', { title: 'Walk', date: 'today' }, 'date: must be a date in the form YYYY-MM-DD'],
      [
        'an unknown field',
        { title: 'Walk', date: '2026-11-21', isCompleted: true },
        'body: Unrecognized key: "isCompleted"',
      ],
    ])('refuses %s with 400', async (_name, payload, message) => {
      const user = await t.createUser();
      const response = await post(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('refuses a day other than today', async () => {
      const user = await t.createUser();
      const response = await post(user, { title: 'Walk', date: addDays(today(), -3) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('date: Rituals can only be completed on their own day.');
    });

    it(`stops at ${MAX_RITUALS_PER_DAY} rituals a day`, async () => {
      const user = await t.createUser();
      for (let i = 0; i < MAX_RITUALS_PER_DAY - 5; i += 1)
        expect((await post(user, { title: `Ritual ${i}`, date: today() })).statusCode).toBe(201);
      const response = await post(user, { title: 'One too many', date: today() });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`You can keep up to ${MAX_RITUALS_PER_DAY} rituals a day.`);
    });
  });

  describe('PATCH /api/daily-rituals/:id', () => {
    it('completes a ritual, logs the practice, and lifts streak and level; undoing removes both', async () => {
      const user = await t.createUser();
      const [first] = await list(user);
      if (!first) throw new Error('no ritual');
      const completedAt = new Date(Date.now() - 60_000).toISOString();
      const done = await patch(user, first.id, { isCompleted: true, completedAt });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ id: first.id, isCompleted: true, completedAt });
      expect(await logRows(user.id)).toMatchObject([{ day: today(), sourceId: first.id }]);

      const stats = (await t.as(user, { method: 'GET', url: '/api/dashboard-stats' })).json();
      // One of five rituals, no habits, no meditation: 1 of 6 parts, round(70 / 6) = 12.
      expect(stats.dailyStats).toMatchObject({ streak: 1, coherence: 12 });
      expect(stats.user).toMatchObject({ quantumLevel: 1, levelProgress: 10 });

      const undone = await patch(user, first.id, { isCompleted: false, completedAt: null });
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toMatchObject({ isCompleted: false, completedAt: null });
      expect(await logRows(user.id)).toEqual([]);
      const after = (await t.as(user, { method: 'GET', url: '/api/dashboard-stats' })).json();
      expect(after.dailyStats).toMatchObject({ streak: 0, coherence: 0 });
      expect(after.user).toMatchObject({ quantumLevel: 1, levelProgress: 0 });
    });

    it('logs once and keeps the first completion time on a double submit', async () => {
      const user = await t.createUser();
      const [first] = await list(user);
      if (!first) throw new Error('no ritual');
      const responses = await Promise.all([
        patch(user, first.id, { isCompleted: true }),
        patch(user, first.id, { isCompleted: true }),
      ]);
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(responses[0]?.json().completedAt).toBe(responses[1]?.json().completedAt);
      expect(await logRows(user.id)).toHaveLength(1);
      const me = (await t.as(user, { method: 'GET', url: '/api/user' })).json();
      expect(me).toMatchObject({ levelProgress: 10 });
    });

    it('counts every ritual when several are ticked at once', async () => {
      const user = await t.createUser();
      const rituals = await list(user);
      const responses = await Promise.all(rituals.map((r) => patch(user, r.id, { isCompleted: true })));
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(await logRows(user.id)).toHaveLength(5);
      const me = (await t.as(user, { method: 'GET', url: '/api/user' })).json();
      expect(me).toMatchObject({ quantumLevel: 1, levelProgress: 50 });
    });

    it('clamps a completion time from a clock running ahead', async () => {
      const user = await t.createUser();
      const [first] = await list(user);
      if (!first) throw new Error('no ritual');
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const response = await patch(user, first.id, { isCompleted: true, completedAt: future });
      expect(Date.parse(response.json().completedAt)).toBeLessThanOrEqual(Date.now());
    });

    it("answers 404 for another user's ritual and changes nothing", async () => {
      const owner = await t.createUser();
      const intruder = await t.createUser();
      const [first] = await list(owner);
      if (!first) throw new Error('no ritual');
      const response = await patch(intruder, first.id, { isCompleted: true });
      expect(response.statusCode).toBe(404);
      expect((await list(owner))[0]?.isCompleted).toBe(false);
      expect(await logRows(intruder.id)).toEqual([]);
    });

    it.each([
      ['a non-uuid id', 'not-an-id', { isCompleted: true }, 'params id: must be a valid id'],
      ['a missing isCompleted', null, {}, 'isCompleted: must be true or false'],
      ['a text isCompleted', null, { isCompleted: 'yes' }, 'isCompleted: must be true or false'],
      [
        'a bad completedAt',
        null,
        { isCompleted: true, completedAt: 'now' },
        'completedAt: must be an ISO date-time',
      ],
      [
        'a completedAt on a pending ritual',
        null,
        { isCompleted: false, completedAt: '2026-11-21T10:00:00Z' },
        'completedAt: must be null when the ritual is not completed',
      ],
    ])('refuses %s with 400', async (_name, id, payload, message) => {
      const user = await t.createUser();
      const [first] = await list(user);
      const response = await patch(user, id ?? first?.id ?? '', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('answers 404 for an unknown ritual', async () => {
      const user = await t.createUser();
      const response = await patch(user, '00000000-0000-4000-8000-000000000000', { isCompleted: true });
      expect(response.statusCode).toBe(404);
    });

    it("refuses to tick a past day's ritual, so streaks cannot be back-filled", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
      const user = await t.createUser();
      const [old] = await list(user, '2026-11-20');
      if (!old) throw new Error('no ritual');
      vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
      const response = await patch(user, old.id, { isCompleted: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Rituals can only be completed on their own day.');
    });

    it("logs the practice on the ritual's own day in the user's zone", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-21T04:30:00Z')); // 2026-11-20, 23:30 in New York
      const user = await t.createUser({ timeZone: 'America/New_York' });
      const [ritual] = await list(user, '2026-11-20');
      if (!ritual) throw new Error('no ritual');
      await patch(user, ritual.id, { isCompleted: true });
      expect(await logRows(user.id)).toMatchObject([{ day: '2026-11-20' }]);
      vi.setSystemTime(new Date('2026-11-21T05:30:00Z')); // 00:30 on the 21st: yesterday keeps the streak
      const stats = (await t.as(user, { method: 'GET', url: '/api/dashboard-stats' })).json();
      expect(stats).toMatchObject({ today: '2026-11-21', dailyStats: { streak: 1 } });
    });
  });
});
