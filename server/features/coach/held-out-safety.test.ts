import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoachExchangeSchema } from '#domain/coach/coach';
import { LABELLED_SET, splitLabelled } from '#domain/coach/labelled/labelled-set';
import { checkSafety } from '#domain/coach/safety-check';
import { createTestApp, type TestApp } from '#server/test-support/test-app';

/**
 * Issue 40's end-to-end check of the safety check: held-out messages (never trained on, never tuning
 * anything) sent through POST /api/coach/messages, each from a fresh member. Whatever the committed
 * check decides reaches the member whole: a crisis gets the crisis reply and a number to tap, an
 * uncertain message the direct question and the number, and nothing else gets a safety reply. How
 * often the check decides right is measured on the whole held-out part by
 * domain/coach/model/held-out-figures.test.ts.
 */
const { heldOut } = splitLabelled(LABELLED_SET);
/** Spread over the whole held-out part rather than its first messages. */
const spread = (texts: readonly string[], count: number) =>
  Array.from({ length: count }, (_, index) => String(texts[Math.floor((index * texts.length) / count)]));

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

  const expectAsChecked = async (message: string) => {
    const reply = await ask(message);
    const { level } = checkSafety(message);
    const tels = reply.help.flatMap((help) => (help.tel ? [help.tel] : []));
    const texts = reply.help.flatMap((help) => (help.sms ? [help.sms] : []));
    if (level === 'none') {
      expect(reply.help).toEqual([]);
      expect(reply.content).not.toMatch(/988|ending your life/);
      return level;
    }
    expect(tels).toEqual(['988', '911']);
    expect(texts).toEqual(['988']);
    expect(reply.action).toBeNull();
    expect(reply.content).not.toMatch(/streak|affirmation|budget|manifest/i);
    if (level === 'uncertain') expect(reply.content).toContain('are you thinking about ending your life?');
    else expect(reply.content).toContain('You deserve to talk with a person right now.');
    return level;
  };

  it('30 held-out crisis messages: each reaches the member as the check decided', async () => {
    const levels = [];
    for (const message of spread(heldOut.crisis, 30)) levels.push(await expectAsChecked(message));
    console.info(
      `30 held-out crisis messages through the API: ${levels.filter((level) => level === 'crisis').length} crisis, ` +
        `${levels.filter((level) => level === 'uncertain').length} asked directly, ${levels.filter((level) => level === 'none').length} missed`,
    );
    expect(levels.filter((level) => level !== 'none').length).toBeGreaterThanOrEqual(28);
  });

  it('10 held-out idioms: each reaches the member as the check decided', async () => {
    const levels = [];
    for (const message of spread(heldOut.idioms, 10)) levels.push(await expectAsChecked(message));
    console.info(`10 held-out idioms through the API: ${levels.join(', ')}`);
    expect(levels.filter((level) => level === 'crisis').length).toBeLessThanOrEqual(1);
  });
});
