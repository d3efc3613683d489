import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STREAMS_PER_MEMBER, TOO_MANY_STREAMS } from './event-streams';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('live event streams per member', () => {
  let t: TestApp;
  let url: string;
  let member: TestUser;
  let other: TestUser;
  const open: AbortController[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    member = await t.createUser({ plan: 'premium' });
    other = await t.createUser({ plan: 'premium' });
  });
  afterAll(async () => {
    for (const controller of open) controller.abort();
    await t.close();
  });

  const stream = async (user: TestUser) => {
    const controller = new AbortController();
    const response = await fetch(`${url}/api/energy-readings/stream`, {
      headers: { cookie: user.cookie },
      signal: controller.signal,
    });
    if (response.status === 200) open.push(controller);
    return { response, close: () => controller.abort() };
  };

  it('holds 5 at once, answers the 6th on any SSE route 429, and frees a slot when one closes', async () => {
    const first = await stream(member);
    expect(first.response.status).toBe(200);
    for (let index = 1; index < EVENT_STREAMS_PER_MEMBER; index += 1)
      expect((await stream(member)).response.status).toBe(200);

    const sixth = await stream(member);
    expect(sixth.response.status).toBe(429);
    expect(await sixth.response.json()).toEqual({ message: TOO_MANY_STREAMS });
    // The coach's streamed reply counts against the same slots, and a refused one stores nothing.
    const coach = await t.as(member, {
      method: 'POST',
      url: '/api/coach/messages',
      headers: { accept: 'text/event-stream' },
      payload: { message: 'How do I start saving?' },
    });
    expect(coach.statusCode).toBe(429);
    expect(coach.json().message).toBe(TOO_MANY_STREAMS);
    const history = await t.as(member, { method: 'GET', url: '/api/coach/messages' });
    expect(history.json().messages).toEqual([]);
    // Another member's streams are theirs.
    expect((await stream(other)).response.status).toBe(200);

    first.close();
    let again = await stream(member);
    for (let tries = 0; again.response.status === 429 && tries < 40; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = await stream(member);
    }
    expect(again.response.status).toBe(200);
    expect((await stream(member)).response.status).toBe(429);
  });
});
