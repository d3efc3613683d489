import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

/**
 * The March 2025 lunation: new moon 28 February 00:45 UTC, full moon 14 March 06:55 UTC, next new
 * moon 29 March 10:58 UTC. The clock is moved with fake Dates only (timers stay real for the database).
 */
const WAXING = new Date('2025-03-01T12:00:00Z');
const AFTER_FULL = new Date('2025-03-20T12:00:00Z');
const NEXT_CYCLE = new Date('2025-04-02T12:00:00Z');

describe('moon intentions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const at = (now: Date) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  };
  const post = (user: TestUser, payload: object) =>
    t.as(user, { method: 'POST', url: '/api/moon-intentions', payload });
  const cycles = async (user: TestUser) =>
    (await t.as(user, { method: 'GET', url: '/api/moon-intentions' })).json();

  it('sets up to three intentions before the full moon, linked to an own goal, retries never duplicate', async () => {
    const user = await t.createUser();
    const goal = await t.as(user, {
      method: 'POST',
      url: '/api/quantum-goals',
      payload: { title: 'Emergency fund', manifestationDate: '2025-12-31' },
    });
    expect(goal.statusCode).toBe(201);
    at(WAXING);
    const requestId = randomUUID();
    const first = await post(user, { text: 'Save $500', goalId: goal.json().id, requestId: requestId });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ text: 'Save $500', goalTitle: 'Emergency fund', outcome: null });
    const retry = await post(user, { text: 'Save $500', goalId: goal.json().id, requestId: requestId });
    expect(retry.json().id).toBe(first.json().id);
    for (const text of ['Pitch two clients', 'Read one money book'])
      expect((await post(user, { text, requestId: randomUUID() })).statusCode).toBe(201);
    const fourth = await post(user, { text: 'One more', requestId: randomUUID() });
    expect(fourth.statusCode).toBe(409);
    const state = await cycles(user);
    expect(state.current.cycle.newMoon.slice(0, 16)).toBe('2025-02-28T00:45');
    expect(state.current.intentions).toHaveLength(3);
    expect(state.current.canSet).toBe(false);
    expect(state.current.canReview).toBe(false);
  });

  it('answers a replayed create (same requestId) with the same intention and stores one row', async () => {
    const user = await t.createUser();
    at(WAXING);
    const payload = { text: 'Open a savings pot', requestId: randomUUID() };
    const [a, b] = await Promise.all([post(user, payload), post(user, payload)]);
    const replay = await post(user, payload);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(new Set([a.json().id, b.json().id, replay.json().id]).size).toBe(1);
    expect((await cycles(user)).current.intentions).toHaveLength(1);
  });

  it('reviews from the full moon on, keeps the answers in view the next cycle, and exports them', async () => {
    const user = await t.createUser();
    at(WAXING);
    const created = (await post(user, { text: 'Launch the shop', requestId: randomUUID() })).json();
    const early = await t.as(user, {
      method: 'PATCH',
      url: `/api/moon-intentions/${created.id}`,
      payload: { outcome: 'manifested' },
    });
    expect(early.statusCode).toBe(409);

    at(AFTER_FULL);
    expect((await post(user, { text: 'Too late', requestId: randomUUID() })).statusCode).toBe(409);
    expect((await cycles(user)).current.canReview).toBe(true);
    const reviewed = await t.as(user, {
      method: 'PATCH',
      url: `/api/moon-intentions/${created.id}`,
      payload: { outcome: 'growing', reflection: 'Ten orders so far.' },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ outcome: 'growing', reflection: 'Ten orders so far.' });

    at(NEXT_CYCLE);
    const next = await cycles(user);
    expect(next.current.intentions).toEqual([]);
    expect(next.current.canSet).toBe(true);
    expect(next.previous.intentions[0]).toMatchObject({ text: 'Launch the shop', outcome: 'growing' });

    vi.useRealTimers();
    const exported = await t.as(user, { method: 'GET', url: '/api/account/export' });
    expect(exported.statusCode).toBe(200);
    expect(JSON.stringify(exported.json())).toContain('Launch the shop');
  });

  it("answers 404 for another member's intention or goal and 400 for bad input", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    at(WAXING);
    const mine = (await post(owner, { text: 'Mine', requestId: randomUUID() })).json();
    at(AFTER_FULL);
    const foreign = await t.as(stranger, {
      method: 'PATCH',
      url: `/api/moon-intentions/${mine.id}`,
      payload: { outcome: 'released' },
    });
    expect(foreign.statusCode).toBe(404);
    at(WAXING);
    const goal = await t.as(owner, {
      method: 'POST',
      url: '/api/quantum-goals',
      payload: { title: 'Owner goal', manifestationDate: '2025-12-31' },
    });
    const borrowed = await post(stranger, {
      text: 'x',
      goalId: goal.json().id,
      requestId: randomUUID(),
    });
    expect(borrowed.statusCode).toBe(404);
    for (const [payload, message] of [
      [{ text: '', requestId: randomUUID() }, /^text: Write your intention/],
      [{ text: 'ok', requestId: 'abc' }, /^requestId: must be a valid id/],
      [{ text: 'x'.repeat(281), requestId: randomUUID() }, /^text: Keep an intention under 280/],
      [{ text: 'ok', requestId: randomUUID(), extra: 1 }, /extra/],
    ] as const) {
      const response = await post(owner, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const badOutcome = await t.as(owner, {
      method: 'PATCH',
      url: `/api/moon-intentions/${mine.id}`,
      payload: { outcome: 'maybe' },
    });
    expect(badOutcome.statusCode).toBe(400);
    expect(badOutcome.json().message).toMatch(/^outcome: must be one of manifested, growing, released/);
  });
});
