import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { CoachExchangeSchema } from '#domain/coach/coach';
import { monthOf } from '#domain/rest-days/rest-days';
import { MINUTE_MS, addDays, localDay, localHour, localTime } from '#domain/shared/dates';
import { meditationSessions } from '#server/db/schema/meditation';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

// A zone where it is not near midnight now, so "today" cannot turn into "yesterday" mid-test.
const ZONE =
  ['America/New_York', 'Europe/Berlin', 'Asia/Tokyo'].find((zone) => {
    const hour = localHour(new Date(), zone);
    return hour >= 1 && hour <= 22;
  }) ?? 'America/New_York';

/**
 * The built-in coach answers what was asked (issue 40, "Understanding ordinary questions"): each
 * question from a fresh Premium member, through POST /api/coach/messages, with facts from her own log.
 */
describe('built-in coach: ordinary questions answered from the member’s own data', () => {
  let t: TestApp;
  const today = localDay(new Date(), ZONE);
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const member = () => t.createUser({ plan: 'premium', firstName: 'Maya', timeZone: ZONE });
  const ask = async (user: TestUser, message: string) => {
    const response = await t.as(user, { method: 'POST', url: '/api/coach/messages', payload: { message } });
    expect(response.statusCode, response.body).toBe(201);
    return CoachExchangeSchema.parse(response.json()).reply;
  };
  const meditate = async (user: TestUser) => {
    const session = await t.as(user, {
      method: 'POST',
      url: '/api/meditation-sessions',
      payload: {
        type: 'guided',
        duration: 2,
        title: 'Abundance Alignment',
        meditationId: 'abundance-alignment',
        completed: true,
      },
    });
    expect(session.statusCode, session.body).toBe(201);
  };

  it('"When did I last meditate?" two minutes after a session names it, today and when', async () => {
    const maya = await member();
    await meditate(maya);
    // Two minutes after the session: its completion moved back, as the clock would have.
    const finishedAt = new Date(Date.now() - 2 * MINUTE_MS);
    await t.database.db
      .update(meditationSessions)
      .set({ completedAt: finishedAt })
      .where(and(eq(meditationSessions.userId, maya.id), isNotNull(meditationSessions.completedAt)));
    const reply = await ask(maya, 'When did I last meditate?');
    expect(reply.content).toContain(
      `Your last meditation was today at ${localTime(finishedAt, ZONE)}, 2 minutes ago: 2 minutes of Abundance Alignment.`,
    );
    expect(reply.content).not.toContain('not sure I understood');
    expect((await ask(maya, 'How many sessions have I done this week?')).content).toContain(
      'you have completed 1 meditation (2 minutes in all)',
    );
  });

  it('the budget with her figures: what is left, the share and the fit', async () => {
    const maya = await member();
    const reply = await ask(maya, 'I take home $2,800, rent is $1,100, how do I save $300 a month?');
    expect(reply.content).toContain('$2,800 take-home less $1,100 for rent leaves $1,700 a month.');
    expect(reply.content).toContain('Saving $300 is 11% of your take-home and 18% of what is left');
    expect(reply.content).not.toContain('$167');
  });

  it('"Is my streak safe if I miss tomorrow?" gets the yes first, with the rest days she has left', async () => {
    const maya = await member();
    await meditate(maya);
    const rest = await t.as(maya, { method: 'POST', url: '/api/rest-days', payload: { date: today } });
    expect(rest.statusCode, rest.body).toBe(201);
    const reply = await ask(maya, "Is my streak safe if I miss tomorrow? I'm travelling");
    expect(reply.content).toMatch(/^Yes, if you mark tomorrow as a rest day/);
    expect(reply.content).toContain(
      monthOf(addDays(today, 1)) === monthOf(today)
        ? 'you have 3 left this month'
        : 'tomorrow starts a new one',
    );
    expect(reply.content).toContain('You have no streak freeze banked');
    expect(reply.action).toMatchObject({ kind: 'open-page', href: '/dashboard' });
  });

  it('awake at 3 am over a bill: a sleep story to start, the bill in one line', async () => {
    const maya = await member();
    const reply = await ask(maya, 'Waking at 3 am worrying about the Visa bill');
    expect(reply.action).toMatchObject({ kind: 'start-session', sessionId: 'night-ferry' });
    expect(reply.content).toContain('sleep story');
    expect(reply.content).toContain('Write the Visa bill on a note by the bed');
    expect(reply.content).not.toMatch(/Sunrise|landlord|split payment/);
  });

  it('"What should I do today?" never suggests the habit skipped a minute ago', async () => {
    const maya = await member();
    const created = await t.as(maya, {
      method: 'POST',
      url: '/api/wealth-habits',
      payload: { title: 'Read 10 pages', category: 'learning', frequency: 'daily' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const habitId = created.json<{ id: string }>().id;
    const skipped = await t.as(maya, {
      method: 'POST',
      url: `/api/wealth-habits/${habitId}/skips`,
      payload: { date: today },
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    const reply = await ask(maya, 'What should I do today?');
    expect(reply.content).toContain('Here is today in small steps');
    expect(reply.content).not.toContain('Read 10 pages');
    expect(reply.action).not.toMatchObject({ habitId });
  });
});
