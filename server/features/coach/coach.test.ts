import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CoachExchangeSchema, CoachMessagesPageSchema } from '#domain/coach/coach';
import { users } from '#server/db/schema/users';
import { startChatStandIn, type ChatStandIn } from '#server/test-support/chat-stand-in';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

/** SSE body -> [event, data] pairs. */
function events(body: string): [string, unknown][] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return [event, JSON.parse(data)];
    });
}

describe('coach API with a chat model (stand-in on loopback)', () => {
  let standIn: ChatStandIn;
  let t: TestApp;
  let maya: TestUser;
  let ben: TestUser;
  let freeUser: TestUser;

  beforeAll(async () => {
    standIn = await startChatStandIn();
    t = await createTestApp({
      AI_BASE_URL: standIn.baseUrl,
      AI_MODEL: 'stand-in',
      ENFORCE_PLAN_LIMITS: 'true',
      COACH_DAILY_MESSAGES: '4',
    });
    maya = await t.createUser({ plan: 'premium', firstName: 'Maya' });
    ben = await t.createUser({ plan: 'premium', firstName: 'Ben' });
    freeUser = await t.createUser({ plan: 'pro' });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });
  beforeEach(() => {
    standIn.mode = 'stream';
    standIn.delayMs = 20;
    standIn.requests.length = 0;
  });

  const post = (user: TestUser, payload: unknown, stream = false) =>
    t.as(user, {
      method: 'POST',
      url: '/api/coach/messages',
      payload: payload as object,
      headers: stream ? { accept: 'text/event-stream' } : {},
    });
  const history = async (user: TestUser, query = '') =>
    CoachMessagesPageSchema.parse(
      (await t.as(user, { method: 'GET', url: `/api/coach/messages${query}` })).json(),
    );

  it('400s a missing, empty or too long message, naming the field', async () => {
    for (const payload of [{}, { message: '   ' }, { message: 'x'.repeat(2001) }, { message: 5 }]) {
      const response = await post(maya, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(/message/);
    }
  });

  it('402s below Premium, naming Premium, on every endpoint', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.as(freeUser, {
        method,
        url: '/api/coach/messages',
        payload: method === 'POST' ? { message: 'hi' } : undefined,
      });
      expect(response.statusCode, method).toBe(402);
      expect(response.json().message).toContain('Premium');
    }
  });

  it('reads the model’s whole answer, checks it, then streams it and stores both messages', async () => {
    const response = await post(maya, { message: 'How is my emergency fund going?' }, true);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const received = events(response.body);
    expect(received.filter(([event]) => event === 'delta').map(([, data]) => data)).toEqual([
      { text: 'Breathe in. Your fund grows weekly.' },
    ]);
    const [lastEvent, done] = received.at(-1) ?? [];
    expect(lastEvent).toBe('done');
    const exchange = CoachExchangeSchema.parse(done);
    expect(exchange.reply).toMatchObject({
      role: 'coach',
      content: 'Breathe in. Your fund grows weekly.',
      source: 'model',
      // The topic model reads a fund the member has not set up yet as a goal question.
      action: { kind: 'open-page', label: 'Set your first goal', href: '/goals' },
    });
    const sent = standIn.requests[0]?.body;
    expect(sent).toMatchObject({ model: 'stand-in', stream: true });
    expect(JSON.stringify(sent)).toContain("Member's first name: Maya");
    expect(JSON.stringify(sent)).not.toContain('Ben');
    const page = await history(maya);
    expect(page.messages.map((message) => message.role)).toEqual(['member', 'coach']);
    expect(page).toMatchObject({ usedToday: 1, dailyLimit: 4, coach: 'model' });
  });

  it('never asks the model about a crisis: the committed reply names the member’s line', async () => {
    await t.database.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, maya.id));
    const response = await post(maya, { message: 'I keep thinking about killing myself' }, true);
    const [lastEvent, done] = events(response.body).at(-1) ?? [];
    expect(lastEvent).toBe('done');
    const { reply } = CoachExchangeSchema.parse(done);
    expect(reply).toMatchObject({ source: 'built-in', action: null });
    expect(reply.content).toContain('116 123');
    expect(reply.help).toContainEqual({ label: 'Call Samaritans: 116 123', tel: '116123' });
    expect(standIn.requests).toHaveLength(0);
  });

  it('replaces a model answer with a wrong figure or the operator’s words by the built-in answer', async () => {
    const dana = await t.createUser({ plan: 'premium' });
    const pieces = standIn.pieces;
    for (const wrong of [
      ['Your Emergency fund ', 'is 87% done.'],
      ['No AI model is set up ', 'on this server.'],
    ]) {
      standIn.pieces = wrong;
      const response = await post(dana, { message: 'How is my emergency fund going?' });
      const { reply } = CoachExchangeSchema.parse(response.json());
      expect(reply.source, wrong.join('')).toBe('built-in');
      expect(reply.content).not.toMatch(/87%|server/);
      expect(reply.content).toContain('You have no open goals yet');
    }
    standIn.pieces = pieces;
    expect(standIn.requests).toHaveLength(2);
  });

  it('sends the member’s real figures as context, never their journal, and streams only checked text', async () => {
    const iris = await t.createUser({ plan: 'premium', firstName: 'Iris', timeZone: 'UTC' });
    const pieces = standIn.pieces;
    const today = new Date().toISOString().slice(0, 10);
    const created = async (url: string, payload: object) => {
      const response = await t.as(iris, { method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const due = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10);
    const goalId = await created('/api/quantum-goals', {
      title: 'Emergency fund',
      targetAmount: 5000,
      manifestationDate: due,
    });
    const patched = await t.as(iris, {
      method: 'PATCH',
      url: `/api/quantum-goals/${goalId}`,
      payload: { currentProgress: 40 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const habitId = await created('/api/wealth-habits', {
      title: 'Review budget',
      category: 'financial',
      frequency: 'daily',
    });
    const toggled = await t.as(iris, {
      method: 'POST',
      url: `/api/wealth-habits/${habitId}/toggle?completed=true&date=${today}`,
      payload: {},
    });
    expect(toggled.statusCode, toggled.body).toBe(200);
    await created('/api/meditation-sessions', {
      type: 'guided',
      duration: 10,
      title: 'Abundance Alignment',
      meditationId: 'abundance-alignment',
      completed: true,
    });
    await created('/api/journal', {
      text: 'I am hiding the Harlow overdraft from my sister',
      mood: 2,
      gratitude: ['Lemon cake at the corner bakery'],
    });

    // A model answer that states only true figures passes the check and is what the member reads.
    standIn.pieces = ['Your Emergency fund is 40% done: ', '$2,000 of $5,000. Keep going.'];
    const right = await post(iris, { message: 'How is my emergency fund going?' }, true);
    const rightEvents = events(right.body);
    expect(rightEvents.filter(([event]) => event === 'delta').map(([, data]) => data)).toEqual([
      { text: 'Your Emergency fund is 40% done: $2,000 of $5,000. Keep going.' },
    ]);
    expect(CoachExchangeSchema.parse(rightEvents.at(-1)?.[1]).reply.source).toBe('model');

    // The context: the goal's true figures (40% of $5,000, set today, 100 days left), the habit done
    // today, today's 10-minute meditation; nothing written in the journal.
    const prompt = JSON.stringify(standIn.requests[0]?.body);
    expect(prompt).toContain(
      'Goal \\"Emergency fund\\" ($5000): 40% done, 0% of its time used, 100 days left',
    );
    expect(prompt).toContain('Habit \\"Review budget\\" (daily, financial): streak 1, done this day.');
    expect(prompt).toContain(`${today}: 1, 10 / 0 / 1 / -`);
    expect(prompt).not.toMatch(/Harlow|overdraft|sister|Lemon cake|bakery/);

    // A wrong figure, "a 8-day" or a long ramble never reach the stream: the
    // one delta carries the built-in answer, which is also what is stored.
    for (const wrong of [
      ['Your Emergency fund ', 'is 45% done.'],
      ['You are on a 8-day streak ', 'with your budget.'],
      ['Keep going. '.repeat(70)],
    ]) {
      standIn.requests.length = 0;
      standIn.pieces = wrong;
      const response = await post(iris, { message: 'How is my emergency fund going?' }, true);
      const received = events(response.body);
      const deltas = received.filter(([event]) => event === 'delta').map(([, data]) => data);
      const { reply } = CoachExchangeSchema.parse(received.at(-1)?.[1]);
      expect(standIn.requests, wrong[0]).toHaveLength(1);
      expect(reply.source, wrong[0]).toBe('built-in');
      expect(deltas, wrong[0]).toEqual([{ text: reply.content }]);
      expect(reply.content).toContain("'Emergency fund' goal is 40% done ($2,000 of $5,000)");
      expect(reply.content).not.toMatch(/45%|a 8-day|Keep going\. Keep going/);
      expect(reply.action).toMatchObject({ kind: 'update-goal', goalId });
    }
    standIn.pieces = pieces;
  });

  it('answers as JSON without Accept: text/event-stream, also from a server that does not stream', async () => {
    standIn.mode = 'json';
    const response = await post(maya, { message: 'And my habits?' });
    expect(response.statusCode).toBe(201);
    expect(CoachExchangeSchema.parse(response.json()).reply.content).toBe(
      'Breathe in. Your fund grows weekly.',
    );
  });

  it('a slow model still streams in full', async () => {
    standIn.mode = 'slow';
    standIn.delayMs = 400;
    const response = await post(ben, { message: 'Slow day' }, true);
    expect(events(response.body).at(-1)?.[0]).toBe('done');
  });

  it('a failing or malformed model gives a clear error and keeps nothing half-written', async () => {
    for (const mode of ['fail', 'malformed', 'empty'] as const) {
      standIn.mode = mode;
      const before = (await history(ben)).messages.length;
      const streamed = await post(ben, { message: `How do I save more each month? (${mode})` }, true);
      expect(events(streamed.body).at(-1), mode).toEqual([
        'error',
        { message: 'Your coach could not answer just now. Your message was not sent; try again.' },
      ]);
      const plain = await post(ben, { message: `How do I save more each month? (${mode})` });
      expect(plain.statusCode, mode).toBe(502);
      expect(plain.json().message).toContain('could not answer');
      expect((await history(ben)).messages.length, mode).toBe(before);
    }
  });

  it('never shows one member’s history to another', async () => {
    const page = await history(ben);
    expect(page.messages.every((message) => !message.content.includes('emergency fund'))).toBe(true);
  });

  it('caps messages per 24 hours with a clear message, also when sent at once', async () => {
    const carl = await t.createUser({ plan: 'premium' });
    standIn.mode = 'json';
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(carl, { message: `Message ${i}` })),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect(responses.find((response) => response.statusCode === 429)?.json().message).toBe(
      'You have sent 4 messages to your coach in the last 24 hours, the limit. You can send another once your earliest of them is a day old.',
    );
  });

  it('pages history oldest-first within a page and deletes it all', async () => {
    const first = await history(maya, '?limit=1');
    expect(first.messages).toHaveLength(1);
    expect(first.nextBefore).not.toBeNull();
    const second = await history(maya, `?limit=1&before=${encodeURIComponent(first.nextBefore ?? '')}`);
    expect(second.messages[0]?.id).not.toBe(first.messages[0]?.id);
    expect(
      (await t.as(maya, { method: 'GET', url: '/api/coach/messages?before=yesterday' })).statusCode,
    ).toBe(400);
    expect((await t.as(maya, { method: 'DELETE', url: '/api/coach/messages' })).statusCode).toBe(204);
    expect((await history(maya)).messages).toEqual([]);
    expect((await history(ben)).messages.length).toBeGreaterThan(0);
  });

  it('writes one plan per member per week on Monday, however often the job runs', async () => {
    await t.database.db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, ben.id));
    // The next Monday, 09:00 UTC: the hourly job was first scheduled when the app started (now), so
    // a Monday in the past would find it not yet due.
    const start = new Date();
    start.setUTCHours(9, 0, 0, 0);
    while (start.getUTCDay() !== 1 || start.getTime() <= Date.now()) start.setUTCDate(start.getUTCDate() + 1);
    const monday = start.getTime();
    await t.app.jobs.runDue({ now: monday });
    await t.app.jobs.runDue({ now: monday + 3_600_000 });
    await t.app.jobs.runDue({ now: monday + 7_200_000 });
    const plans = (await history(ben)).messages.filter((message) => message.source === 'plan');
    expect(plans).toHaveLength(1);
    expect(plans[0]?.content).toMatch(
      new RegExp(`^Your plan for the week of ${start.toISOString().slice(0, 10)}:`),
    );
    expect((await history(maya)).messages.filter((message) => message.source === 'plan')).toHaveLength(0);
  });
});

describe('coach API without a model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers with the built-in coach from the member’s context; no plan gate without payments', async () => {
    const user = await t.createUser({ firstName: 'Ana' });
    const response = await t.as(user, {
      method: 'POST',
      url: '/api/coach/messages',
      payload: { message: 'my goal?' },
    });
    expect(response.statusCode).toBe(201);
    const { reply } = CoachExchangeSchema.parse(response.json());
    expect(reply.source).toBe('built-in');
    expect(reply.content).toContain('You have no open goals yet.');
    expect(reply.action).toEqual({ kind: 'open-page', label: 'Set your first goal', href: '/goals' });
    const page = CoachMessagesPageSchema.parse(
      (await t.as(user, { method: 'GET', url: '/api/coach/messages' })).json(),
    );
    expect(page.coach).toBe('built-in');
  });
});
