import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { EnergyReadingListSchema, EnergyReadingSchema } from '#domain/energy/energy';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const CALM_7_WEALTH = { feeling: 'calm', energyLevel: 7, focus: 'Wealth' };

describe('energy readings API', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    ann = await t.createUser({ timeZone: 'Pacific/Kiritimati' });
    ben = await t.createUser();
  });
  afterAll(() => t.close());

  const checkIn = (user: TestUser, payload: object) =>
    t.as(user, { method: 'POST', url: '/api/energy-readings', payload });
  const latest = (user: TestUser, headers: Record<string, string> = {}) =>
    t.as(user, { method: 'GET', url: '/api/energy-readings/latest', headers });

  it('answers 401 without a session', async () => {
    const response = await t.as(null, { method: 'GET', url: '/api/energy-readings/latest' });
    expect(response.statusCode).toBe(401);
  });

  it('answers 200 null for a user with no readings, with an ETag, and 304 when it matches', async () => {
    const first = await latest(ben);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toBeNull();
    expect(first.headers.etag).toBe('"none"');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await latest(ben, { 'if-none-match': '"none"' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A Content-Length would describe the 200 representation; "null"'s 4 bytes are not it.
    expect(again.headers['content-length']).toBeUndefined();
  });

  it('records a check-in mapped onto the solfeggio scale, on the user’s own day, with coherence 0 before any practice', async () => {
    const response = await checkIn(ann, CALM_7_WEALTH);
    expect(response.statusCode).toBe(201);
    const reading = EnergyReadingSchema.parse(response.json());
    expect(reading).toMatchObject({
      frequency: 735,
      coherence: 0,
      vibrationType: 'Wealth',
      feeling: 'calm',
      energyLevel: 7,
      day: localDay(new Date(), 'Pacific/Kiritimati'),
    });
  });

  it('serves the newest reading with its id as the ETag; 304 for the current tag, 200 for a stale one', async () => {
    const created = EnergyReadingSchema.parse(
      (await checkIn(ann, { feeling: 'inspired', energyLevel: 10, focus: 'Love' })).json(),
    );
    const response = await latest(ann, { 'if-none-match': '"none"' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: created.id, frequency: 963, vibrationType: 'Love' });
    expect(response.headers.etag).toBe(`"${created.id}"`);
    for (const header of [`"${created.id}"`, `W/"${created.id}"`, `"other", "${created.id}"`, '*']) {
      const cached = await latest(ann, { 'if-none-match': header });
      expect(cached.statusCode, header).toBe(304);
    }
  });

  it('answers a repeated poll from memory, and shows a new check-in on the next poll', async () => {
    const first = await latest(ann);
    const before = t.database.queryCount();
    const again = await latest(ann);
    expect(t.database.queryCount() - before).toBe(0);
    expect(again.body).toBe(first.body);
    const created = EnergyReadingSchema.parse(
      (await checkIn(ann, { ...CALM_7_WEALTH, energyLevel: 9 })).json(),
    );
    const after = await latest(ann);
    expect(after.json()).toMatchObject({ id: created.id });
    expect(after.headers.etag).toBe(`"${created.id}"`);
  });

  it('records a double-submitted check-in once (same requestId, concurrent requests)', async () => {
    const payload = { ...CALM_7_WEALTH, requestId: crypto.randomUUID() };
    const responses = await Promise.all([checkIn(ben, payload), checkIn(ben, payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = responses.map((r) => EnergyReadingSchema.parse(r.json()));
    expect(a?.id).toBe(b?.id);
    const list = EnergyReadingListSchema.parse(
      (await t.as(ben, { method: 'GET', url: '/api/energy-readings' })).json(),
    );
    expect(list).toHaveLength(1);
    // The same id from another user is that user's own check-in.
    expect((await checkIn(ann, payload)).statusCode).toBe(201);
  });

  it.each([
    [{ ...CALM_7_WEALTH, energyLevel: 11 }, 'energyLevel: must be a whole number from 1 to 10'],
    [{ ...CALM_7_WEALTH, energyLevel: 0 }, 'energyLevel: must be a whole number from 1 to 10'],
    [{ ...CALM_7_WEALTH, energyLevel: '5' }, 'energyLevel: must be a whole number from 1 to 10'],
    [{ ...CALM_7_WEALTH, feeling: 'elated' }, 'feeling: must be one of'],
    [{ ...CALM_7_WEALTH, focus: 'Health' }, 'focus: must be one of Wealth, Gratitude, Love, Peace, Clarity'],
    [{ feeling: 'calm', focus: 'Wealth' }, 'energyLevel:'],
    [{ ...CALM_7_WEALTH, requestId: 'abc' }, 'requestId: must be a valid id'],
    [{ ...CALM_7_WEALTH, frequency: 999 }, 'frequency'],
  ])('refuses %o with 400 naming the field', async (payload, message) => {
    const response = await checkIn(ann, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('lists readings newest first, 30 by default, up to limit, and only the user’s own', async () => {
    const user = await t.createUser();
    const focuses = ['Wealth', 'Gratitude', 'Love', 'Peace', 'Clarity'];
    for (let i = 0; i < 32; i += 1)
      await checkIn(user, { feeling: 'neutral', energyLevel: (i % 10) + 1, focus: focuses[i % 5] });
    const list = EnergyReadingListSchema.parse(
      (await t.as(user, { method: 'GET', url: '/api/energy-readings' })).json(),
    );
    expect(list).toHaveLength(30);
    const times = list.map((reading) => reading.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const five = await t.as(user, { method: 'GET', url: '/api/energy-readings?limit=5' });
    expect(EnergyReadingListSchema.parse(five.json()).map((r) => r.id)).toEqual(
      list.slice(0, 5).map((r) => r.id),
    );
    const annIds = new Set(
      EnergyReadingListSchema.parse(
        (await t.as(ann, { method: 'GET', url: '/api/energy-readings?limit=100' })).json(),
      ).map((r) => r.id),
    );
    expect(list.some((reading) => annIds.has(reading.id))).toBe(false);
  });

  it.each(['0', '101', '2.5', 'all'])('refuses limit=%s with 400 naming the field', async (limit) => {
    const response = await t.as(ann, { method: 'GET', url: `/api/energy-readings?limit=${limit}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring limit: must be a whole number from 1 to 100');
  });
});
