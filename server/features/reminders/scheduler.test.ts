import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { habitCompletions } from '#server/db/schema/habits';
import { practiceLog } from '#server/db/schema/practice';
import { programEnrolments } from '#server/db/schema/programs';
import { pushSubscriptions, reminderSchedules } from '#server/db/schema/reminders';
import { syncReminders } from '#server/reminders/schedule';
import { startPushService, type PushService } from '#server/test-support/push-service';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { drain, nextAtOf, subscribe } from './reminders.test-kit';

/**
 * The scheduler under a fixed clock: the job queue is driven with runDue({ now }), reminders go
 * through a stand-in push service on loopback TLS that checks VAPID and decrypts every payload.
 */
describe('reminder scheduler', () => {
  let push: PushService;
  let t: TestApp;
  beforeAll(async () => {
    push = await startPushService();
    t = await createTestApp({ PUSH_ALLOWED_HOSTS: push.allowedHost }, undefined, { pushAgent: push.agent });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const T0 = new Date('2026-03-27T23:00:00Z');
  const member = async (timeZone: string, reminderTime: string, moonReminders = false) => {
    const user = await t.createUser({ timeZone, reminderTime, moonReminders });
    const device = push.device();
    await subscribe(t, user, device);
    await syncReminders(t.database.db, user.id, T0);
    return { user, device };
  };
  const sentTo = (endpoint: string) => push.received.filter((message) => message.endpoint === endpoint);

  it('sends at the local time in each zone, across the European DST change, once', async () => {
    const paris = await member('Europe/Paris', '08:00');
    const newYork = await member('America/New_York', '08:00');
    const kolkata = await member('Asia/Kolkata', '07:15');
    // Europe moves its clocks on 2026-03-29: 08:00 in Paris is 07:00Z on the 28th, 06:00Z on the 29th.
    expect(await nextAtOf(t, paris.user.id)).toEqual(['2026-03-28T07:00:00.000Z']);
    expect(await nextAtOf(t, newYork.user.id)).toEqual(['2026-03-28T12:00:00.000Z']);
    expect(await nextAtOf(t, kolkata.user.id)).toEqual(['2026-03-28T01:45:00.000Z']);

    await drain(t.app, '2026-03-28T01:45:30Z');
    await drain(t.app, '2026-03-28T06:59:00Z');
    expect(sentTo(paris.device.endpoint)).toHaveLength(0);
    await drain(t.app, '2026-03-28T07:00:10Z');
    await drain(t.app, '2026-03-28T07:01:10Z');
    await drain(t.app, '2026-03-28T07:02:10Z');
    expect(sentTo(paris.device.endpoint)).toHaveLength(1);
    expect(sentTo(kolkata.device.endpoint)).toHaveLength(1);
    expect(sentTo(newYork.device.endpoint)).toHaveLength(0);
    expect(await nextAtOf(t, paris.user.id)).toEqual(['2026-03-29T06:00:00.000Z']);

    const [message] = sentTo(paris.device.endpoint);
    expect(message?.payload).toMatchObject({
      title: 'Time for your daily rituals',
      actions: [
        { action: 'done', title: 'Done' },
        { action: 'snooze', title: 'Snooze 1 hour' },
      ],
      data: { kind: 'practice', day: '2026-03-28', url: '/rituals' },
    });
    expect(Number(message?.ttl)).toBe(7200);
    expect(push.refused).toEqual([]);

    await drain(t.app, '2026-03-28T12:00:30Z');
    expect(sentTo(newYork.device.endpoint)).toHaveLength(1);
    await drain(t.app, '2026-03-29T06:00:30Z');
    expect(sentTo(paris.device.endpoint)).toHaveLength(2);
  });

  it('catches up within minutes after downtime, but skips a reminder hours stale', async () => {
    const late = await member('Europe/Berlin', '09:00');
    const stale = await member('Europe/Madrid', '09:00');
    // Servers down from 07:55Z; one comes back at 08:04Z.
    await drain(t.app, '2026-03-28T08:04:00Z');
    expect(sentTo(late.device.endpoint)).toHaveLength(1);
    expect(sentTo(stale.device.endpoint)).toHaveLength(1);
    // Down again over the next morning (08:00Z) until the evening: the morning reminder is not sent.
    await drain(t.app, '2026-03-29T17:30:00Z');
    expect(sentTo(late.device.endpoint)).toHaveLength(1);
    expect(await nextAtOf(t, late.user.id)).toEqual(['2026-03-30T07:00:00.000Z']);
  });

  it('survives a restart: a new instance on the same database neither repeats nor loses one', async () => {
    const { user, device } = await member('Asia/Tokyo', '21:00');
    await drain(t.app, '2026-03-28T12:00:20Z');
    const restarted = await createTestApp({ PUSH_ALLOWED_HOSTS: push.allowedHost }, undefined, {
      database: t.database,
      pushAgent: push.agent,
    });
    try {
      await drain(restarted.app, '2026-03-28T12:03:20Z');
      expect(sentTo(device.endpoint)).toHaveLength(1);
      await drain(restarted.app, '2026-03-29T12:00:20Z');
      expect(sentTo(device.endpoint)).toHaveLength(2);
      expect(await nextAtOf(t, user.id)).toEqual(['2026-03-30T12:00:00.000Z']);
    } finally {
      await restarted.close();
    }
  });

  it('two instances racing send each reminder once', async () => {
    const members = await Promise.all(
      ['Europe/Lisbon', 'Europe/London', 'Africa/Abidjan'].map((zone) => member(zone, '10:00')),
    );
    const other = await createTestApp({ PUSH_ALLOWED_HOSTS: push.allowedHost }, undefined, {
      database: t.database,
      pushAgent: push.agent,
    });
    try {
      for (const at of ['2026-03-28T10:00:05Z', '2026-03-28T10:01:05Z']) {
        const now = new Date(at).getTime();
        for (let pass = 0; pass < 4; pass += 1)
          await Promise.all([t.app.jobs.runDue({ now }), other.app.jobs.runDue({ now })]);
      }
      // Lisbon and London are on UTC in March before the 29th, as is Abidjan.
      for (const { device } of members) expect(sentTo(device.endpoint)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('does not remind a member who already practised that day', async () => {
    const { user, device } = await member('UTC', '11:00');
    await t.database.db
      .insert(practiceLog)
      .values({ userId: user.id, day: '2026-03-28', kind: 'ritual', sourceId: randomUUID() });
    await drain(t.app, '2026-03-28T11:00:30Z');
    expect(sentTo(device.endpoint)).toHaveLength(0);
    await drain(t.app, '2026-03-29T11:00:30Z');
    expect(sentTo(device.endpoint)).toHaveLength(1);
  });

  it('names the open day of the program the member follows', async () => {
    const { user, device } = await member('UTC', '09:00');
    await t.database.db.insert(programEnrolments).values({
      userId: user.id,
      programId: 'money-calm-7',
      startedAt: new Date('2026-03-27T20:00:00Z'),
      startedOn: '2026-03-27',
    });
    await drain(t.app, '2026-03-28T09:00:30Z');
    const [message] = sentTo(device.endpoint);
    expect(message?.payload).toMatchObject({
      title: 'Day 1 of 7 Days of Money Calm',
      body: 'Arrive and breathe is open. A few minutes whenever you are ready.',
      data: { kind: 'practice', day: '2026-03-28', url: '/programs/money-calm-7' },
    });
  });

  it('reminds of each habit at its own time, unless that period is done', async () => {
    const { user, device } = await member('UTC', '06:00');
    const create = (title: string, reminderTime: string) =>
      t.as(user, {
        method: 'POST',
        url: '/api/wealth-habits',
        payload: { title, reminderTime, date: '2026-03-20' },
      });
    const read = (await create('Read one chapter', '13:30')).json();
    const save = (await create('Save ten dollars', '13:45')).json();
    // The API scheduled them from the real clock; this test's clock is T0.
    await t.database.db.delete(reminderSchedules).where(eq(reminderSchedules.userId, user.id));
    await syncReminders(t.database.db, user.id, T0);
    await t.database.db
      .insert(habitCompletions)
      .values({ habitId: save.id, userId: user.id, periodKey: '2026-03-28', day: '2026-03-28' });
    await drain(t.app, '2026-03-28T13:30:30Z');
    await drain(t.app, '2026-03-28T13:45:30Z');
    const habitMessages = sentTo(device.endpoint).filter((message) =>
      JSON.stringify(message.payload).includes('"kind":"habit"'),
    );
    expect(habitMessages.map((message) => message.payload)).toEqual([
      expect.objectContaining({
        title: 'Read one chapter',
        data: expect.objectContaining({ habitId: read.id }),
      }),
    ]);
  });

  it('sends opt-in moon reminders on new and full moon days only', async () => {
    const { user, device } = await member('UTC', '07:00', true);
    const [practice, moon] = (await nextAtOf(t, user.id)).sort();
    expect(practice).toBe('2026-03-28T07:00:00.000Z');
    // The next new or full moon after 2026-03-27 in UTC: the full moon of 2026-04-02.
    expect(moon).toBe('2026-04-02T07:00:00.000Z');
    await drain(t.app, '2026-04-02T07:00:30Z');
    const moonMessages = sentTo(device.endpoint).filter((message) =>
      JSON.stringify(message.payload).includes('"kind":"moon"'),
    );
    expect(moonMessages.map((message) => message.payload)).toEqual([
      expect.objectContaining({ title: 'Full Moon today', actions: [] }),
    ]);
  });

  it('forgets a subscription the push service answers 410 or 404 for', async () => {
    const { user, device } = await member('UTC', '15:00');
    const second = push.device();
    await subscribe(t, user, second);
    push.answer(device.endpoint, 410);
    push.answer(second.endpoint, 404);
    await drain(t.app, '2026-03-28T15:00:30Z');
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([]);
  });
});
