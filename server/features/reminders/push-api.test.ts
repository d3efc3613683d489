import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNOOZE_MS } from '#domain/reminders';
import { reminderSchedules } from '#server/db/schema/reminders';
import { startPushService, type PushService } from '#server/test-support/push-service';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { drain, subscribe } from './reminders-test-kit';
import { backfillSchedules } from './scheduler';

describe('push subscriptions, VAPID key, snooze and reminder settings', () => {
  let push: PushService;
  let t: TestApp;
  beforeAll(async () => {
    push = await startPushService();
    t = await createTestApp({}, undefined, { pushAgent: push.agent });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('generates the VAPID key pair once and shares it between instances', async () => {
    const user = await t.createUser();
    const first = (await t.as(user, { method: 'GET', url: '/api/push/public-key' })).json();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const other = await createTestApp({}, undefined, { database: t.database });
    try {
      const again = await other.as(user, { method: 'GET', url: '/api/push/public-key' });
      expect(again.json()).toEqual(first);
    } finally {
      await other.close();
    }
    expect((await t.as(null, { method: 'GET', url: '/api/push/public-key' })).statusCode).toBe(401);
  });

  it('uses VAPID_* from the environment when set', async () => {
    const keys = (await import('web-push')).default.generateVAPIDKeys();
    const configured = await createTestApp({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: 'mailto:ops@example.com',
    });
    try {
      const user = await configured.createUser();
      const response = await configured.as(user, { method: 'GET', url: '/api/push/public-key' });
      expect(response.json()).toEqual({ publicKey: keys.publicKey });
    } finally {
      await configured.close();
    }
  });

  it('subscribes and unsubscribes a device; malformed or non-https subscriptions are 400', async () => {
    const user = await t.createUser();
    const device = push.device();
    const post = (payload: object) => t.as(user, { method: 'POST', url: '/api/push-subscriptions', payload });
    expect((await post(device.subscription)).statusCode).toBe(201);
    expect((await post(device.subscription)).statusCode).toBe(201);
    const http = await post({ ...device.subscription, endpoint: 'http://push.example/x' });
    expect(http.statusCode).toBe(400);
    expect(http.json().message).toMatch(/^endpoint: /);
    const noKeys = await post({ endpoint: 'https://push.example/x' });
    expect(noKeys.statusCode).toBe(400);
    expect(noKeys.json().message).toMatch(/^keys/);
    const other = await t.createUser();
    const foreign = await t.as(other, {
      method: 'DELETE',
      url: '/api/push-subscriptions',
      payload: { endpoint: device.endpoint },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await t.as(user, {
      method: 'DELETE',
      url: '/api/push-subscriptions',
      payload: { endpoint: device.endpoint },
    });
    expect(own.statusCode).toBe(204);
  });

  it('PATCH /api/user sets showStreaks, reminderTime and moon reminders, and schedules them', async () => {
    const user = await t.createUser({ timeZone: 'Europe/Paris' });
    const patch = (payload: object) => t.as(user, { method: 'PATCH', url: '/api/user', payload });
    expect((await patch({ showStreaks: false })).json()).toMatchObject({
      showStreaks: false,
      moonReminders: false,
    });
    expect((await t.as(user, { method: 'GET', url: '/api/user' })).json().showStreaks).toBe(false);
    const bad = await patch({ reminderTime: '25:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^reminderTime: /);
    await patch({ reminderTime: '07:30', moonReminders: true });
    const keys = async () =>
      (
        await t.database.db
          .select({ key: reminderSchedules.key })
          .from(reminderSchedules)
          .where(eq(reminderSchedules.userId, user.id))
      )
        .map((row) => row.key.split(':')[0])
        .sort();
    expect(await keys()).toEqual(['moon', 'practice']);
    await patch({ reminderTime: null, moonReminders: false });
    expect(await keys()).toEqual([]);
  });

  it('"Snooze 1 hour" sends the same reminder again an hour later, once', async () => {
    const user = await t.createUser({ timeZone: 'UTC' });
    const device = push.device();
    await subscribe(t, user, device);
    const now = Date.now();
    const day = new Date(now).toISOString().slice(0, 10);
    const snooze = (reminderId: string) =>
      t.as(user, {
        method: 'POST',
        url: '/api/reminders/snooze',
        payload: { reminderId, kind: 'practice', habitId: null, day },
      });
    const id = `reminder:practice:${user.id}:${day}`;
    const first = await snooze(id);
    expect(first.statusCode).toBe(202);
    expect((await snooze(id)).statusCode).toBe(202);
    await drain(t.app, new Date(now + SNOOZE_MS - 60_000));
    expect(push.received.filter((message) => message.endpoint === device.endpoint)).toHaveLength(0);
    await drain(t.app, new Date(now + SNOOZE_MS + 5_000));
    const sent = push.received.filter((message) => message.endpoint === device.endpoint);
    expect(sent.map((message) => message.payload)).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ reminderId: `${id}:snoozed` }) }),
    ]);
    // Someone else's reminder cannot be snoozed (nor its key taken).
    const other = await t.createUser();
    const foreign = await t.as(other, {
      method: 'POST',
      url: '/api/reminders/snooze',
      payload: { reminderId: id, kind: 'practice', habitId: null, day },
    });
    expect(foreign.statusCode).toBe(400);
  });
});

describe('members who chose a reminder time before push reminders', () => {
  it('get their schedule row from the one-off backfill', async () => {
    const t = await createTestApp();
    try {
      const user = await t.createUser({ reminderTime: '06:45', timeZone: 'Asia/Tokyo' });
      await backfillSchedules(t.database.db, new Date('2026-11-22T00:00:00Z'));
      const rows = await t.database.db
        .select({ key: reminderSchedules.key, nextAt: reminderSchedules.nextAt })
        .from(reminderSchedules)
        .where(eq(reminderSchedules.userId, user.id));
      expect(rows).toEqual([{ key: `practice:${user.id}`, nextAt: new Date('2026-11-22T21:45:00Z') }]);
    } finally {
      await t.close();
    }
  });
});
