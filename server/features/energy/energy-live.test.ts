import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EnergyReadingSchema } from '#domain/energy/energy';
import { readEvents } from '#server/test-support/event-stream';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('real-time energy stream', () => {
  let t: TestApp;
  let url: string;
  let pro: TestUser;
  let other: TestUser;
  let free: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    pro = await t.createUser({ plan: 'pro' });
    other = await t.createUser({ plan: 'premium' });
    free = await t.createUser();
  });
  afterAll(() => t.close());

  it('402s for Free, naming Pro (the 5-second poll stays theirs)', async () => {
    const response = await t.as(free, { method: 'GET', url: '/api/energy-readings/stream' });
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toBe(
      'Real-time energy monitoring is part of the Pro plan. Upgrade to Pro to use it.',
    );
  });

  it('401s without a session', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/energy-readings/stream' })).statusCode).toBe(401);
  });

  it('sends the latest reading at once, then each check-in from another device the moment it commits', async () => {
    const stream = await fetch(`${url}/api/energy-readings/stream`, { headers: { cookie: pro.cookie } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const received = readEvents(stream, 2);
    // Give the stream its first (empty) event before the check-in, like a tab opened earlier.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await t.as(other, {
      method: 'POST',
      url: '/api/energy-readings',
      payload: { feeling: 'calm', energyLevel: 3, focus: 'Love' },
    });
    const checkIn = await t.as(pro, {
      method: 'POST',
      url: '/api/energy-readings',
      payload: { feeling: 'joyful', energyLevel: 8, focus: 'Love' },
    });
    const [first, second] = await received;
    expect(first).toBeNull();
    const reading = EnergyReadingSchema.parse(second);
    expect(reading.id).toBe(checkIn.json().id);
    expect(reading.frequency).toBe(844);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
