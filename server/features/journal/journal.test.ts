import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import {
  JournalEntrySchema,
  JournalPageSchema,
  JournalTodaySchema,
  type JournalEntry,
} from '#domain/journal/journal';
import { meditationSessions } from '#server/db/schema/meditation';
import { tableRows } from '#server/test-support/table-dump';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('journal API', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  const today = () => localDay(new Date(), 'UTC');

  beforeAll(async () => {
    t = await createTestApp();
    ann = await t.createUser({ timeZone: 'UTC' });
    ben = await t.createUser({ timeZone: 'UTC' });
  });
  afterAll(() => t.close());

  const post = (user: TestUser, payload: object) =>
    t.as(user, { method: 'POST', url: '/api/journal', payload });
  const list = (user: TestUser, query = '') => t.as(user, { method: 'GET', url: `/api/journal${query}` });
  const write = async (user: TestUser, payload: object): Promise<JournalEntry> => {
    const response = await post(user, payload);
    expect(response.statusCode, response.body).toBe(201);
    return JournalEntrySchema.parse(response.json());
  };

  it('answers 401 without a session', async () => {
    expect((await list(null as unknown as TestUser)).statusCode).toBe(401);
  });

  it('writes an entry with text, mood, emotions and gratitude on the member’s today', async () => {
    const entry = await write(ann, {
      text: 'A quiet morning and a long walk by the river.',
      mood: 4,
      emotions: ['calm', 'grateful'],
      gratitude: ['The river', 'A call from my sister'],
      promptId: 'everyday-1',
    });
    expect(entry).toMatchObject({
      day: today(),
      text: 'A quiet morning and a long walk by the river.',
      mood: 4,
      emotions: ['calm', 'grateful'],
      gratitude: ['The river', 'A call from my sister'],
      promptId: 'everyday-1',
      promptText: 'What are three things you noticed today that you usually overlook?',
      habitId: null,
      sessionId: null,
    });
  });

  it('takes a mood alone or gratitude alone, but not an empty entry', async () => {
    expect((await post(ann, { mood: 2 })).statusCode).toBe(201);
    expect((await post(ann, { gratitude: ['Soup'] })).statusCode).toBe(201);
    const empty = await post(ann, { emotions: ['calm'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/^text: /);
  });

  it.each([
    [{ text: '' }, 'text'],
    [{ text: 'x'.repeat(10_001) }, 'text'],
    [{ mood: 0 }, 'mood'],
    [{ mood: 6 }, 'mood'],
    [{ mood: 3.5 }, 'mood'],
    [{ mood: 3, emotions: ['calm', 'sad', 'angry', 'tired', 'lonely', 'proud'] }, 'emotions'],
    [{ mood: 3, emotions: ['bored'] }, 'emotions[0]'],
    [{ mood: 3, gratitude: ['a', 'b', 'c', 'd'] }, 'gratitude'],
    [{ mood: 3, gratitude: ['x'.repeat(201)] }, 'gratitude[0]'],
    [{ mood: 3, gratitude: [' '] }, 'gratitude[0]'],
    [{ mood: 3, day: '2026-02-30' }, 'day'],
    [{ mood: 3, promptId: 'no-such-prompt' }, 'promptId'],
    [{ mood: 3, habitId: 'abc' }, 'habitId'],
    [{ mood: 3, sessionId: 'abc' }, 'sessionId'],
    [{ mood: 3, colour: 'blue' }, 'body'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await post(ann, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(`${field}`), response.json().message).toBe(true);
  });

  it('allows tomorrow but not the day after', async () => {
    expect((await post(ann, { mood: 3, day: addDays(today(), 1) })).statusCode).toBe(201);
    const late = await post(ann, { mood: 3, day: addDays(today(), 2) });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('day: must not be after tomorrow');
  });

  it('answers 404 naming the field for a habit or session that is not the member’s', async () => {
    const habit = await t.as(ben, {
      method: 'POST',
      url: '/api/wealth-habits',
      payload: { title: 'Ben saves' },
    });
    expect(habit.statusCode).toBe(201);
    const byHabit = await post(ann, { mood: 3, habitId: habit.json().id });
    expect(byHabit.statusCode).toBe(404);
    expect(byHabit.json().message).toMatch(/^habitId/);
    const [session] = await t.database.db
      .insert(meditationSessions)
      .values({ userId: ben.id, type: 'guided', duration: 10, title: 'Ben sits' })
      .returning();
    const bySession = await post(ann, { mood: 3, sessionId: session?.id });
    expect(bySession.statusCode).toBe(404);
    expect(bySession.json().message).toMatch(/^sessionId/);
    // Ben's own links are fine.
    const own = await post(ben, { mood: 3, habitId: habit.json().id, sessionId: session?.id });
    expect(own.statusCode).toBe(201);
  });

  it('returns the first entry again for a repeated requestId (200), never a second row', async () => {
    const requestId = crypto.randomUUID();
    const first = await post(ben, { text: 'Once only', requestId });
    const again = await post(ben, { text: 'Once only', requestId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().id).toBe(first.json().id);
  });

  it('changes only the fields sent, clears with null, and refuses to empty an entry', async () => {
    const entry = await write(ben, { text: 'Draft', mood: 2, gratitude: ['Tea'] });
    const patch = (payload: object, user = ben) =>
      t.as(user, { method: 'PATCH', url: `/api/journal/${entry.id}`, payload });
    const changed = await patch({ mood: 5, emotions: ['joyful'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      text: 'Draft',
      mood: 5,
      emotions: ['joyful'],
      gratitude: ['Tea'],
    });
    expect((await patch({ text: null, gratitude: [] })).json()).toMatchObject({
      text: null,
      gratitude: [],
      mood: 5,
    });
    const emptied = await patch({ mood: null });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().message).toMatch(/^text: /);
    expect((await patch({ mood: 9 })).json().message).toMatch(/^mood: /);
    expect((await patch({})).statusCode).toBe(400);
    expect((await patch({ mood: 3 }, ann)).statusCode).toBe(404);
  });

  it('deletes with 204; another member’s entry and a second delete are 404', async () => {
    const entry = await write(ben, { text: 'Short-lived' });
    const remove = (user: TestUser) => t.as(user, { method: 'DELETE', url: `/api/journal/${entry.id}` });
    expect((await remove(ann)).statusCode).toBe(404);
    expect((await remove(ben)).statusCode).toBe(204);
    expect((await remove(ben)).statusCode).toBe(404);
    expect((await t.as(ben, { method: 'DELETE', url: '/api/journal/abc' })).json().message).toMatch(
      /^params\/id|^id|params/,
    );
  });

  it('pages newest first with a cursor, without repeats or gaps', async () => {
    const cara = await t.createUser({ timeZone: 'UTC' });
    const written: string[] = [];
    for (let index = 0; index < 7; index += 1)
      written.push(
        (await write(cara, { text: `Day note ${index}`, day: addDays(today(), -Math.floor(index / 2)) })).id,
      );
    const seen: JournalEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list(cara, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = JournalPageSchema.parse(response.json());
      seen.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((entry) => entry.text)).toEqual([
      'Day note 1',
      'Day note 0',
      'Day note 3',
      'Day note 2',
      'Day note 5',
      'Day note 4',
      'Day note 6',
    ]);
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(7);
    const ranged = JournalPageSchema.parse(
      (await list(cara, `?from=${addDays(today(), -1)}&to=${addDays(today(), -1)}`)).json(),
    );
    expect(ranged.entries.map((entry) => entry.text)).toEqual(['Day note 3', 'Day note 2']);
    expect(ranged.nextCursor).toBeNull();
    // Another member sees none of them.
    const bens = JournalPageSchema.parse((await list(ben)).json());
    expect(bens.entries.some((entry) => written.includes(entry.id))).toBe(false);
  });

  it.each([
    ['?limit=0', 'querystring limit'],
    ['?limit=51', 'querystring limit'],
    ['?cursor=!!', 'querystring cursor'],
    ['?cursor=bm9wZQ', 'cursor'],
    ['?q=river', 'querystring q'],
    ['?q=r&from=2026-01-01&to=2026-01-31', 'querystring q'],
    ['?q=river&from=2025-01-01&to=2026-01-02', 'querystring q'],
    ['?from=2026-02-01&to=2026-01-01', 'querystring to'],
  ])('refuses the query %s naming %s', async (query, field) => {
    const response = await list(ann, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(field), response.json().message).toBe(true);
  });

  it('searches the member’s own words case-insensitively, in text and gratitude, with paging', async () => {
    const dee = await t.createUser({ timeZone: 'UTC' });
    await write(dee, { text: 'The RIVER was high today.' });
    await write(dee, { text: 'Nothing to see', gratitude: ['a riverside bench'] });
    await write(dee, { text: 'Mountains only' });
    await write(ben, { text: 'Ben by the river' });
    const span = `from=${addDays(today(), -30)}&to=${today()}`;
    const first = JournalPageSchema.parse((await list(dee, `?q=river&${span}&limit=1`)).json());
    expect(first.entries.map((entry) => entry.text)).toEqual(['Nothing to see']);
    expect(first.nextCursor).not.toBeNull();
    const second = JournalPageSchema.parse(
      (await list(dee, `?q=river&${span}&limit=1&cursor=${first.nextCursor}`)).json(),
    );
    expect(second.entries.map((entry) => entry.text)).toEqual(['The RIVER was high today.']);
    expect(second.nextCursor).toBeNull();
    const none = JournalPageSchema.parse((await list(dee, `?q=ocean&${span}`)).json());
    expect(none.entries).toEqual([]);
  });

  it('gives today’s prompt and the day’s first entry, which the gratitude ritual opens', async () => {
    const eve = await t.createUser({ timeZone: 'UTC' });
    const before = JournalTodaySchema.parse(
      (await t.as(eve, { method: 'GET', url: '/api/journal/today' })).json(),
    );
    expect(before.entry).toBeNull();
    expect(before.day).toBe(today());
    expect(before.prompt.text.length).toBeGreaterThan(10);
    const first = await write(eve, { gratitude: ['Morning light'] });
    await write(eve, { text: 'Second thoughts' });
    const after = JournalTodaySchema.parse(
      (await t.as(eve, { method: 'GET', url: '/api/journal/today' })).json(),
    );
    expect(after.entry?.id).toBe(first.id);
    expect(after.prompt).toEqual(before.prompt);
  });

  it('keeps the words sealed in the table: no plaintext of a known entry anywhere in its row', async () => {
    const secret = 'Zanzibar-sunrise-7731';
    const entry = await write(ann, {
      text: `I dreamt of ${secret}.`,
      gratitude: ['Kilimanjaro at dawn'],
      emotions: ['hopeful'],
      mood: 4,
    });
    // The whole table, as a dump would show it.
    const dump = JSON.stringify(await tableRows(t.database.db, 'journal_entries'));
    expect(dump).toContain(entry.id);
    for (const words of [secret, 'Zanzibar', 'Kilimanjaro', 'hopeful', 'River', 'river', 'sister'])
      expect(dump, words).not.toContain(words);
  });
});
