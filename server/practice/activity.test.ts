import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#domain/shared/dates';
import { levelFor, totalExperience } from '#domain/practice/experience';
import { practiceStreak } from '#domain/practice/streak';
import { users } from '#server/db/schema/users';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { getCoherence, readActivity } from './activity';
import { readDailyPractice } from './activity-repository';
import { recordPractice, removePractice, type PracticeKind } from './practice-log';

const TODAY = '2026-11-21';

describe('practice log -> activity model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const practise = (userId: string, day: string, kind: PracticeKind = 'ritual', minutes?: number) =>
    t.database.db.transaction((tx) =>
      recordPractice(tx, { userId, day, kind, sourceId: randomUUID(), ...(minutes ? { minutes } : {}) }),
    );

  /** The level from the running total, after checking that total against the whole log. */
  const storedLevel = async (userId: string) => {
    const [row] = await t.database.db
      .select({ experience: users.experience })
      .from(users)
      .where(eq(users.id, userId));
    const fromLog = totalExperience(await readDailyPractice(t.database.db, userId));
    expect(row?.experience).toBe(fromLog);
    const level = levelFor(row?.experience ?? 0);
    return { quantumLevel: level.level, levelProgress: level.levelProgress };
  };

  it('keeps users.experience (the level) in step with every record and removal', async () => {
    const user = await t.createUser();
    expect(await storedLevel(user.id)).toEqual({ quantumLevel: 1, levelProgress: 0 });

    const sourceId = randomUUID();
    await t.database.db.transaction((tx) =>
      recordPractice(tx, { userId: user.id, day: TODAY, kind: 'meditation', sourceId, minutes: 15 }),
    );
    expect(await storedLevel(user.id)).toEqual({ quantumLevel: 1, levelProgress: 35 });

    // Recording the same act again changes nothing.
    await recordPractice(t.database.db, {
      userId: user.id,
      day: TODAY,
      kind: 'meditation',
      sourceId,
      minutes: 15,
    });
    expect(await storedLevel(user.id)).toEqual({ quantumLevel: 1, levelProgress: 35 });

    for (let i = 0; i < 7; i += 1) await practise(user.id, TODAY, 'ritual');
    // 35 + 70 = 105 XP: level 2 starts at 100 and needs 200 more.
    expect(await storedLevel(user.id)).toEqual({ quantumLevel: 2, levelProgress: 2 });

    await t.database.db.transaction((tx) => removePractice(tx, user.id, 'meditation', sourceId));
    expect(await storedLevel(user.id)).toEqual({ quantumLevel: 1, levelProgress: 70 });

    // GET /api/user reads the same columns.
    const response = await t.as(user, { method: 'GET', url: '/api/user' });
    expect(response.json()).toMatchObject({ quantumLevel: 1, levelProgress: 70 });
  });

  it('applies the daily XP cap per day', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 20; i += 1) await practise(user.id, TODAY, 'ritual');
    await practise(user.id, addDays(TODAY, -1), 'habit');
    expect(await storedLevel(user.id)).toEqual({ quantumLevel: 2, levelProgress: 32 });
  });

  it('loses no level update when two practices are recorded at once', async () => {
    const user = await t.createUser();
    await Promise.all(Array.from({ length: 6 }, () => practise(user.id, TODAY, 'ritual')));
    expect(await storedLevel(user.id)).toEqual({ quantumLevel: 1, levelProgress: 60 });
  });

  it('does not touch another user when removing', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const sourceId = randomUUID();
    await recordPractice(t.database.db, { userId: owner.id, day: TODAY, kind: 'habit', sourceId });
    await removePractice(t.database.db, other.id, 'habit', sourceId);
    expect(await storedLevel(owner.id)).toEqual({ quantumLevel: 1, levelProgress: 15 });
  });

  it('getCoherence: 0 before any practice, then growing with each day of practice', async () => {
    const user = await t.createUser();
    expect(await getCoherence(t.database.db, user.id, TODAY)).toBe(0);
    for (let n = 0; n < 7; n += 1) await practise(user.id, addDays(TODAY, -n));
    // A ritual a day with no meditation is half a day's practice: 35, 43, 50, 56, 62, 67, 71
    // (each max(S + 1, round(S + (100 - S) / 8), 35), domain/practice/coherence.ts).
    expect(await getCoherence(t.database.db, user.id, TODAY)).toBe(71);
    // Practice dated after `today` is not counted.
    expect(await getCoherence(t.database.db, user.id, addDays(TODAY, -7))).toBe(0);
  });

  it('getCoherence is 0, not null, when all practice is older than the window', async () => {
    const user = await t.createUser();
    await practise(user.id, '2024-01-01');
    expect(await getCoherence(t.database.db, user.id, TODAY)).toBe(0);
  });

  it('reads a streak longer than the coherence window in full', async () => {
    const user = await t.createUser();
    const days = Array.from({ length: 370 }, (_, n) => addDays(TODAY, -n));
    const { practiceLog } = await import('#server/db/schema/practice');
    await t.database.db
      .insert(practiceLog)
      .values(days.map((day) => ({ userId: user.id, day, kind: 'ritual' as const, sourceId: randomUUID() })));
    const activity = await readActivity(t.database.db, user.id, TODAY);
    expect(activity.streak).toBe(370);
    expect(activity.coherence).toBe(100);
  });

  describe('practice anchors', () => {
    const anchorOf = async (userId: string) => {
      const [row] = await t.database.db
        .select({ anchor: users.practiceAnchor })
        .from(users)
        .where(eq(users.id, userId));
      return row?.anchor ?? null;
    };
    /** 600 days of practice up to TODAY but a few, each a freeze covered: no year settles the streak. */
    const longPractice = async () => {
      const user = await t.createUser();
      const missed = new Set([addDays(TODAY, -30), addDays(TODAY, -200), addDays(TODAY, -450)]);
      const days = Array.from({ length: 600 }, (_, n) => addDays(TODAY, -n)).filter(
        (day) => !missed.has(day),
      );
      const { practiceLog } = await import('#server/db/schema/practice');
      await t.database.db
        .insert(practiceLog)
        .values(
          days.map((day) => ({ userId: user.id, day, kind: 'ritual' as const, sourceId: randomUUID() })),
        );
      return { user, days };
    };

    it('are kept by the first full read, then the streak is read from them, exact', async () => {
      const { user, days } = await longPractice();
      const expected = practiceStreak(days, [], TODAY);
      expect(expected.streak).toBe(597);
      expect(await anchorOf(user.id)).toBeNull();
      const first = await readActivity(t.database.db, user.id, TODAY);
      expect(first).toMatchObject({ streak: 597, freezeUsedOn: expected.freezeUsedOn });
      const anchor = await anchorOf(user.id);
      // The latest practised day before the year the window covers.
      expect(anchor).toMatchObject({ day: addDays(TODAY, -365), since: addDays(TODAY, -599) });
      const before = t.database.queryCount();
      expect(await readActivity(t.database.db, user.id, TODAY)).toEqual(first);
      // The window's two reads, the days after the anchor and coherence's three (rituals, habits,
      // completions of its 30 days): the anchor stays, nothing is saved.
      expect(t.database.queryCount() - before).toBe(6);
      // A day later the anchor moves on by a day.
      const tomorrow = addDays(TODAY, 1);
      await practise(user.id, tomorrow);
      expect((await readActivity(t.database.db, user.id, tomorrow)).streak).toBe(598);
      expect(await anchorOf(user.id)).toMatchObject({ day: addDays(TODAY, -364) });
    });

    it('are forgotten when practice on or before them changes, and the streak stays exact', async () => {
      const { user, days } = await longPractice();
      await readActivity(t.database.db, user.id, TODAY);
      const anchor = await anchorOf(user.id);
      if (!anchor) throw new Error('no anchor was kept');
      // Practice back-filled on a day the anchor's walk had as missed: it joins the streak there.
      const backFilled = addDays(TODAY, -450);
      await practise(user.id, backFilled);
      expect(await anchorOf(user.id)).toBeNull();
      const activity = await readActivity(t.database.db, user.id, TODAY);
      expect(activity.streak).toBe(practiceStreak([...days, backFilled], [], TODAY).streak);
      expect(await anchorOf(user.id)).not.toBeNull();
      // Practice after the anchor's day leaves it.
      const kept = await anchorOf(user.id);
      await practise(user.id, addDays(TODAY, -2), 'meditation', 5);
      expect(await anchorOf(user.id)).toEqual(kept);
    });
  });
});
