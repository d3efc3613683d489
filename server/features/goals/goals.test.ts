import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GoalListSchema, GoalSchema } from '#domain/goals/goals';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('quantum goals API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const post = (user: TestUser | null, payload: Record<string, unknown>) =>
    t.as(user, { method: 'POST', url: '/api/quantum-goals', payload });
  const patch = (user: TestUser, id: string, payload: Record<string, unknown>) =>
    t.as(user, { method: 'PATCH', url: `/api/quantum-goals/${id}`, payload });
  const list = async (user: TestUser) => {
    const response = await t.as(user, { method: 'GET', url: '/api/quantum-goals' });
    expect(response.statusCode).toBe(200);
    return GoalListSchema.parse(response.json());
  };
  const create = async (user: TestUser, payload: Record<string, unknown> = {}) => {
    const response = await post(user, { title: 'Own my home', manifestationDate: '2030-01-01', ...payload });
    expect(response.statusCode).toBe(201);
    return GoalSchema.parse(response.json());
  };

  describe('POST /api/quantum-goals', () => {
    it('creates a goal with progress 0 and a server-computed probability', async () => {
      const user = await t.createUser();
      const goal = await create(user, { description: 'A garden and a study', targetAmount: 450000 });
      expect(goal).toMatchObject({
        title: 'Own my home',
        description: 'A garden and a study',
        targetAmount: 450000,
        manifestationDate: '2030-01-01',
        currentProgress: 0,
        probability: 70,
      });
    });

    it('omits an empty description and a missing target amount', async () => {
      const user = await t.createUser();
      const goal = await create(user, { description: '   ' });
      expect(goal).toMatchObject({ description: null, targetAmount: null });
    });

    it.each([
      ['a missing date', { title: 'x' }, 'manifestationDate: Please select a manifestation date.'],
      [
        'an empty date',
        { title: 'x', manifestationDate: '' },
        'manifestationDate: Please select a manifestation date.',
      ],
      [
        'an unparsable date',
        { title: 'x', manifestationDate: 'soon' },
        'manifestationDate: Please select a valid manifestation date.',
      ],
      [
        'an impossible date',
        { title: 'x', manifestationDate: '2027-02-29' },
        'manifestationDate: Please select a valid manifestation date.',
      ],
      [
        'a blank title',
        { title: ' ', manifestationDate: '2030-01-01' },
        'title: Please enter a title for your goal.',
      ],
      [
        'a fractional amount',
        { title: 'x', manifestationDate: '2030-01-01', targetAmount: 99.5 },
        'targetAmount: must be a whole number of dollars',
      ],
      [
        'a negative amount',
        { title: 'x', manifestationDate: '2030-01-01', targetAmount: -5 },
        'targetAmount: must be at least $1',
      ],
      [
        'a client-chosen probability',
        { title: 'x', manifestationDate: '2030-01-01', probability: 100 },
        'body: Unrecognized key: "probability"',
      ],
    ])('refuses %s with 400 and a message', async (_name, payload, message) => {
      const user = await t.createUser();
      const response = await post(user, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it('creates one goal from a double submit and says why the second failed', async () => {
      const user = await t.createUser();
      const payload = { title: 'Debt free', manifestationDate: '2028-06-30' };
      const responses = await Promise.all([post(user, payload), post(user, payload)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(responses.find((r) => r.statusCode === 409)?.json()).toEqual({
        message: 'You already have a goal with this title.',
      });
      expect(await list(user)).toHaveLength(1);
    });

    it('treats titles case-insensitively per user, not across users', async () => {
      const user = await t.createUser();
      const other = await t.createUser();
      await create(user, { title: 'Debt Free' });
      expect((await post(user, { title: 'debt free', manifestationDate: '2030-01-01' })).statusCode).toBe(
        409,
      );
      expect((await post(other, { title: 'debt free', manifestationDate: '2030-01-01' })).statusCode).toBe(
        201,
      );
    });

    it('needs a session', async () => {
      expect((await post(null, {})).statusCode).toBe(401);
    });
  });

  describe('POST /api/quantum-goals with a requestId', () => {
    it('answers a replay with the same goal and stores one row, even at the plan limit', async () => {
      const user = await t.createUser();
      const requestId = crypto.randomUUID();
      const first = await create(user, { title: 'Debt free', requestId });
      const [again, concurrent] = await Promise.all([
        post(user, { title: 'Debt free', manifestationDate: '2030-01-01', requestId }),
        post(user, { title: 'Debt free', manifestationDate: '2030-01-01', requestId }),
      ]);
      expect(again.statusCode).toBe(201);
      expect(concurrent.statusCode).toBe(201);
      expect(again.json().id).toBe(first.id);
      expect(concurrent.json().id).toBe(first.id);
      expect((await list(user)).filter((goal) => goal.title === 'Debt free')).toHaveLength(1);
    });

    it('keeps another member’s request ids apart', async () => {
      const [ann, ben] = [await t.createUser(), await t.createUser()];
      const requestId = crypto.randomUUID();
      const mine = await create(ann, { requestId });
      const theirs = await create(ben, { requestId });
      expect(theirs.id).not.toBe(mine.id);
    });

    it('refuses a request id that is not a UUID with 400 naming the field', async () => {
      const user = await t.createUser();
      const response = await post(user, { title: 'x', manifestationDate: '2030-01-01', requestId: 'abc' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('requestId: must be a valid id');
      expect(await list(user)).toHaveLength(0);
    });
  });

  describe('GET /api/quantum-goals', () => {
    it("lists only the user's goals, soonest date first", async () => {
      const user = await t.createUser();
      const other = await t.createUser();
      await create(user, { title: 'Later', manifestationDate: '2031-01-01' });
      await create(user, { title: 'Sooner', manifestationDate: '2029-01-01' });
      await create(other, { title: 'Not yours' });
      expect((await list(user)).map((g) => g.title)).toEqual(['Sooner', 'Later']);
    });

    it("recomputes probability from the user's today as time passes", async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-01-01T12:00:00Z'));
      const user = await t.createUser();
      const goal = await create(user, { manifestationDate: '2026-01-11' });
      expect(goal.probability).toBe(70);
      vi.setSystemTime(new Date('2026-01-06T12:00:00Z'));
      expect((await list(user))[0]?.probability).toBe(12);
      const updated = await patch(user, goal.id, { currentProgress: 50 });
      expect(updated.json()).toMatchObject({ currentProgress: 50, probability: 85 });
    });
  });

  describe('PATCH /api/quantum-goals/:id', () => {
    it('updates any field, clears description and target with null', async () => {
      const user = await t.createUser();
      const goal = await create(user, { description: 'Old', targetAmount: 1000 });
      const response = await patch(user, goal.id, {
        title: 'New title',
        description: null,
        targetAmount: null,
        manifestationDate: '2032-12-31',
        currentProgress: 100,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: goal.id,
        title: 'New title',
        description: null,
        targetAmount: null,
        manifestationDate: '2032-12-31',
        currentProgress: 100,
        probability: 100,
      });
      expect((await list(user))[0]).toMatchObject({ title: 'New title', currentProgress: 100 });
    });

    it.each([
      ['progress above 100', { currentProgress: 101 }, 'currentProgress: must be from 0 to 100'],
      ['negative progress', { currentProgress: -1 }, 'currentProgress: must be from 0 to 100'],
      ['fractional progress', { currentProgress: 12.5 }, 'currentProgress: must be a whole percent'],
      [
        'a bad date',
        { manifestationDate: '2030-13-01' },
        'manifestationDate: Please select a valid manifestation date.',
      ],
      ['nothing', {}, 'body: Nothing to update.'],
      ['an unknown field', { probability: 99 }, 'body: Unrecognized key: "probability"'],
    ])('refuses %s with 400', async (_name, payload, message) => {
      const user = await t.createUser();
      const goal = await create(user);
      const response = await patch(user, goal.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    });

    it("answers 404 for another user's goal and leaves it alone", async () => {
      const owner = await t.createUser();
      const intruder = await t.createUser();
      const goal = await create(owner);
      const response = await patch(intruder, goal.id, { currentProgress: 100 });
      expect(response.statusCode).toBe(404);
      expect((await list(owner))[0]?.currentProgress).toBe(0);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const user = await t.createUser();
      expect(
        (await patch(user, '00000000-0000-4000-8000-000000000000', { currentProgress: 5 })).statusCode,
      ).toBe(404);
      const malformed = await patch(user, 'abc', { currentProgress: 5 });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ message: 'params id: must be a valid id' });
    });

    it('answers 409 when renaming onto another goal of the same title', async () => {
      const user = await t.createUser();
      await create(user, { title: 'First' });
      const second = await create(user, { title: 'Second' });
      const response = await patch(user, second.id, { title: 'FIRST' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'You already have a goal with this title.' });
    });

    it('lands both of two progress updates sent at once on one final value', async () => {
      const user = await t.createUser();
      const goal = await create(user);
      await Promise.all([
        patch(user, goal.id, { currentProgress: 40 }),
        patch(user, goal.id, { currentProgress: 60 }),
      ]);
      expect([40, 60]).toContain((await list(user))[0]?.currentProgress);
    });
  });
});
