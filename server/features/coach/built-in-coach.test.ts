import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CoachExchangeSchema, CoachMessagesPageSchema } from '#domain/coach/coach';
import { addDays, localDay } from '#domain/shared/dates';
import { goals } from '#server/db/schema/goals';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const ZONE = 'America/New_York';
const MOON_WORDS = /moon|waxing|waning|gibbous|crescent|quarter/i;

/**
 * The built-in coach (no chat model) for a member a week in: two goals, a habit done on the last
 * eight days, and a two-minute meditation finished just before the questions.
 */
describe('built-in coach on a seeded member', () => {
  let t: TestApp;
  let maya: TestUser;
  let emergencyId: string;
  let visaId: string;
  const today = localDay(new Date(), ZONE);

  beforeAll(async () => {
    t = await createTestApp();
    maya = await t.createUser({ plan: 'premium', firstName: 'Maya', timeZone: ZONE });
    const goal = async (
      title: string,
      targetAmount: number,
      due: number,
      setAgo: number,
      progress: number,
    ) => {
      const created = await t.as(maya, {
        method: 'POST',
        url: '/api/quantum-goals',
        payload: { title, targetAmount, manifestationDate: addDays(today, due) },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      const patched = await t.as(maya, {
        method: 'PATCH',
        url: `/api/quantum-goals/${id}`,
        payload: { currentProgress: progress },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      await t.database.db
        .update(goals)
        .set({ setOn: addDays(today, -setAgo) })
        .where(eq(goals.id, id));
      return id;
    };
    // The Visa goal is furthest behind and due first: a coach that ignores the question picks it.
    emergencyId = await goal('Emergency fund', 5000, 120, 60, 40);
    visaId = await goal('Pay off Visa card', 2400, 30, 90, 10);
    const habit = await t.as(maya, {
      method: 'POST',
      url: '/api/wealth-habits',
      payload: { title: 'Review budget', category: 'financial', frequency: 'daily' },
    });
    expect(habit.statusCode, habit.body).toBe(201);
    const habitId = habit.json<{ id: string }>().id;
    for (let back = 7; back >= 0; back -= 1) {
      const toggled = await t.as(maya, {
        method: 'POST',
        url: `/api/wealth-habits/${habitId}/toggle?completed=true&date=${addDays(today, -back)}`,
        payload: {},
      });
      expect(toggled.statusCode, toggled.body).toBe(200);
    }
    const session = await t.as(maya, {
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
  });
  afterAll(() => t.close());

  const ask = async (message: string) => {
    const response = await t.as(maya, { method: 'POST', url: '/api/coach/messages', payload: { message } });
    expect(response.statusCode, response.body).toBe(201);
    return CoachExchangeSchema.parse(response.json()).reply;
  };

  it('a skipped meditation: knows the meditation of two minutes ago and offers a reminder', async () => {
    const reply = await ask('I keep skipping my morning meditation. How can I make it stick?');
    expect(reply.source).toBe('built-in');
    expect(reply.content).toContain('You meditated today (2 minutes)');
    expect(reply.content).not.toMatch(/not meditated|no meditation/i);
    expect(reply.content).not.toMatch(MOON_WORDS);
    expect(reply.action).toMatchObject({ kind: 'set-reminder', label: 'Set a daily meditation reminder' });
  });

  it('rent anxiety: the $300 and the rent, no moon, no goal', async () => {
    const reply = await ask(
      "I'm anxious about money this month: rent is due and I'm $300 short. What should I do?",
    );
    expect(reply.content).toContain('You need $300 before rent is due.');
    expect(reply.content).toContain('landlord');
    expect(reply.content).not.toMatch(MOON_WORDS);
    expect(reply.content).not.toMatch(/Emergency fund|Visa|streak/);
    expect(reply.action).toMatchObject({ kind: 'start-session', sessionId: 'sunrise-breath' });
  });

  it('the emergency fund: names that goal (not the one furthest behind) with its true figures', async () => {
    const reply = await ask(
      'How am I doing on my emergency fund goal, and what should I focus on this week?',
    );
    // Hand-computed: 60 of 180 days used (33%), 40% done ($2,000 of $5,000), 120 days left;
    // $3,000 left over 18 weeks is $167 a week.
    expect(reply.content).toBe(
      "Your 'Emergency fund' goal is 40% done ($2,000 of $5,000) with 33% of its time gone and 120 days left. You are ahead of schedule; about $167 a week reaches it on time. This week, set that amount aside on payday, ideally by automatic transfer, and update the goal when you do.",
    );
    expect(reply.content).not.toContain('Visa');
    expect(reply.action).toEqual({
      kind: 'update-goal',
      label: 'Update Emergency fund',
      href: '/goals',
      goalId: emergencyId,
    });
    expect(visaId).not.toBe(emergencyId);
  });

  it('a habit streak in correct English', async () => {
    const reply = await ask('How is my review budget habit going?');
    expect(reply.content).toContain("'Review budget' is on an 8-day streak, and it is done today.");
  });

  it('keeps each reply’s action in the history', async () => {
    const page = CoachMessagesPageSchema.parse(
      (await t.as(maya, { method: 'GET', url: '/api/coach/messages' })).json(),
    );
    const coachTurns = page.messages.filter((message) => message.role === 'coach');
    expect(coachTurns.map((message) => message.action?.kind)).toEqual([
      'set-reminder',
      'start-session',
      'update-goal',
      'open-page',
    ]);
    expect(page.messages.filter((message) => message.role === 'member').every((m) => m.action === null)).toBe(
      true,
    );
  });

  it('answers a crisis with the committed reply naming the US line, and nothing else', async () => {
    const reply = await ask("I don't want to be here anymore");
    expect(reply.content).toContain('988');
    expect(reply.content).toContain('call 911 now');
    expect(reply.content).not.toMatch(/goal|habit|meditat|moon/i);
    expect(reply.action).toBeNull();
  });

  it('after a crisis message, small talk gets the help again instead of a topic menu', async () => {
    const reply = await ask("I don't know what to do");
    expect(reply.content).toContain('What you told me matters');
    expect(reply.content).toContain('988');
    expect(reply.content).not.toContain('not sure I understood');
    expect(reply.action).toBeNull();
    // And the message after that too: the help does not stop after one reply.
    expect((await ask('ok')).content).toContain('988');
  });

  it('draws a clear line at medical, legal and investment questions', async () => {
    expect((await ask('Should I stop my medication?')).content).toContain('can’t give medical advice');
    expect((await ask('Can I sue my old employer?')).content).toContain('can’t give legal advice');
    // Eviction is money in crisis: free legal aid and housing advice, not only a boundary.
    expect((await ask('Can my landlord evict me?')).content).toContain('free legal aid');
    expect((await ask('Which crypto should I buy?')).content).toContain('licensed financial adviser');
  });
});
