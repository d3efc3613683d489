import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { weekStart } from '#domain/meditation/meditation';
import { practiceLog } from '#server/db/schema/practice';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const URL = '/api/meditation-sessions';
const abundance = { type: 'guided', duration: 15, title: 'Abundance Alignment' };

describe('/api/meditation-sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const create = (user: TestUser, payload: object = abundance) =>
    t.as(user, { method: 'POST', url: URL, payload });
  const complete = (user: TestUser, id: string, completed = true) =>
    t.as(user, { method: 'PATCH', url: `${URL}/${id}`, payload: { completed } });
  const practiceRows = (userId: string) =>
    t.database.db
      .select()
      .from(practiceLog)
      .where(and(eq(practiceLog.userId, userId), eq(practiceLog.kind, 'meditation')));

  it('refuses a visitor without a session', async () => {
    expect((await t.as(null, { method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.as(null, { method: 'POST', url: URL, payload: abundance })).statusCode).toBe(401);
  });

  it('creates a started session and lists it, newest first', async () => {
    const user = await t.createUser();
    const first = await create(user);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...abundance, completed: false, completedAt: null });
    const second = await create(user, { type: 'ambient', duration: 25, title: 'Cosmic Wealth Attunement' });
    const list = await t.as(user, { method: 'GET', url: URL });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((session: { id: string }) => session.id)).toEqual([
      second.json().id,
      first.json().id,
    ]);
    const limited = await t.as(user, { method: 'GET', url: `${URL}?limit=1` });
    expect(limited.json()).toHaveLength(1);
    expect(await practiceRows(user.id)).toEqual([]);
  });

  it('completes the record made at play, on the user’s local day, and counts it once', async () => {
    const zone = 'Pacific/Kiritimati';
    const user = await t.createUser({ timeZone: zone });
    const { id } = (await create(user)).json();
    const done = await complete(user, id);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id, completed: true });
    const again = await complete(user, id);
    expect(again.json().completedAt).toBe(done.json().completedAt);
    const rows = await practiceRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sourceId: id, minutes: 15, day: localDay(new Date(), zone) });
    expect((await t.as(user, { method: 'GET', url: URL })).json()).toHaveLength(1);
  });

  it('two completions at once record the practice once', async () => {
    const user = await t.createUser();
    const { id } = (await create(user)).json();
    const responses = await Promise.all([complete(user, id), complete(user, id), complete(user, id)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await practiceRows(user.id)).toHaveLength(1);
  });

  it('un-completing forgets the practice', async () => {
    const user = await t.createUser();
    const { id } = (await create(user)).json();
    await complete(user, id);
    const undone = await complete(user, id, false);
    expect(undone.json()).toMatchObject({ completed: false, completedAt: null });
    expect(await practiceRows(user.id)).toEqual([]);
  });

  it('a session created already completed is recorded at once', async () => {
    const user = await t.createUser();
    const response = await create(user, { ...abundance, duration: 12, completed: true });
    expect(response.json()).toMatchObject({ completed: true });
    expect(await practiceRows(user.id)).toMatchObject([{ sourceId: response.json().id, minutes: 12 }]);
  });

  it("answers 404 for another user's session and never shows it", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const { id } = (await create(owner)).json();
    const response = await complete(stranger, id);
    expect(response.statusCode).toBe(404);
    expect((await t.as(stranger, { method: 'GET', url: URL })).json()).toEqual([]);
    expect(await practiceRows(stranger.id)).toEqual([]);
    expect((await complete(owner, crypto.randomUUID())).statusCode).toBe(404);
  });

  it.each([
    ['type', { ...abundance, type: 'silent' }],
    ['duration', { ...abundance, duration: 0 }],
    ['duration', { ...abundance, duration: 181 }],
    ['duration', { ...abundance, duration: 1.5 }],
    ['title', { ...abundance, title: '' }],
    ['title', { ...abundance, title: 'x'.repeat(101) }],
    ['completed', { ...abundance, completed: 'yes' }],
    ['type', { duration: 15, title: 'No type' }],
  ])('POST with a bad %s answers 400 naming it', async (field, payload) => {
    const user = await t.createUser();
    const response = await create(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it('PATCH with a bad body or id answers 400 naming the field', async () => {
    const user = await t.createUser();
    const { id } = (await create(user)).json();
    const badBody = await t.as(user, { method: 'PATCH', url: `${URL}/${id}`, payload: { completed: 'no' } });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toMatch(/^completed: /);
    const badId = await complete(user, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^params id: /);
    const badLimit = await t.as(user, { method: 'GET', url: `${URL}?limit=0` });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toMatch(/^querystring limit: /);
  });

  it('PATCH stores the moods before and after with the session, alone or with completion', async () => {
    const user = await t.createUser();
    const { id } = (await create(user)).json();
    const patch = (payload: object) => t.as(user, { method: 'PATCH', url: `${URL}/${id}`, payload });
    const before = await patch({ moodBefore: 2 });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id, completed: false, moodBefore: 2, moodAfter: null });
    const after = await patch({ completed: true, moodAfter: 4 });
    expect(after.json()).toMatchObject({ completed: true, moodBefore: 2, moodAfter: 4 });
    expect(await practiceRows(user.id)).toHaveLength(1);
    const skipped = await patch({ moodAfter: null });
    expect(skipped.json()).toMatchObject({ completed: true, moodBefore: 2, moodAfter: null });
    expect((await t.as(user, { method: 'GET', url: URL })).json()[0]).toMatchObject({ moodBefore: 2 });
  });

  it.each([
    ['moodBefore', { moodBefore: 0 }],
    ['moodAfter', { moodAfter: 6 }],
    ['moodAfter', { moodAfter: 3.5 }],
    ['moodBefore', { moodBefore: 'good' }],
  ])('PATCH with a bad %s answers 400 naming it', async (field, payload) => {
    const user = await t.createUser();
    const { id } = (await create(user)).json();
    const response = await t.as(user, { method: 'PATCH', url: `${URL}/${id}`, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field}: `));
  });

  it("PATCH with nothing to change is 400, and another member's session is 404", async () => {
    const owner = await t.createUser();
    const stranger = await t.createUser();
    const { id } = (await create(owner)).json();
    const empty = await t.as(owner, { method: 'PATCH', url: `${URL}/${id}`, payload: {} });
    expect(empty.statusCode).toBe(400);
    const theirs = await t.as(stranger, { method: 'PATCH', url: `${URL}/${id}`, payload: { moodBefore: 3 } });
    expect(theirs.statusCode).toBe(404);
    const untouched = (await t.as(owner, { method: 'GET', url: URL })).json()[0];
    expect(untouched).toMatchObject({ id, moodBefore: null });
  });

  it('summarizes total minutes and sessions completed this week', async () => {
    const user = await t.createUser();
    const started = (await create(user)).json();
    const done = (await create(user, { ...abundance, duration: 20 })).json();
    await complete(user, done.id);
    await create(user, { ...abundance, duration: 12, completed: true });
    const today = localDay(new Date(), 'UTC');
    const summary = await t.as(user, { method: 'GET', url: `${URL}/summary?date=${today}` });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toEqual({
      totalMinutes: 32,
      totalCompleted: 2,
      completedThisWeek: 2,
      weekStart: weekStart(today),
    });
    expect(started.completed).toBe(false);
    const nextMonth = await t.as(user, { method: 'GET', url: `${URL}/summary?date=2099-01-07` });
    expect(nextMonth.json()).toMatchObject({
      totalMinutes: 32,
      completedThisWeek: 0,
      weekStart: '2099-01-05',
    });
    const badDate = await t.as(user, { method: 'GET', url: `${URL}/summary?date=2026-02-30` });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/^querystring date: /);
  });
});
