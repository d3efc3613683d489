import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNOOZE_MS } from '#domain/reminders/reminders';
import { jobs } from '#server/db/schema/jobs';
import { reminderSchedules } from '#server/db/schema/reminders';
import { startPushService, type PushService } from '#server/test-support/push-service';
import { NON_PUBLIC_IPV6 } from '#server/test-support/non-public-ipv6';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { drain, subscribe } from './reminders.test-kit';
import { syncReminders } from '#server/reminders/schedule';
import { backfillSchedules } from './scheduler';

describe('push subscriptions, VAPID key, snooze and reminder settings', () => {
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

  it('accepts only push service endpoints, naming endpoint otherwise', async () => {
    const user = await t.createUser();
    const keys = push.device().subscription.keys;
    const post = (endpoint: string) =>
      t.as(user, { method: 'POST', url: '/api/push-subscriptions', payload: { endpoint, keys } });
    for (const endpoint of [
      'https://127.0.0.1:4443/push/x',
      'https://[::1]/push/x',
      ...NON_PUBLIC_IPV6.map((address) => `https://[${address}]/push/x`),
      'https://0x7f000001/push/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://fcm.googleapis.com:8443/fcm/send/x',
      `${push.origin.replace('https://', 'https://user@')}/push/x`,
    ]) {
      const refused = await post(endpoint);
      expect({ endpoint, status: refused.statusCode }).toEqual({ endpoint, status: 400 });
      expect(refused.json().message).toMatch(/^endpoint: /);
    }
    expect((await post('https://fcm.googleapis.com/fcm/send/abc')).statusCode).toBe(201);
    expect((await post('https://updates.push.services.mozilla.com/wpush/v2/abc')).statusCode).toBe(201);
  });

  it('keeps at most 10 devices, lists them and removes one by id', async () => {
    const user = await t.createUser();
    const devices = Array.from({ length: 11 }, () => push.device());
    for (const device of devices) await subscribe(t, user, device);
    const list = async (as = user) =>
      (await t.as(as, { method: 'GET', url: '/api/push-subscriptions' })).json();
    const listed = await list();
    expect(listed).toHaveLength(10);
    expect(listed[0]).toEqual({
      id: expect.any(String),
      host: push.allowedHost,
      createdAt: expect.any(String),
      lastSuccessAt: null,
    });
    expect(Object.keys(listed[0]).sort()).toEqual(['createdAt', 'host', 'id', 'lastSuccessAt']);
    // The oldest was replaced: unsubscribing it finds nothing.
    const oldest = await t.as(user, {
      method: 'DELETE',
      url: '/api/push-subscriptions',
      payload: { endpoint: devices[0]?.endpoint },
    });
    expect(oldest.statusCode).toBe(404);

    const other = await t.createUser();
    const id = listed[0].id as string;
    const remove = (as = user, target = id) =>
      t.as(as, { method: 'DELETE', url: `/api/push-subscriptions/${target}` });
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(user, 'not-a-uuid')).statusCode).toBe(400);
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect(await list()).toHaveLength(9);
    expect(await list(other)).toEqual([]);
    expect((await t.as(null, { method: 'GET', url: '/api/push-subscriptions' })).statusCode).toBe(401);
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

  it('"Snooze 1 hour" sends a sent reminder again an hour later, once per tap, at most 3 times', async () => {
    const user = await t.createUser({ timeZone: 'UTC', reminderTime: '08:00' });
    const device = push.device();
    await subscribe(t, user, device);
    await syncReminders(t.database.db, user.id, new Date('2026-05-04T00:00:00Z'));
    const day = '2026-05-04';
    const id = `reminder:practice:${user.id}:${day}`;
    const snooze = (reminderId: string, as = user, payload: object = {}) =>
      t.as(as, {
        method: 'POST',
        url: '/api/reminders/snooze',
        payload: { reminderId, kind: 'practice', habitId: null, day, ...payload },
      });
    const sent = () => push.received.filter((message) => message.endpoint === device.endpoint);

    // Not sent yet: nothing to snooze.
    expect((await snooze(id)).statusCode).toBe(404);
    await drain(t.app, '2026-05-04T08:00:10Z');
    expect(sent()).toHaveLength(1);
    const [listed] = (await t.as(user, { method: 'GET', url: '/api/push-subscriptions' })).json();
    expect(listed.lastSuccessAt).toBe('2026-05-04T08:00:10.000Z');

    const bad = await snooze(id, user, { day: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^day: /);
    expect((await snooze(id, user, { day: '2026-02-30' })).statusCode).toBe(400);
    // Someone else's reminder cannot be snoozed (nor its key taken).
    expect((await snooze(id, await t.createUser())).statusCode).toBe(404);

    let current = id;
    for (let round = 1; round <= 3; round += 1) {
      // The snooze counts its hour from the real clock; the queue runs at the times given to drain.
      const at = Date.now();
      expect((await snooze(current)).statusCode).toBe(202);
      expect((await snooze(current)).statusCode).toBe(202);
      // Snoozing the next one before it went out: it was not sent yet.
      if (round === 1) expect((await snooze(`${current}:snoozed`)).statusCode).toBe(404);
      await drain(t.app, new Date(at + SNOOZE_MS - 60_000));
      expect(sent()).toHaveLength(round);
      await drain(t.app, new Date(at + SNOOZE_MS + 5_000));
      current = `${current}:snoozed`;
      expect(sent()).toHaveLength(round + 1);
      expect(sent().at(-1)?.payload).toEqual(
        expect.objectContaining({ data: expect.objectContaining({ reminderId: current }) }),
      );
    }
    const fourth = await snooze(current);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ message: 'This reminder has been snoozed 3 times already.' });
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

describe('without OUTBOUND_ALLOW_PRIVATE and PUSH_ALLOWED_HOSTS', () => {
  let push: PushService;
  let t: TestApp;
  beforeAll(async () => {
    push = await startPushService();
    // The production defaults: the suites' loopback allowances switched off.
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'false' }, undefined, { pushAgent: push.agent });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('refuses the loopback push service, and never connects to a private address', async () => {
    const user = await t.createUser({ timeZone: 'UTC', reminderTime: '08:00' });
    const device = push.device();
    const refused = await t.as(user, {
      method: 'POST',
      url: '/api/push-subscriptions',
      payload: device.subscription,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('endpoint: must use a push service host name, not an IP address');

    // A row written straight to the database (as before the allow-list existed), and one whose allowed
    // name resolves to loopback: the connection is refused either way and the service hears nothing.
    const port = push.allowedHost.split(':')[1];
    const guarded = await createTestApp(
      { OUTBOUND_ALLOW_PRIVATE: 'false', PUSH_ALLOWED_HOSTS: `localhost:${port}` },
      undefined,
      { database: t.database, pushAgent: push.agent },
    );
    try {
      const named = { ...device.subscription, endpoint: device.endpoint.replace('127.0.0.1', 'localhost') };
      const accepted = await guarded.as(user, {
        method: 'POST',
        url: '/api/push-subscriptions',
        payload: named,
      });
      expect(accepted.statusCode).toBe(201);
      await syncReminders(t.database.db, user.id, new Date('2026-05-04T00:00:00Z'));
      await drain(guarded.app, '2026-05-04T08:00:10Z');
      expect(push.received).toEqual([]);
      const [job] = await t.database.db
        .select({ lastError: jobs.lastError })
        .from(jobs)
        .where(eq(jobs.queue, 'push.deliver'));
      expect(job?.lastError).toMatch(/refused to connect to localhost \(127\.0\.0\.1\)/);
    } finally {
      await guarded.close();
    }
  });
});
