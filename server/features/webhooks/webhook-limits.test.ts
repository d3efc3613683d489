import { Agent, createServer as createHttpsServer } from 'node:https';
import { createServer as createTlsServer, type TLSSocket } from 'node:tls';
import type { Server } from 'node:net';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WEBHOOK_ANSWER_BYTES_MAX,
  WEBHOOK_ATTEMPT_DEADLINE_MS,
  WEBHOOK_MESSAGES,
  WEBHOOK_PENDING_MAX,
  type WebhookEvent,
} from '#domain/webhooks/webhooks';
import { jobs } from '#server/db/schema/jobs';
import { webhookDeliveries } from '#server/db/schema/webhooks';
import { emitWebhookEvent } from '#server/webhooks/webhook-events';
import { selfSignedCert } from '#server/test-support/self-signed-cert';
import { startSmtpTestServer, type SmtpTestServer } from '#server/test-support/smtp-test-server';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const { cert, key } = selfSignedCert();

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `https://127.0.0.1:${port}/hooks`;
}

const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/**
 * A receiver that reads the request, then sends its answer one byte every two seconds and never
 * finishes: an idle timeout restarts at every byte, so only a deadline on the whole attempt ends it.
 */
async function startTarpit() {
  const sockets = new Set<TLSSocket>();
  let connected: (at: number) => void = () => undefined;
  let closed: (at: number) => void = () => undefined;
  const connectedAt = new Promise<number>((resolve) => (connected = resolve));
  const closedAt = new Promise<number>((resolve) => (closed = resolve));
  const server = createTlsServer({ cert, key }, (socket) => {
    sockets.add(socket);
    const answer = Buffer.from('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\n\r\nthanks');
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.once('data', () => {
      connected(Date.now());
      timer = setInterval(() => socket.write(answer.subarray(sent, ++sent)), 2_000);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      sockets.delete(socket);
      closed(Date.now());
    });
  });
  const url = await listen(server);
  return {
    url,
    connectedAt,
    closedAt,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return closeServer(server);
    },
  };
}

/** A receiver that answers 200 and then streams its body for ever, as fast as it can. */
async function startFlood() {
  const server = createHttpsServer({ cert, key }, (request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(16 * 1024, 'x');
    const pour = () => {
      while (!response.destroyed && response.write(chunk));
    };
    response.on('drain', pour);
    pour();
  });
  const url = await listen(server);
  return { url, close: () => closeServer(server) };
}

describe('webhook attempts have limits, and mail never waits behind them', () => {
  let smtp: SmtpTestServer;
  let tarpit: Awaited<ReturnType<typeof startTarpit>>;
  let flood: Awaited<ReturnType<typeof startFlood>>;
  let t: TestApp;
  beforeAll(async () => {
    [smtp, tarpit, flood] = await Promise.all([startSmtpTestServer(), startTarpit(), startFlood()]);
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://abundance.test' }, undefined, {
      webhookAgent: new Agent({ ca: cert }),
    });
  });
  afterAll(async () => {
    await tarpit.close();
    await t.close();
    await Promise.all([smtp.close(), flood.close()]);
  });

  const hookTo = async (user: TestUser, url: string) => {
    const made = await t.as(user, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url, events: ['goal.updated'] },
    });
    expect(made.statusCode).toBe(201);
    return made.json<{ id: string }>().id;
  };
  const deliveriesOf = (webhookId: string) =>
    t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId));

  it('stops reading an endless answer after the byte cap', async () => {
    const user = await t.createUser();
    const webhookId = await hookTo(user, flood.url);
    await emitWebhookEvent(t.database.db, user.id, 'goal.updated', { goalId: user.id });
    await t.app.jobs.runDue();
    // The receiver answered 200 before its body ran on: the event arrived; the note says what was cut.
    expect(await deliveriesOf(webhookId)).toEqual([
      expect.objectContaining({
        status: 'delivered',
        responseStatus: 200,
        error: `stopped reading the answer after ${WEBHOOK_ANSWER_BYTES_MAX / 1024} KB`,
      }),
    ]);
  });

  it(`refuses a member's new event while ${WEBHOOK_PENDING_MAX} deliveries wait, and lists it as failed`, async () => {
    const user = await t.createUser();
    const webhookId = await hookTo(user, flood.url);
    const type: WebhookEvent = 'goal.updated';
    const body = { id: user.id, type, createdAt: new Date().toISOString(), data: {} };
    await t.database.db.insert(webhookDeliveries).values(
      Array.from({ length: WEBHOOK_PENDING_MAX - 1 }, () => ({
        webhookId,
        userId: user.id,
        eventId: user.id,
        type,
        body,
      })),
    );
    const queued = () =>
      t.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.userId, user.id), like(jobs.key, 'webhook:%')));
    await emitWebhookEvent(t.database.db, user.id, 'goal.updated', { goalId: user.id });
    expect(await queued()).toHaveLength(1);
    await emitWebhookEvent(t.database.db, user.id, 'goal.updated', { goalId: user.id });
    expect(await queued()).toHaveLength(1);
    const listed = await t.as(user, { method: 'GET', url: `/api/webhooks/${webhookId}/deliveries` });
    expect(listed.json().deliveries[0]).toMatchObject({
      status: 'failed',
      attempts: 0,
      error: WEBHOOK_MESSAGES.backlogFull,
    });
  });

  it('sends a reset mail within 5 s while a tarpit holds a delivery, and ends that attempt by its deadline', async () => {
    const member = await t.createUser();
    const webhookId = await hookTo(member, tarpit.url);
    await emitWebhookEvent(t.database.db, member.id, 'goal.updated', { goalId: member.id });
    t.app.jobs.start(100);
    const attemptStarted = await tarpit.connectedAt;

    const asked = Date.now();
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: member.email },
    });
    expect(forgot.statusCode).toBeLessThan(300);
    await smtp.waitFor(member.email, 'Reset your password', 5_000);
    expect(Date.now() - asked).toBeLessThan(5_000);

    const attemptEnded = await tarpit.closedAt;
    expect(attemptEnded - attemptStarted).toBeLessThan(WEBHOOK_ATTEMPT_DEADLINE_MS + 1_000);
    await expect
      .poll(async () => (await deliveriesOf(webhookId))[0], { timeout: 5_000 })
      .toMatchObject({
        status: 'pending',
        attempts: 1,
        responseStatus: null,
        error: `no complete answer within ${WEBHOOK_ATTEMPT_DEADLINE_MS / 1000} s`,
      });
  }, 30_000);
});
