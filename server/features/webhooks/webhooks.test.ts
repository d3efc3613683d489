import { createHmac } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES, WEBHOOKS_MAX } from '#domain/webhooks/webhooks';
import { users } from '#server/db/schema/users';
import { webhookDeliveries } from '#server/db/schema/webhooks';
import { emitWebhookEvent } from '#server/webhooks/webhook-events';
import { ACCOUNT_DISABLED_ERROR } from './delivery';
import { selfSignedCert } from '#server/test-support/self-signed-cert';
import { NON_PUBLIC_IPV6 } from '#server/test-support/non-public-ipv6';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

type Received = { headers: IncomingHttpHeaders; body: string };

/** A member's https receiver on loopback: answers each request with the next status in `statuses`. */
async function startReceiver(statuses: number[]) {
  const { cert, key } = selfSignedCert();
  const received: Received[] = [];
  const server: Server = createServer({ cert, key }, (request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses.shift() ?? 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `https://127.0.0.1:${port}/hooks/abundance`,
    received,
    agent: new Agent({ ca: cert }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What a receiver does: recompute the HMAC over "<t>.<body>" with the secret it was shown. */
function verifies(secret: string, header: string | undefined, body: string): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${body}`).digest('hex');
  return expected === match[2];
}

describe('signed webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let t: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    receiver = await startReceiver([500]);
    t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_SCALE: '0.001' }, undefined, {
      webhookAgent: receiver.agent,
    });
    // Test apps allow private targets by default; this one refuses them, as production does.
    guarded = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'false' }, undefined, { database: t.database });
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
    await receiver.close();
  });

  const create = (app: TestApp, user: TestUser, payload: unknown) =>
    app.as(user, { method: 'POST', url: '/api/webhooks', payload: payload as Record<string, unknown> });

  it('delivers a signed event through the job queue, and retries after a 500', async () => {
    const user = await t.createUser();
    const made = await create(t, user, { url: receiver.url, events: ['habit.completed', 'habit.completed'] });
    expect(made.statusCode).toBe(201);
    const hook = made.json();
    expect(hook).toMatchObject({ url: receiver.url, events: ['habit.completed'] });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const habit = (
      await t.as(user, { method: 'POST', url: '/api/wealth-habits', payload: { title: 'Save ten dollars' } })
    ).json();
    expect(
      (await t.as(user, { method: 'POST', url: `/api/wealth-habits/${habit.id}/toggle` })).statusCode,
    ).toBe(200);

    await t.app.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const first = receiver.received[0];
    const event = JSON.parse(first?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'habit.completed',
      data: { habitId: habit.id, totalCompletions: 1 },
    });
    expect(Object.keys(event).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
    expect(first?.headers['content-type']).toBe('application/json');
    expect(first?.headers['abundance-event-id']).toBe(event.id);
    expect(verifies(hook.secret, first?.headers['abundance-signature'] as string, first?.body ?? '')).toBe(
      true,
    );
    expect(verifies('whsec_wrong', first?.headers['abundance-signature'] as string, first?.body ?? '')).toBe(
      false,
    );

    const afterFailure = (
      await t.as(user, { method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` })
    ).json();
    expect(afterFailure.deliveries).toEqual([
      expect.objectContaining({ eventId: event.id, status: 'pending', attempts: 1, responseStatus: 500 }),
    ]);

    // The first retry is due a minute later, scaled down to 60 ms here.
    await t.app.jobs.runDue({ now: Date.now() + 1_000 });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers['abundance-event-id']).toBe(event.id);
    expect(receiver.received[1]?.body).toBe(first?.body);
    expect(
      verifies(
        hook.secret,
        receiver.received[1]?.headers['abundance-signature'] as string,
        first?.body ?? '',
      ),
    ).toBe(true);

    const listed = (await t.as(user, { method: 'GET', url: '/api/webhooks' })).json();
    expect(listed).toEqual([
      expect.objectContaining({
        id: hook.id,
        lastDelivery: expect.objectContaining({ status: 'delivered', attempts: 2, responseStatus: 200 }),
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
    // Nothing more is sent once delivered.
    await t.app.jobs.runDue({ now: Date.now() + 100_000_000 });
    expect(receiver.received).toHaveLength(2);
  });

  it('sends only the events a webhook listens to', async () => {
    const user = await t.createUser();
    const before = receiver.received.length;
    await create(t, user, { url: receiver.url, events: ['goal.updated'] });
    const habit = (
      await t.as(user, { method: 'POST', url: '/api/wealth-habits', payload: { title: 'Walk' } })
    ).json();
    await t.as(user, { method: 'POST', url: `/api/wealth-habits/${habit.id}/toggle` });
    await t.app.jobs.runDue();
    expect(receiver.received.length).toBe(before);
  });

  it('stays quiet while an admin has the account disabled: nothing queued, a pending delivery not sent', async () => {
    const user = await t.createUser();
    const hook = (
      await create(t, user, { url: receiver.url, events: ['habit.completed', 'goal.updated'] })
    ).json();
    const habit = (
      await t.as(user, { method: 'POST', url: '/api/wealth-habits', payload: { title: 'Invest' } })
    ).json();
    await t.as(user, { method: 'POST', url: `/api/wealth-habits/${habit.id}/toggle` });
    const deliveries = () =>
      t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hook.id));
    expect((await deliveries()).map((row) => row.status)).toEqual(['pending']);
    const sent = receiver.received.length;

    const setDisabled = (disabledAt: Date | null) =>
      t.database.db.update(users).set({ disabledAt }).where(eq(users.id, user.id));
    await setDisabled(new Date());
    await t.app.jobs.runDue({ now: Date.now() + 100_000_000 });
    expect(receiver.received.length).toBe(sent);
    expect(await deliveries()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 0, error: ACCOUNT_DISABLED_ERROR }),
    ]);
    // The shared emitter, which every event goes through, queues nothing for a disabled member.
    await emitWebhookEvent(t.database.db, user.id, 'goal.updated', { goalId: habit.id });
    expect(await deliveries()).toHaveLength(1);

    // Enabled again, events flow once more; the skipped delivery stays failed, saying why.
    await setDisabled(null);
    await emitWebhookEvent(t.database.db, user.id, 'goal.updated', { goalId: habit.id });
    await t.app.jobs.runDue();
    expect(receiver.received.length).toBe(sent + 1);
    const listed = (await t.as(user, { method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` })).json();
    expect(
      listed.deliveries.map((d: { status: string; error: string | null }) => [d.status, d.error]),
    ).toEqual([
      ['delivered', null],
      ['failed', ACCOUNT_DISABLED_ERROR],
    ]);
  });

  it('validates the address and the events, and keeps at most five', async () => {
    const user = await t.createUser();
    const cases: [unknown, RegExp][] = [
      [{ url: 'http://example.com/in', events: ['habit.completed'] }, /^url: must be an https address/],
      [{ url: 'not a url', events: ['habit.completed'] }, /^url: /],
      [{ url: 'https://example.com/in', events: [] }, /^events: must list at least one event/],
      [{ url: 'https://example.com/in', events: ['journal.read'] }, /^events\[0\]: must be one of/],
      [{ url: 'https://example.com/in' }, /^events: /],
    ];
    for (const [payload, message] of cases) {
      const response = await create(t, user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    // Without OUTBOUND_ALLOW_PRIVATE, private and loopback targets are refused.
    for (const url of [
      'https://127.0.0.1/in',
      'https://10.0.0.8/in',
      'https://[::1]/in',
      ...NON_PUBLIC_IPV6.map((address) => `https://[${address}]/in`),
      'https://localhost/in',
    ]) {
      const refused = await create(guarded, user, { url, events: ['goal.updated'] });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().message).toBe(`url: ${WEBHOOK_MESSAGES.privateAddress}`);
    }
    for (let index = 0; index < WEBHOOKS_MAX; index += 1)
      expect(
        (await create(t, user, { url: `https://example.com/in/${index}`, events: ['goal.updated'] }))
          .statusCode,
      ).toBe(201);
    const over = await create(t, user, { url: 'https://example.com/in/6', events: ['goal.updated'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(WEBHOOK_MESSAGES.tooMany);
  });

  it('deletes a webhook, and hides another member’s', async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const hook = (await create(t, owner, { url: 'https://example.com/in', events: ['goal.updated'] })).json();
    expect(
      (await t.as(stranger, { method: 'GET', url: `/api/webhooks/${hook.id}/deliveries` })).statusCode,
    ).toBe(404);
    expect((await t.as(stranger, { method: 'DELETE', url: `/api/webhooks/${hook.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.as(owner, { method: 'DELETE', url: `/api/webhooks/${hook.id}` })).statusCode).toBe(204);
    expect((await t.as(owner, { method: 'GET', url: '/api/webhooks' })).json()).toEqual([]);
    const badCursor = await t.as(owner, {
      method: 'GET',
      url: `/api/webhooks/${hook.id}/deliveries?cursor=%27`,
    });
    expect(badCursor.statusCode).toBe(400);
  });
});
