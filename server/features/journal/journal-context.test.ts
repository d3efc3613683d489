import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOON_PHASE_NAMES } from '#domain/sky/phases';
import { JournalTodaySchema } from '#domain/journal/journal';
import { chooseDailyPrompt } from '#domain/journal/prompts';
import { jobs } from '#server/db/schema/jobs';
import { webhookDeliveries, webhooks } from '#server/db/schema/webhooks';
import { WEBHOOK_QUEUE } from '#server/webhooks/webhook-events';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { promptLibrary } from './prompt-library';

/** What the journal learns from elsewhere: the prompt's program day and intention, and its webhook. */
describe('journal: today’s prompt and the journal.created webhook', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const today = async (user: TestUser) => {
    const response = await t.as(user, { method: 'GET', url: '/api/journal/today' });
    expect(response.statusCode, response.body).toBe(200);
    return JournalTodaySchema.parse(response.json());
  };
  const chooseIntention = async (user: TestUser, id: string) => {
    const response = await t.as(user, {
      method: 'PUT',
      url: '/api/onboarding',
      payload: { intention: { id } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('follows the member’s intention when they follow no program', async () => {
    // The seeded pick can land on the same prompt with or without the intention; a member whose
    // two picks differ shows which one the app made.
    for (let tries = 0; tries < 30; tries += 1) {
      const user = await t.createUser({ timeZone: 'UTC' });
      await chooseIntention(user, 'sleep');
      const answer = await today(user);
      const phase = MOON_PHASE_NAMES.find((name) => name === answer.phase);
      if (!phase) throw new Error(`not a moon phase: ${answer.phase}`);
      const context = { day: answer.day, memberId: user.id, phase };
      const withIntention = chooseDailyPrompt(promptLibrary().prompts, { ...context, intention: 'sleep' });
      const without = chooseDailyPrompt(promptLibrary().prompts, context);
      expect(answer.prompt.id).toBe(withIntention.id);
      if (withIntention.id !== without.id) return;
    }
    throw new Error('no member’s prompt depended on the intention in 30 tries');
  });

  it('follows the open day of the member’s program before the intention', async () => {
    const user = await t.createUser({ timeZone: 'UTC' });
    await chooseIntention(user, 'sleep');
    const enrolled = await t.as(user, { method: 'POST', url: '/api/programs/money-calm-7/enrolment' });
    expect(enrolled.statusCode, enrolled.body).toBeLessThan(300);
    const prompt = promptLibrary().byId.get((await today(user)).prompt.id);
    expect(prompt?.programDays).toBeDefined();
    expect(prompt?.programDays?.from).toBeLessThanOrEqual(1);
    expect(prompt?.programDays?.to).toBeGreaterThanOrEqual(1);
  });

  it('queues journal.created for a member’s webhook with ids, the day and the mood, never words', async () => {
    const user = await t.createUser({ timeZone: 'UTC' });
    const db = t.database.db;
    await db.insert(webhooks).values({
      userId: user.id,
      url: 'https://hooks.example.com/abundance',
      events: ['journal.created'],
      secret: 'whsec_test',
    });
    const words = 'Walked past the old bakery and felt lighter';
    const created = await t.as(user, {
      method: 'POST',
      url: '/api/journal',
      payload: { text: words, mood: 4, gratitude: ['The bakery smell'], emotions: ['calm'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json();

    const deliveries = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.userId, user.id));
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery?.type).toBe('journal.created');
    expect((delivery?.body as { data: unknown }).data).toEqual({
      entryId: entry.id,
      day: entry.day,
      mood: 4,
    });
    const body = JSON.stringify(delivery?.body);
    for (const text of [words, 'bakery', 'calm']) expect(body).not.toContain(text);

    const queued = await db.select().from(jobs).where(eq(jobs.userId, user.id));
    expect(queued.map((job) => [job.queue, job.payload])).toEqual([
      [WEBHOOK_QUEUE, { deliveryId: delivery?.id, attempt: 1 }],
    ]);
  });

  it('queues nothing for a member whose webhooks do not listen to journal.created', async () => {
    const user = await t.createUser({ timeZone: 'UTC' });
    await t.database.db.insert(webhooks).values({
      userId: user.id,
      url: 'https://hooks.example.com/abundance',
      events: ['habit.completed'],
      secret: 'whsec_test',
    });
    expect((await t.as(user, { method: 'POST', url: '/api/journal', payload: { mood: 2 } })).statusCode).toBe(
      201,
    );
    expect(await t.database.db.select().from(jobs).where(eq(jobs.userId, user.id))).toEqual([]);
  });
});
