import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { currentStreak, periodOf, streakWindowStart } from '#domain/habits/periods';
import { habitCompletions, habits } from '#server/db/schema/habits';
import { practiceLog } from '#server/db/schema/practice';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

const today = () => localDay(new Date(), 'UTC');

describe('wealth habits: toggling, streaks and analytics', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const create = async (payload: Record<string, unknown>): Promise<string> => {
    const response = await t.as(user, { method: 'POST', url: '/api/wealth-habits', payload });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  };
  const toggle = (id: string, date?: string) =>
    t.as(user, { method: 'POST', url: `/api/wealth-habits/${id}/toggle${date ? `?date=${date}` : ''}` });
  /** The habit's completions, the practice they recorded, and practice left behind by any undone one. */
  const rowsOf = async (habitId: string) => {
    const { db } = t.database;
    const all = await db.select().from(habitCompletions).where(eq(habitCompletions.userId, user.id));
    const practice = await db
      .select()
      .from(practiceLog)
      .where(and(eq(practiceLog.userId, user.id), eq(practiceLog.kind, 'habit')));
    const completions = all.filter((completion) => completion.habitId === habitId);
    return {
      completions,
      practice: practice.filter((row) => completions.some((completion) => completion.id === row.sourceId)),
      orphans: practice.filter((row) => !all.some((completion) => completion.id === row.sourceId)),
    };
  };

  it('toggles today by default, records practice, and a second toggle undoes both', async () => {
    const id = await create({ title: 'Track spending' });
    const on = await toggle(id);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, isCompleted: true, streak: 1, totalCompletions: 1 });
    expect(on.json().recentCompletions).toEqual([today()]);
    const afterOn = await rowsOf(id);
    expect(afterOn.completions).toHaveLength(1);
    expect(afterOn.practice).toMatchObject([{ day: today(), kind: 'habit' }]);

    const off = await toggle(id);
    expect(off.json()).toMatchObject({ isCompleted: false, streak: 0, totalCompletions: 0 });
    const afterOff = await rowsOf(id);
    expect(afterOff.completions).toHaveLength(0);
    expect(afterOff.orphans).toHaveLength(0);
  });

  it('counts today and a back-filled yesterday as a streak of 2, seen from either day', async () => {
    const id = await create({ title: 'Read a finance chapter' });
    await toggle(id, today());
    const yesterday = await toggle(id, addDays(today(), -1));
    expect(yesterday.json()).toMatchObject({ isCompleted: true, streak: 2, totalCompletions: 2 });
    const list = await t.as(user, { method: 'GET', url: `/api/wealth-habits?date=${today()}` });
    expect(list.json().find((habit: { id: string }) => habit.id === id)).toMatchObject({
      isCompleted: true,
      streak: 2,
    });
    const before = await t.as(user, {
      method: 'GET',
      url: `/api/wealth-habits?date=${addDays(today(), -2)}`,
    });
    expect(before.json().find((habit: { id: string }) => habit.id === id)).toMatchObject({
      isCompleted: false,
      streak: 2,
    });
  });

  it('marks a weekly habit done for its whole ISO week, and any day of that week undoes it', async () => {
    const id = await create({ title: 'Weekly review', frequency: 'weekly' });
    const week = periodOf(addDays(today(), -7), 'weekly');
    const on = await toggle(id, week.start);
    expect(on.json()).toMatchObject({ isCompleted: true, streak: 1 });
    const seen = await t.as(user, { method: 'GET', url: `/api/wealth-habits?date=${week.end}` });
    expect(seen.json().find((habit: { id: string }) => habit.id === id)).toMatchObject({ isCompleted: true });
    const off = await toggle(id, week.end);
    expect(off.json()).toMatchObject({ isCompleted: false, streak: 0, totalCompletions: 0 });
  });

  it.each([2, 5])(
    'leaves one row or none after %i concurrent toggles, with practice to match',
    async (count) => {
      const id = await create({ title: `Race ${count}` });
      const responses = await Promise.all(Array.from({ length: count }, () => toggle(id, today())));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const { completions, practice, orphans } = await rowsOf(id);
      expect(completions.length).toBeLessThanOrEqual(1);
      expect(practice).toHaveLength(completions.length);
      expect(orphans).toHaveLength(0);
    },
  );

  it('refuses a body on toggle and a day that has not begun anywhere', async () => {
    const id = await create({ title: 'Strict' });
    const withBody = await t.as(user, {
      method: 'POST',
      url: `/api/wealth-habits/${id}/toggle`,
      payload: { isCompleted: true },
    });
    expect(withBody.statusCode).toBe(400);
    const future = await toggle(id, addDays(today(), 3));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: 'date: cannot be in the future' });
  });

  it('reports analytics over active habits only', async () => {
    const other = await t.createUser();
    const as = (options: Parameters<TestApp['as']>[1]) => t.as(other, options);
    const day = today();
    const ids: string[] = [];
    for (const payload of [
      { title: 'Save', category: 'financial', date: addDays(day, -1) },
      { title: 'Affirm', category: 'mindset', date: addDays(day, -1) },
      { title: 'Archived', category: 'business', date: addDays(day, -1) },
    ])
      ids.push((await as({ method: 'POST', url: '/api/wealth-habits', payload })).json().id);
    const [save, affirm, archived] = ids;
    for (const [id, date] of [
      [save, day],
      [save, addDays(day, -1)],
      [affirm, addDays(day, -1)],
      [archived, day],
      [archived, addDays(day, -1)],
    ])
      expect(
        (await as({ method: 'POST', url: `/api/wealth-habits/${id}/toggle?date=${date}` })).statusCode,
      ).toBe(200);
    await as({ method: 'PATCH', url: `/api/wealth-habits/${archived}`, payload: { isArchived: true } });

    const response = await as({ method: 'GET', url: `/api/wealth-habits/analytics?date=${day}` });
    expect(response.statusCode).toBe(200);
    // Streaks 2 and 1; due: yesterday for both, today only for Save (Affirm's today is still open).
    expect(response.json()).toEqual({
      totalHabits: 2,
      averageStreak: 1.5,
      bestCategory: 'financial',
      weeklyCompletion: 100,
    });
  });

  it('counts a streak longer than the window a card reads at first, from the whole history', async () => {
    const id = await create({ title: 'Every single day', date: addDays(today(), -300) });
    // 250 days in a row up to yesterday, written straight in (250 toggles would only be slower).
    const days = Array.from({ length: 250 }, (_, back) => addDays(today(), -1 - back));
    await t.database.db
      .insert(habitCompletions)
      .values(
        days.map((day) => ({ habitId: id, userId: user.id, day, periodKey: periodOf(day, 'daily').key })),
      );
    const toggled = await toggle(id, today());
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ isCompleted: true, streak: 251 });
  });

  it('counts a streak a freeze carried across a miss inside the window, from the whole history', async () => {
    const id = await create({ title: 'Almost every day', date: addDays(today(), -300) });
    // 250 days up to yesterday but one, 40 days back: the freeze banked long before covers it.
    const missed = addDays(today(), -40);
    const days = Array.from({ length: 250 }, (_, back) => addDays(today(), -1 - back)).filter(
      (day) => day !== missed,
    );
    await t.database.db
      .insert(habitCompletions)
      .values(
        days.map((day) => ({ habitId: id, userId: user.id, day, periodKey: periodOf(day, 'daily').key })),
      );
    const expected = currentStreak('daily', new Set([...days, today()]), today());
    expect(expected).toBe(250);
    const toggled = await toggle(id, today());
    expect(toggled.json()).toMatchObject({ isCompleted: true, streak: expected });
    const list = await t.as(user, { method: 'GET', url: `/api/wealth-habits?date=${today()}` });
    expect(list.json().find((habit: { id: string }) => habit.id === id)).toMatchObject({ streak: expected });
  });

  describe('streak anchors', () => {
    const anchorOf = async (id: string) => {
      const [row] = await t.database.db
        .select({ anchor: habits.streakAnchor })
        .from(habits)
        .where(eq(habits.id, id));
      return row?.anchor ?? null;
    };
    /** A daily habit done every day for `length` days up to yesterday but `missed`, written straight in. */
    const longHabit = async (title: string, length: number, missed: string[] = []) => {
      const id = await create({ title, date: addDays(today(), -length - 10) });
      const days = Array.from({ length }, (_, back) => addDays(today(), -1 - back)).filter(
        (day) => !missed.includes(day),
      );
      await t.database.db
        .insert(habitCompletions)
        .values(
          days.map((day) => ({ habitId: id, userId: user.id, day, periodKey: periodOf(day, 'daily').key })),
        );
      return { id, days };
    };

    it('are kept once a card reads the whole history, and later toggles walk from them in one statement', async () => {
      // 400 days with a freeze spent 40 days back: no window of weeks can settle the streak.
      const { id, days } = await longHabit('Daily review', 400, [addDays(today(), -40)]);
      expect(await anchorOf(id)).toBeNull();
      const expected = currentStreak('daily', new Set([...days, today()]), today());
      expect(expected).toBe(400);
      expect((await toggle(id, today())).json()).toMatchObject({ isCompleted: true, streak: expected });
      // The latest done day before the window, with the walk's state there.
      const anchor = await anchorOf(id);
      const windowStart = streakWindowStart(today(), 'daily');
      expect(anchor).toMatchObject({ key: addDays(windowStart, -1) });
      expect(anchor?.streak).toBe(days.filter((day) => day <= addDays(windowStart, -1)).length);

      const before = t.database.queryCount();
      expect((await toggle(id, today())).json()).toMatchObject({ isCompleted: false, streak: expected - 1 });
      expect((await toggle(id, today())).json()).toMatchObject({ isCompleted: true, streak: expected });
      // Each toggle read the periods after the anchor in its own statement: no whole-history read.
      expect(t.database.queryCount() - before).toBe(2);
      const list = await t.as(user, { method: 'GET', url: `/api/wealth-habits?date=${today()}` });
      expect(list.json().find((habit: { id: string }) => habit.id === id)).toMatchObject({
        streak: expected,
      });
    });

    it('are forgotten when a completion at or before them changes, and the streak stays exact', async () => {
      const { id, days } = await longHabit('Daily gratitude', 300, [addDays(today(), -40)]);
      await toggle(id, today());
      const anchor = await anchorOf(id);
      if (!anchor) throw new Error('no anchor was kept');
      // Un-ticking the anchor's own day breaks nothing alone, but moves the walk's state there: the
      // toggle forgets the anchor, and its card, reading the whole history again, keeps the one before.
      const undone = await toggle(id, anchor.key);
      const left = new Set([...days.filter((day) => day !== anchor.key), today()]);
      expect(undone.json()).toMatchObject({
        isCompleted: false,
        streak: currentStreak('daily', left, today()),
      });
      const renewed = await anchorOf(id);
      expect(renewed).toMatchObject({ key: addDays(anchor.key, -1), streak: anchor.streak - 1 });
      const card = await t.as(user, { method: 'GET', url: `/api/wealth-habits?date=${today()}` });
      const streak = card.json().find((habit: { id: string }) => habit.id === id).streak;
      expect(streak).toBe(currentStreak('daily', left, today()));
      // A change after the anchor's period keeps it.
      await toggle(id, addDays(today(), -3));
      expect(await anchorOf(id)).toEqual(renewed);
    });

    it("give the analytics each habit's exact streak without reading its whole history each time", async () => {
      const own = await t.createUser();
      const created = await t.as(own, {
        method: 'POST',
        url: '/api/wealth-habits',
        payload: { title: 'Daily ledger', date: addDays(today(), -20) },
      });
      const id = created.json().id;
      // Back-filled 400 days, long before the habit's start day, with a freeze spent 40 days back.
      const days = Array.from({ length: 400 }, (_, back) => addDays(today(), -1 - back)).filter(
        (day) => day !== addDays(today(), -40),
      );
      await t.database.db
        .insert(habitCompletions)
        .values(
          days.map((day) => ({ habitId: id, userId: own.id, day, periodKey: periodOf(day, 'daily').key })),
        );
      const analytics = () =>
        t.as(own, { method: 'GET', url: `/api/wealth-habits/analytics?date=${today()}` });
      const expected = currentStreak('daily', new Set(days), today());
      expect((await analytics()).json()).toMatchObject({
        averageStreak: expected,
        bestCategory: 'financial',
      });
      expect(await anchorOf(id)).not.toBeNull();
      // Ticking today forgets the member's remembered answers; the next analytics read from the anchor.
      await t.as(own, { method: 'POST', url: `/api/wealth-habits/${id}/toggle?date=${today()}` });
      const before = t.database.queryCount();
      expect((await analytics()).json()).toMatchObject({ averageStreak: expected + 1 });
      // The member's day, the habit rows and the cards' history (from the anchor): no history read.
      expect(t.database.queryCount() - before).toBe(3);
    });

    it('are not kept over a change that committed after the history was read', async () => {
      const { id } = await longHabit('Daily budget check', 300, [addDays(today(), -40)]);
      // Stand in for a toggle that commits between the history read and the anchor's save.
      await t.database.db.update(habits).set({ historyVersion: 7 }).where(eq(habits.id, id));
      const { saveStreakAnchor } = await import('./history-repository');
      await saveStreakAnchor(
        t.database.db,
        user.id,
        id,
        { key: '2020-01-01', streak: 1, freezesBanked: 0, inARow: 1 },
        6,
      );
      expect(await anchorOf(id)).toBeNull();
      await saveStreakAnchor(
        t.database.db,
        user.id,
        id,
        { key: '2020-01-01', streak: 1, freezesBanked: 0, inARow: 1 },
        7,
      );
      expect(await anchorOf(id)).toMatchObject({ key: '2020-01-01' });
    });
  });

  it('toggles a monthly habit done for 29 months in one statement once it has its anchor', async () => {
    const id = await create({
      title: 'Review the budget',
      frequency: 'monthly',
      date: addDays(today(), -900),
    });
    // Every month for 29 months before this one: far more than the streak window's 12 weeks.
    const days: string[] = [];
    for (let period = periodOf(today(), 'monthly'), step = 0; step < 29; step += 1) {
      period = periodOf(addDays(period.start, -1), 'monthly');
      days.push(period.start);
    }
    await t.database.db
      .insert(habitCompletions)
      .values(
        days.map((day) => ({ habitId: id, userId: user.id, day, periodKey: periodOf(day, 'monthly').key })),
      );
    await toggle(id, today()); // on, then off: warms the session cache and keeps the habit's anchor
    expect((await toggle(id, today())).json()).toMatchObject({ isCompleted: false, streak: 29 });
    const before = t.database.queryCount();
    const toggled = await toggle(id, today());
    expect(toggled.json()).toMatchObject({ isCompleted: true, streak: 30 });
    // The toggle's own statement read the months after the anchor: no second read of the history.
    expect(t.database.queryCount() - before).toBe(1);
  });
});
