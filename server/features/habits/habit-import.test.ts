import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { IMPORT_LIMITS } from '#domain/habits/import';
import { EXPERIENCE } from '#domain/practice/experience';
import { habitDayNotes } from '#server/db/schema/habits';
import { users } from '#server/db/schema/users';
import { SAMPLE_TODAY, loopZip, sampleBytes } from '#domain/habits/import-samples/samples';
import { multipartForm, type FormFile } from '#server/test-support/multipart-form';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('importing habits from other trackers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // The samples were written on their "today"; only Date is fixed, so the database's clock runs on.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${SAMPLE_TODAY}T12:00:00Z`) }));
  afterEach(() => vi.useRealTimers());

  const post = async (app: TestApp, user: TestUser, url: string, files: FormFile[], field?: string) => {
    const form = await multipartForm(files, field);
    return app.as(user, { method: 'POST', url, payload: form.payload, headers: form.headers });
  };
  const habitsOf = async (user: TestUser) =>
    (await t.as(user, { method: 'GET', url: '/api/wealth-habits' })).json() as {
      id: string;
      title: string;
      frequency: string;
      isArchived: boolean;
      totalCompletions: number;
      recentCompletions: string[];
      targetValue: number | null;
      unit: string | null;
    }[];
  const loop = () => [{ name: 'Loop Habits CSV 2026-11-20.zip', bytes: loopZip() }];

  it('previews a Loop export without writing anything', async () => {
    const user = await t.createUser();
    const preview = await post(t, user, '/api/import/loop?dryRun=1', loop());
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      habits: [
        {
          name: 'Meditate',
          frequency: 'daily',
          days: 2,
          skips: 1,
          notes: 2,
          archived: false,
          existing: false,
        },
        {
          name: 'Review budget',
          frequency: 'weekly',
          days: 3,
          skips: 0,
          notes: 1,
          archived: false,
          existing: false,
        },
        {
          name: 'Save, invest',
          frequency: 'daily',
          days: 2,
          skips: 0,
          notes: 1,
          archived: false,
          existing: false,
        },
        {
          name: 'Journal',
          frequency: 'weekly',
          days: 2,
          skips: 0,
          notes: 0,
          archived: true,
          existing: false,
        },
        {
          name: 'Pay bills',
          frequency: 'monthly',
          days: 2,
          skips: 0,
          notes: 0,
          archived: false,
          existing: false,
        },
      ],
      notes: 4,
      skipped: [
        { file: '001 Meditate/Checkmarks.csv', line: 2, reason: 'dated after today' },
        { file: '001 Meditate/Checkmarks.csv', line: 9, reason: 'the value MAYBE is not one Loop writes' },
      ],
      skippedCount: 2,
      planLimit: null,
    });
    expect(await habitsOf(user)).toEqual([]);
  });

  it('imports a Loop export in one go, and a second import adds nothing', async () => {
    const user = await t.createUser();
    const first = await post(t, user, '/api/import/loop', loop());
    expect(first.statusCode).toBe(200);
    // One completion per period: Review budget's two days in one week count once, as do Journal's
    // and Pay bills' (one week, one month).
    expect(first.json().imported).toEqual({ habits: 5, days: 8, skips: 1, notes: 4 });

    const habits = await habitsOf(user);
    const byTitle = new Map(habits.map((habit) => [habit.title, habit]));
    expect(habits.map((habit) => habit.title)).toEqual([
      'Meditate',
      'Review budget',
      'Save, invest',
      'Journal',
      'Pay bills',
    ]);
    expect(byTitle.get('Meditate')).toMatchObject({ totalCompletions: 2, isArchived: false });
    expect(byTitle.get('Meditate')?.recentCompletions).toEqual(
      expect.arrayContaining(['2026-11-16', '2026-11-20']),
    );
    expect(byTitle.get('Review budget')).toMatchObject({ frequency: 'weekly', totalCompletions: 2 });
    expect(byTitle.get('Save, invest')).toMatchObject({
      targetValue: 20,
      unit: 'dollars',
      totalCompletions: 2,
    });
    expect(byTitle.get('Journal')).toMatchObject({ isArchived: true, totalCompletions: 1 });
    expect(byTitle.get('Pay bills')).toMatchObject({ frequency: 'monthly', totalCompletions: 1 });
    // The skip is the habit's own skip, on the day Loop had it.
    const meditate = await t.as(user, {
      method: 'GET',
      url: `/api/wealth-habits?date=2026-11-18`,
    });
    expect(meditate.json().find((habit: { title: string }) => habit.title === 'Meditate')).toMatchObject({
      isSkipped: true,
    });
    // Completions count as practice, as a tick does.
    const [member] = await t.database.db
      .select({ experience: users.experience })
      .from(users)
      .where(eq(users.id, user.id));
    expect(member?.experience).toBe(8 * EXPERIENCE.habit);

    // Notes become habit-day notes on their days, done or not (Save, invest fell short of its
    // target on the 19th), sealed at rest like a note written by hand.
    const notesOf = async () =>
      (
        await t.as(user, { method: 'GET', url: '/api/wealth-habits/notes?from=2026-11-01&to=2026-11-21' })
      ).json() as { habitId: string; date: string; text: string }[];
    const idOf = (title: string) => byTitle.get(title)?.id;
    expect(await notesOf()).toEqual([
      { habitId: idOf('Review budget'), date: '2026-11-16', text: 'Cut two subscriptions' },
      { habitId: idOf('Meditate'), date: '2026-11-18', text: 'Travelling' },
      { habitId: idOf('Save, invest'), date: '2026-11-19', text: 'Short week' },
      { habitId: idOf('Meditate'), date: '2026-11-20', text: 'Calm, focused' },
    ]);
    const sealed = await t.database.db
      .select({ text: habitDayNotes.textSealed })
      .from(habitDayNotes)
      .where(eq(habitDayNotes.userId, user.id));
    expect(sealed).toHaveLength(4);
    for (const { text } of sealed) expect(text).not.toMatch(/Travelling|Calm|subscriptions|Short week/);

    // A note edited since is the member's: a re-import neither overwrites it nor adds one.
    const edited = await t.as(user, {
      method: 'PUT',
      url: `/api/wealth-habits/${idOf('Meditate')}/notes/2026-11-20`,
      payload: { text: 'Calm, then restless' },
    });
    expect(edited.statusCode).toBe(200);
    const again = await post(t, user, '/api/import/loop', loop());
    expect(again.json().imported).toEqual({ habits: 0, days: 0, skips: 0, notes: 0 });
    expect((await notesOf()).map((note) => note.text)).toEqual([
      'Cut two subscriptions',
      'Travelling',
      'Short week',
      'Calm, then restless',
    ]);
    const preview = await post(t, user, '/api/import/loop?dryRun=1', loop());
    expect(preview.json().habits.every((habit: { existing: boolean }) => habit.existing)).toBe(true);
    expect(await habitsOf(user)).toEqual(habits);
  });

  it('adds only what is missing, never un-ticks, and never merges into a habit made by hand', async () => {
    const user = await t.createUser();
    const made = await t.as(user, { method: 'POST', url: '/api/wealth-habits', payload: { title: 'Walk' } });
    expect(made.statusCode).toBe(201);
    // PGlite's clock is the fixed Date: move it on so the import comes after the hand-made habit.
    vi.setSystemTime(Date.now() + 1_000);
    const first = await post(t, user, '/api/import/csv', [
      { name: 'generic.csv', bytes: sampleBytes('generic.csv') },
    ]);
    expect(first.json()).toMatchObject({
      imported: { habits: 2, days: 3, skips: 1, notes: 1 },
      skipped: [
        { file: 'generic.csv', line: 6, reason: 'the value maybe is not 1, 0 or skip' },
        { file: 'generic.csv', line: 7, reason: 'the date not-a-date is not YYYY-MM-DD' },
      ],
    });
    const walks = (await habitsOf(user)).filter((habit) => habit.title === 'Walk');
    expect(walks.map((habit) => habit.totalCompletions)).toEqual([0, 2]);

    // A later export: one new day, and a day now marked 0 (not done), which un-ticks nothing.
    const later = 'date,habit,value\n2026-11-18,WALK,0\n2026-11-16,walk,1\n';
    const second = await post(t, user, '/api/import/csv', [
      { name: 'later.csv', bytes: new TextEncoder().encode(later) },
    ]);
    expect(second.json().imported).toEqual({ habits: 0, days: 1, skips: 0, notes: 0 });
    expect(
      (await habitsOf(user)).filter((habit) => habit.title === 'Walk').map((h) => h.totalCompletions),
    ).toEqual([0, 3]);
  });

  it('imports HabitBull, counting a repeated day once', async () => {
    const user = await t.createUser();
    const response = await post(t, user, '/api/import/habitbull', [
      { name: 'habitbull.csv', bytes: sampleBytes('habitbull.csv') },
    ]);
    expect(response.json().imported).toEqual({ habits: 2, days: 2, skips: 0, notes: 2 });
    expect((await habitsOf(user)).map((habit) => [habit.title, habit.totalCompletions])).toEqual([
      ['Read 20 pages', 1],
      ['No takeaway', 1],
    ]);
  });

  it('refuses what is not the format, too large, or unnamed, writing nothing', async () => {
    const user = await t.createUser();
    const wrong = await post(t, user, '/api/import/habitbull', [
      { name: 'generic.csv', bytes: sampleBytes('generic.csv') },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'generic.csv, line 1: the header lacks the column HabitName, CalendarDate',
    );
    const large = await post(t, user, '/api/import/csv', [
      { name: 'big.csv', bytes: new Uint8Array(IMPORT_LIMITS.fileBytes + 1) },
    ]);
    expect(large.statusCode).toBe(413);
    const noField = await post(
      t,
      user,
      '/api/import/csv',
      [{ name: 'generic.csv', bytes: sampleBytes('generic.csv') }],
      'upload',
    );
    expect(noField.statusCode).toBe(400);
    expect(noField.json().message).toMatch(/^file: /);
    const source = await post(t, user, '/api/import/strava', [
      { name: 'generic.csv', bytes: sampleBytes('generic.csv') },
    ]);
    expect(source.statusCode).toBe(400);
    expect(source.json().message).toMatch(/^params source: must be loop, habitbull or csv/);
    const json = await t.as(user, { method: 'POST', url: '/api/import/csv', payload: {} });
    expect(json.statusCode).toBe(400);
    expect(await habitsOf(user)).toEqual([]);
  });

  it('answers 402 naming the plan when the plan holds no habits, and the dry run says so', async () => {
    const limited = await createTestApp({ ENFORCE_PLAN_LIMITS: 'true' }, undefined, { database: t.database });
    try {
      const user = await limited.createUser();
      const preview = await post(limited, user, '/api/import/loop?dryRun=1', loop());
      expect(preview.statusCode).toBe(200);
      expect(preview.json().planLimit).toMatch(/Pro/);
      const refused = await post(limited, user, '/api/import/loop', loop());
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toBe(preview.json().planLimit);
      expect(await habitsOf(user)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
