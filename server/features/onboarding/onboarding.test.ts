import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOnboarding } from '#server/db/schema/onboarding';
import { reminderSchedules } from '#server/db/schema/reminders';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('/api/onboarding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (user: TestUser | null) => t.as(user, { method: 'GET', url: '/api/onboarding' });
  const put = (user: TestUser, payload: object) =>
    t.as(user, { method: 'PUT', url: '/api/onboarding', payload });

  it('starts pending for a new member and needs a session', async () => {
    expect((await get(null)).statusCode).toBe(401);
    const user = await t.createUser();
    const response = await get(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      state: 'pending',
      completedAt: null,
      intention: null,
      practiceTime: null,
      reminder: false,
    });
  });

  it('keeps omitted fields, stamps completedAt on finish and sets the reminder to the practice time', async () => {
    const user = await t.createUser();
    const first = await put(user, { intention: { id: 'own', text: '  Stop worrying about rent ' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      state: 'pending',
      intention: { id: 'own', text: 'Stop worrying about rent' },
    });

    const second = await put(user, { practiceTime: '07:15', reminder: true });
    expect(second.json()).toMatchObject({
      state: 'pending',
      completedAt: null,
      intention: { id: 'own', text: 'Stop worrying about rent' },
      practiceTime: '07:15',
      reminder: true,
    });
    const profile = await t.as(user, { method: 'GET', url: '/api/user' });
    expect(profile.json().reminderTime).toBe('07:15');
    const schedules = await t.database.db
      .select()
      .from(reminderSchedules)
      .where(eq(reminderSchedules.userId, user.id));
    expect(schedules.map((row) => row.kind)).toEqual(['practice']);

    const before = Date.now();
    const finished = await put(user, { finish: 'completed' });
    expect(finished.json().state).toBe('completed');
    expect(Date.parse(finished.json().completedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(finished.json().practiceTime).toBe('07:15');
    expect((await get(user)).json()).toEqual(finished.json());

    const off = await put(user, { reminder: false });
    expect(off.json()).toMatchObject({ reminder: false, practiceTime: '07:15', state: 'completed' });
    expect((await t.as(user, { method: 'GET', url: '/api/user' })).json().reminderTime).toBeNull();
    expect(
      await t.database.db.select().from(reminderSchedules).where(eq(reminderSchedules.userId, user.id)),
    ).toEqual([]);
  });

  it('records a skip and answers each member only their own', async () => {
    const skipper = await t.createUser();
    const other = await t.createUser();
    const skipped = await put(skipper, { finish: 'skipped' });
    expect(skipped.json()).toMatchObject({ state: 'skipped', intention: null });
    expect(skipped.json().completedAt).not.toBeNull();
    expect((await get(other)).json().state).toBe('pending');
  });

  it.each([
    [{ intention: { id: 'riches' } }, /^intention/],
    [{ intention: { id: 'own', text: '   ' } }, /^intention\.text: /],
    [{ intention: { id: 'own', text: 'x'.repeat(121) } }, /^intention\.text: .*120/],
    [{ practiceTime: '7:5' }, /^practiceTime: .*HH:MM/],
    [{ reminder: 'yes' }, /^reminder: /],
    [{ finish: 'pending' }, /^finish: /],
    [{ colour: 'gold' }, /colour/],
    [{ reminder: true }, /^reminder: choose a practice time first/],
  ])('refuses %o naming the field', async (payload, message) => {
    const user = await t.createUser();
    const response = await put(user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect((await get(user)).json().state).toBe('pending');
  });

  it('is in the export and goes with the account', async () => {
    const user = await t.createUser();
    await put(user, { intention: { id: 'sleep' }, finish: 'completed' });
    const exported = await t.as(user, { method: 'GET', url: '/api/account/export' });
    expect(exported.json().data.member_onboarding).toMatchObject([
      { state: 'completed', intention: { id: 'sleep' } },
    ]);
    const deleted = await t.as(user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.database.db.select().from(memberOnboarding).where(eq(memberOnboarding.userId, user.id)),
    ).toEqual([]);
  });
});
