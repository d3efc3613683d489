import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '#server/db/schema/jobs';
import { MAIL_QUEUE } from '#server/mail/mail-queue';
import {
  AdminCoachingSessionListSchema,
  CoachingSessionListSchema,
  CoachingSessionSchema,
} from '#domain/one-on-one/one-on-one';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const REQUEST = {
  topic: 'Plan my emergency fund',
  preferredTimes: 'Weekday evenings',
  timeZone: 'Europe/Paris',
};

describe('1-on-1 coaching sessions API', () => {
  let t: TestApp;
  let maya: TestUser;
  let ben: TestUser;
  let pro: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      ENFORCE_PLAN_LIMITS: 'true',
      ADMIN_EMAILS: 'coach@example.com',
      COACHING_BOOKING_URL: 'https://cal.com/abundance/1-on-1',
    });
    maya = await t.createUser({ plan: 'premium' });
    ben = await t.createUser({ plan: 'premium' });
    pro = await t.createUser({ plan: 'pro' });
    admin = await t.createUser({ email: 'coach@example.com' });
  });
  afterAll(() => t.close());

  const request = (user: TestUser, payload: object) =>
    t.as(user, { method: 'POST', url: '/api/coaching-sessions', payload });
  const patch = (user: TestUser, id: string, payload: object) =>
    t.as(user, { method: 'PATCH', url: `/api/coaching-sessions/${id}`, payload });

  it('400s bad input, naming the field', async () => {
    for (const [payload, field] of [
      [{ ...REQUEST, topic: 'x' }, 'topic'],
      [{ ...REQUEST, preferredTimes: '' }, 'preferredTimes'],
      [{ ...REQUEST, timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const) {
      const response = await request(maya, payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('402s below Premium, naming Premium', async () => {
    const response = await request(pro, REQUEST);
    expect(response.statusCode).toBe(402);
    expect(response.json().message).toContain('Premium');
  });

  it('creates one session per calendar month, 409 for a second even when sent at once', async () => {
    const responses = await Promise.all([
      request(maya, REQUEST),
      request(maya, REQUEST),
      request(maya, REQUEST),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().message).toMatch(
      /^You already have a 1-on-1 session for \w+ \d{4}\. Premium includes one session per calendar month\.$/,
    );
    const created = CoachingSessionSchema.parse(
      responses.find((response) => response.statusCode === 201)?.json(),
    );
    expect(created).toMatchObject({
      status: 'requested',
      bookingUrl: 'https://cal.com/abundance/1-on-1',
      timeZone: 'Europe/Paris',
    });
    const own = CoachingSessionListSchema.parse(
      (await t.as(maya, { method: 'GET', url: '/api/coaching-sessions' })).json(),
    );
    expect(own.sessions).toHaveLength(1);
    expect(own.bookingUrl).toBe('https://cal.com/abundance/1-on-1');
    const others = CoachingSessionListSchema.parse(
      (await t.as(ben, { method: 'GET', url: '/api/coaching-sessions' })).json(),
    );
    expect(others.sessions).toEqual([]);
  });

  it('lets only admins see the queue', async () => {
    expect((await t.as(maya, { method: 'GET', url: '/api/admin/coaching-sessions' })).statusCode).toBe(403);
    const queue = AdminCoachingSessionListSchema.parse(
      (await t.as(admin, { method: 'GET', url: '/api/admin/coaching-sessions' })).json(),
    );
    expect(queue[0]).toMatchObject({
      topic: REQUEST.topic,
      status: 'requested',
      member: { email: maya.email },
    });
  });

  it('admins schedule and mark done; members cancel only their own; others get 404', async () => {
    const created = CoachingSessionSchema.parse((await request(ben, REQUEST)).json());
    expect((await patch(maya, created.id, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await patch(ben, created.id, { status: 'done' })).statusCode).toBe(403);
    const badLink = await patch(admin, created.id, {
      status: 'scheduled',
      scheduledAt: '2026-12-01T18:00:00+01:00',
      meetingUrl: 'ftp://x',
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().message).toContain('meetingUrl');
    expect((await patch(admin, created.id, { status: 'done' })).statusCode).toBe(409);
    const scheduled = await patch(admin, created.id, {
      status: 'scheduled',
      scheduledAt: '2026-12-01T18:00:00+01:00',
      meetingUrl: 'https://meet.example.com/abc',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({
      status: 'scheduled',
      scheduledAt: '2026-12-01T17:00:00.000Z',
      meetingUrl: 'https://meet.example.com/abc',
    });
    expect((await patch(admin, created.id, { status: 'done' })).json().status).toBe('done');
    expect((await patch(ben, created.id, { status: 'cancelled' })).statusCode).toBe(409);

    // Each of the admin's moves is mailed to the member (queued in the same transaction).
    const mails = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(and(eq(jobs.queue, MAIL_QUEUE), eq(jobs.userId, ben.id)));
    const subjects = mails.map(({ payload }) => (payload as { subject: string; to: string }).subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Your 1-on-1 session is scheduled', 'Thank you for your 1-on-1 session']),
    );
    const scheduledMail = mails.find(({ payload }) =>
      (payload as { subject: string }).subject.includes('scheduled'),
    );
    expect(JSON.stringify(scheduledMail?.payload)).toContain('https://meet.example.com/abc');
    expect(JSON.stringify(scheduledMail?.payload)).toContain(ben.email);
    // Each admin move is in the audit log too.
    const audit = await t.as(admin, { method: 'GET', url: '/api/admin/audit' });
    const moves = (
      audit.json() as { entries: { action: string; subjectId: string; after: unknown }[] }
    ).entries
      .filter((entry) => entry.subjectId === created.id)
      .map((entry) => [entry.action, entry.after]);
    expect(moves).toEqual([
      ['coaching.update', { status: 'done', scheduledAt: '2026-12-01T17:00:00.000Z' }],
      ['coaching.update', { status: 'scheduled', scheduledAt: '2026-12-01T17:00:00.000Z' }],
    ]);
  });

  it('a cancelled session frees the month for a new request', async () => {
    const own = CoachingSessionListSchema.parse(
      (await t.as(maya, { method: 'GET', url: '/api/coaching-sessions' })).json(),
    );
    const id = own.sessions[0]?.id ?? '';
    expect((await patch(maya, id, { status: 'cancelled' })).json().status).toBe('cancelled');
    expect((await request(maya, REQUEST)).statusCode).toBe(201);
  });
});
