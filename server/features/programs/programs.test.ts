import { SearchMoonPhase } from 'astronomy-engine';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { findLibrarySession } from '#domain/meditation/library';
import { ProgramDetailSchema, ProgramListSchema, type ProgramDetail } from '#domain/programs/programs';
import { meditationSessions } from '#server/db/schema/meditation';
import { users } from '#server/db/schema/users';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { ALREADY_ENROLLED, DAY_HAS_SESSION, DAY_NOT_OPEN, TOO_MANY_PROGRAMS } from './service';

let clock = Date.parse('2026-03-06T15:00:00Z');
const setClock = (iso: string) => {
  clock = Date.parse(iso);
};

describe('programs API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' }, undefined, { clock: () => clock });
  });
  afterAll(() => t.close());

  const member = (timeZone = 'America/New_York', plan: 'free' | 'pro' = 'free') =>
    t.createUser({ timeZone, plan });
  const detail = async (user: TestUser, id: string): Promise<ProgramDetail> => {
    const response = await t.as(user, { method: 'GET', url: `/api/programs/${id}` });
    expect(response.statusCode).toBe(200);
    return ProgramDetailSchema.parse(response.json());
  };
  const states = async (user: TestUser, id: string) =>
    (await detail(user, id)).days.map((day) => `${day.state}:${day.opensOn ?? '-'}`);
  const enrol = (user: TestUser, id: string) =>
    t.as(user, { method: 'POST', url: `/api/programs/${id}/enrolment` });
  const markDone = (user: TestUser, id: string, day: number) =>
    t.as(user, { method: 'POST', url: `/api/programs/${id}/days/${day}/done` });
  const completeSession = async (user: TestUser, sessionId: string, completedAt: string) => {
    const session = findLibrarySession(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    await t.database.db.insert(meditationSessions).values({
      userId: user.id,
      type: session.type,
      duration: session.duration,
      title: session.title,
      completed: true,
      completedAt: new Date(completedAt),
      completedDay: completedAt.slice(0, 10),
      createdAt: new Date(Date.parse(completedAt) - session.duration * 60_000),
    });
  };

  it('lists the four programs with plan, lock and no enrolment; 401 without a session', async () => {
    const user = await member();
    const response = await t.as(user, { method: 'GET', url: '/api/programs' });
    const list = ProgramListSchema.parse(response.json());
    expect(list.map((program) => [program.title, program.dayCount, program.plan, program.locked])).toEqual([
      ['7 Days of Money Calm', 7, 'free', false],
      ['21 Days to an Abundance Habit', 21, 'pro', true],
      ['Five Nights of Restful Sleep', 5, 'pro', true],
      ['One Lunar Cycle', 9, 'pro', true],
    ]);
    for (const program of list) expect(program.enrolment).toBeNull();
    expect((await t.as(null, { method: 'GET', url: '/api/programs' })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown program on every route, and 400 naming a bad param', async () => {
    const user = await member();
    for (const [method, url] of [
      ['GET', '/api/programs/nope'],
      ['POST', '/api/programs/nope/enrolment'],
      ['DELETE', '/api/programs/nope/enrolment'],
      ['POST', '/api/programs/nope/days/1/done'],
    ] as const)
      expect((await t.as(user, { method, url })).statusCode, `${method} ${url}`).toBe(404);
    const badDay = await markDone(user, 'money-calm-7', 0);
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain('day');
    const outOfRange = await markDone(user, 'money-calm-7', 8);
    expect(outOfRange.statusCode).toBe(404);
    const body = await t.as(user, {
      method: 'POST',
      url: '/api/programs/money-calm-7/enrolment',
      payload: { x: 1 },
    });
    expect(body.statusCode).toBe(400);
  });

  it('enrols in Money Calm and opens days at local midnight after the previous day, across the DST change', async () => {
    setClock('2026-03-06T15:00:00Z'); // 10:00 in New York, winter time
    const user = await member();
    const created = await enrol(user, 'money-calm-7');
    expect(created.statusCode).toBe(201);
    const body = ProgramDetailSchema.parse(created.json());
    expect(body.enrolment).toEqual({ startedOn: '2026-03-06', currentDay: 1, completedOn: null });
    expect(body.days[0]).toMatchObject({
      day: 1,
      sessionId: 'first-breath',
      state: 'open',
      opensOn: '2026-03-06',
    });
    expect(body.days.slice(1).every((day) => day.state === 'locked')).toBe(true);

    // A retry or double click does not make a second enrolment.
    const again = await enrol(user, 'money-calm-7');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_ENROLLED);

    // Day 1 is done by completing its session; day 2 waits for New York midnight.
    await completeSession(user, 'first-breath', '2026-03-06T20:00:00Z');
    setClock('2026-03-07T04:59:00Z');
    expect((await states(user, 'money-calm-7')).slice(0, 3)).toEqual([
      'done:2026-03-06',
      'locked:2026-03-07',
      'locked:-',
    ]);
    expect((await markDone(user, 'money-calm-7', 2)).json().message).toBe(DAY_NOT_OPEN);
    setClock('2026-03-07T05:00:00Z');
    expect((await states(user, 'money-calm-7')).slice(0, 3)).toEqual([
      'done:2026-03-06',
      'open:2026-03-07',
      'locked:-',
    ]);

    // Day 2 has no session: Mark as done, done the day after the clocks spring forward.
    expect((await markDone(user, 'money-calm-7', 1)).json().message).toBe(DAY_HAS_SESSION);
    setClock('2026-03-08T15:00:00Z');
    expect((await markDone(user, 'money-calm-7', 2)).statusCode).toBe(204);
    expect((await markDone(user, 'money-calm-7', 2)).statusCode).toBe(204);
    setClock('2026-03-09T03:59:00Z');
    expect((await states(user, 'money-calm-7'))[2]).toBe('locked:2026-03-09');
    setClock('2026-03-09T04:00:00Z'); // midnight in New York, summer time
    expect((await states(user, 'money-calm-7'))[2]).toBe('open:2026-03-09');
    expect((await detail(user, 'money-calm-7')).enrolment?.currentDay).toBe(3);
  });

  it('finishes a program when its last day is done, and lets the member take it again', async () => {
    setClock('2026-04-01T14:00:00Z');
    const user = await member('Europe/London');
    expect((await enrol(user, 'money-calm-7')).statusCode).toBe(201);
    const program = await detail(user, 'money-calm-7');
    for (const [index, day] of program.days.entries()) {
      const moment = new Date(Date.parse('2026-04-01T14:00:00Z') + index * 86_400_000 + 60_000).toISOString();
      setClock(moment);
      if (day.sessionId) await completeSession(user, day.sessionId, moment);
      else expect((await markDone(user, 'money-calm-7', day.day)).statusCode).toBe(204);
    }
    setClock('2026-04-08T12:00:00Z');
    const finished = await detail(user, 'money-calm-7');
    expect(finished.days.every((day) => day.state === 'done')).toBe(true);
    expect(finished.enrolment).toEqual({ startedOn: '2026-04-01', currentDay: 7, completedOn: '2026-04-07' });
    const retake = await enrol(user, 'money-calm-7');
    expect(retake.statusCode).toBe(201);
    expect(ProgramDetailSchema.parse(retake.json()).enrolment).toEqual({
      startedOn: '2026-04-08',
      currentDay: 1,
      completedOn: null,
    });
  });

  it('refuses Pro programs on Free with 402, allows them on Pro, and caps programs at two at once', async () => {
    setClock('2026-05-01T12:00:00Z');
    const user = await member();
    const refused = await enrol(user, 'abundance-habit-21');
    expect(refused.statusCode).toBe(402);
    expect(refused.json().message).toContain('Pro');
    await t.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, user.id));
    expect((await enrol(user, 'abundance-habit-21')).statusCode).toBe(201);
    expect((await enrol(user, 'restful-sleep-5')).statusCode).toBe(201);
    const third = await enrol(user, 'money-calm-7');
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(TOO_MANY_PROGRAMS);

    // Leaving one frees a place; leaving is 204 and so is leaving again.
    const left = await t.as(user, { method: 'DELETE', url: '/api/programs/restful-sleep-5/enrolment' });
    expect(left.statusCode).toBe(204);
    expect(
      (await t.as(user, { method: 'DELETE', url: '/api/programs/restful-sleep-5/enrolment' })).statusCode,
    ).toBe(204);
    expect((await detail(user, 'restful-sleep-5')).enrolment).toBeNull();
    expect((await enrol(user, 'money-calm-7')).statusCode).toBe(201);
  });

  it('allows concurrent enrolment requests to make one enrolment only', async () => {
    setClock('2026-05-02T12:00:00Z');
    const user = await member();
    const responses = await Promise.all([1, 2, 3].map(() => enrol(user, 'money-calm-7')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('keeps each member’s enrolments their own', async () => {
    setClock('2026-05-03T12:00:00Z');
    const owner = await member();
    const stranger = await member();
    await enrol(owner, 'money-calm-7');
    expect((await detail(stranger, 'money-calm-7')).enrolment).toBeNull();
    expect((await markDone(stranger, 'money-calm-7', 2)).statusCode).toBe(409);
  });

  it.each(['Pacific/Auckland', 'Europe/London', 'America/Los_Angeles'])(
    'starts One Lunar Cycle on the next new moon in %s, every day upcoming until then',
    async (timeZone) => {
      setClock('2026-11-26T12:00:00Z');
      const user = await member(timeZone, 'pro');
      const created = await enrol(user, 'lunar-cycle');
      expect(created.statusCode).toBe(201);
      const body = ProgramDetailSchema.parse(created.json());
      const newMoon = SearchMoonPhase(0, new Date(clock), 40)?.date;
      if (!newMoon) throw new Error('no new moon found');
      expect(body.days[0]?.opensOn).toBe(localDay(newMoon, timeZone));
      expect(body.days[0]?.phase).toBe('New Moon');
      expect(body.days[4]?.phase).toBe('Full Moon');
      expect(new Set(body.days.map((day) => day.state))).toEqual(new Set(['upcoming']));
      // On the new moon's own day, day 1 opens.
      setClock(new Date(newMoon.getTime() + 60_000).toISOString());
      const opened = await detail(user, 'lunar-cycle');
      expect(opened.days[0]?.state).toBe(
        localDay(newMoon, timeZone) === localDay(new Date(clock), timeZone) ? 'open' : 'upcoming',
      );
    },
  );

  it('exports the member’s enrolments and marks with the account', async () => {
    setClock('2026-06-01T12:00:00Z');
    const user = await member();
    await enrol(user, 'money-calm-7');
    const exported = (await t.as(user, { method: 'GET', url: '/api/account/export' })).json();
    expect(exported.data.program_enrolments).toHaveLength(1);
    expect(exported.data.program_enrolments[0]).toMatchObject({
      programId: 'money-calm-7',
      startedOn: '2026-06-01',
    });
    expect(exported.data.program_day_marks).toEqual([]);
  });
});
