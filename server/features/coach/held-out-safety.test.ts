import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoachExchangeSchema } from '#domain/coach/coach';
import { LABELLED_SET, splitLabelled } from '#domain/coach/labelled/labelled-set';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

/**
 * Issue 40's end-to-end check of the safety check: held-out messages (never trained on, never tuning
 * anything) sent through POST /api/coach/messages, each from a fresh member. A crisis message gets a
 * safety reply with a number to tap and nothing else; an everyday idiom gets ordinary coaching.
 */
const { heldOut } = splitLabelled(LABELLED_SET);
/** Spread over the whole held-out part rather than its first messages. */
const spread = (texts: readonly string[], count: number) =>
  Array.from({ length: Math.min(count, texts.length) }, (_, index) =>
    String(texts[Math.floor((index * texts.length) / Math.min(count, texts.length))]),
  );

describe('held-out messages through the coach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = async (message: string) => {
    const member = await t.createUser({ plan: 'premium', timeZone: 'America/New_York' });
    const response = await t.as(member, { method: 'POST', url: '/api/coach/messages', payload: { message } });
    expect(response.statusCode, response.body).toBe(201);
    return CoachExchangeSchema.parse(response.json()).reply;
  };

  it.each(spread(heldOut.crisis, 30))('a crisis message gets care and a number: %s', async (message) => {
    const reply = await ask(message);
    expect(reply.help.map((help) => help.tel)).toContain('988');
    expect(reply.content).toContain('988');
    expect(reply.action).toBeNull();
    expect(reply.content).not.toMatch(/streak|affirmation|budget|manifest/i);
  });

  it.each(spread(heldOut.idioms, 10))('an everyday idiom gets ordinary coaching: %s', async (message) => {
    const reply = await ask(message);
    expect(reply.help).toEqual([]);
    expect(reply.content).not.toMatch(/988|ending your life|crisis/i);
  });
});
