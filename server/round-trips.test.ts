import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { createTestApp, type TestApp, type TestUser } from './test-support/test-app';

/** The benchmark's budget: no measured endpoint makes more than this many database round trips. */
const MAX_ROUND_TRIPS = 3;

type Case = {
  name: string;
  /** Fewer than MAX_ROUND_TRIPS where the endpoint is built to need fewer. */
  budget?: number;
  /** The route as registered, to skip endpoints whose feature is not in this build. */
  route: { method: string; url: string };
  /**
   * Builds the request once the user has data (and may prepare more through the API); a separate
   * warm-up request when repeating the measured one would not do the same work.
   */
  request: (
    t: TestApp,
    user: TestUser,
  ) => Promise<InjectOptions | { warm: InjectOptions; measured: InjectOptions }>;
};

const today = () => localDay(new Date(), 'UTC');

const cases: Case[] = [
  {
    name: 'GET /api/energy-readings/latest',
    route: { method: 'GET', url: '/api/energy-readings/latest' },
    request: async () => ({ method: 'GET', url: '/api/energy-readings/latest' }),
  },
  {
    name: 'GET /api/energy-readings/latest revalidated (304)',
    route: { method: 'GET', url: '/api/energy-readings/latest' },
    request: async (t, user) => {
      const first = await t.as(user, { method: 'GET', url: '/api/energy-readings/latest' });
      const etag = String(first.headers.etag);
      return { method: 'GET', url: '/api/energy-readings/latest', headers: { 'if-none-match': etag } };
    },
  },
  {
    name: 'GET /api/dashboard-stats',
    route: { method: 'GET', url: '/api/dashboard-stats' },
    request: async () => ({ method: 'GET', url: '/api/dashboard-stats' }),
  },
  {
    name: 'GET /api/user',
    route: { method: 'GET', url: '/api/user' },
    request: async () => ({ method: 'GET', url: '/api/user' }),
  },
  {
    name: 'GET /api/success-stories',
    route: { method: 'GET', url: '/api/success-stories' },
    request: async () => ({ method: 'GET', url: '/api/success-stories' }),
  },
  {
    name: 'GET /api/wealth-habits?date=',
    route: { method: 'GET', url: '/api/wealth-habits' },
    request: async () => ({ method: 'GET', url: `/api/wealth-habits?date=${today()}` }),
  },
  ...([true, false] as const).map((completing): Case => ({
    name: `PATCH /api/daily-rituals/:id (${completing ? 'complete' : 'revert'})`,
    // Read the ritual, then write it with its practice in one statement.
    budget: 2,
    route: { method: 'PATCH', url: '/api/daily-rituals/:id' },
    request: async (t, user) => {
      const list = await t.as(user, { method: 'GET', url: `/api/daily-rituals?date=${today()}` });
      const [ritual] = list.json<Array<{ id: string }>>();
      if (!ritual) throw new Error('no ritual to toggle');
      const url = `/api/daily-rituals/${ritual.id}`;
      // The warm request leaves the ritual in the opposite state, so the counted one really flips it.
      return {
        warm: { method: 'PATCH', url, payload: { isCompleted: !completing } },
        measured: { method: 'PATCH', url, payload: { isCompleted: completing } },
      };
    },
  })),
  {
    name: 'POST /api/wealth-habits/:id/toggle',
    // One statement writes the toggle with its practice and reads back the card.
    budget: 1,
    route: { method: 'POST', url: '/api/wealth-habits/:id/toggle' },
    request: async (t, user) => {
      const habit = await t.as(user, {
        method: 'POST',
        url: '/api/wealth-habits',
        payload: { title: 'Read' },
      });
      const url = `/api/wealth-habits/${habit.json<{ id: string }>().id}/toggle?date=${today()}`;
      return { method: 'POST', url };
    },
  },
];

/**
 * Counts the statements each benchmarked endpoint sends to the database, on a warm request (the
 * session look-up is cached for 5 s, as it is for a dashboard polling every 5 s), for a user with
 * a little of everything: practice, habits, energy readings.
 */
describe('database round trips per benchmarked endpoint', () => {
  let t: TestApp;
  let user: TestUser;
  const has = (route: Case['route']) =>
    t.app.routeTable.some((entry) => entry.method === route.method && entry.url === route.url);

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser({ timeZone: 'UTC' });
    if (has({ method: 'POST', url: '/api/energy-readings' })) {
      const checkIn = { feeling: 'calm', energyLevel: 7, focus: 'Wealth' };
      await t.as(user, { method: 'POST', url: '/api/energy-readings', payload: checkIn });
    }
    const habit = await t.as(user, { method: 'POST', url: '/api/wealth-habits', payload: { title: 'Save' } });
    await t.as(user, { method: 'POST', url: `/api/wealth-habits/${habit.json<{ id: string }>().id}/toggle` });
  });
  afterAll(() => t.close());

  for (const testCase of cases) {
    const budget = testCase.budget ?? MAX_ROUND_TRIPS;
    it(`${testCase.name}: at most ${budget}`, async (context) => {
      if (!has(testCase.route)) context.skip(`${testCase.route.url} is not in this build yet`);
      const built = await testCase.request(t, user);
      const { warm, measured } = 'measured' in built ? built : { warm: built, measured: built };
      // Warm: fills the session cache, and creates per-day rows (rituals) on first read.
      const warmed = await t.as(user, warm);
      expect(warmed.statusCode, warmed.body).toBeLessThan(400);
      const before = t.database.queryCount();
      const response = await t.as(user, measured);
      const roundTrips = t.database.queryCount() - before;
      expect(response.statusCode, response.body).toBeLessThan(400);
      expect(roundTrips, `${testCase.name} made ${roundTrips} round trips`).toBeLessThanOrEqual(budget);
    });
  }
});
