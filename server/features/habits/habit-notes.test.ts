import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, localDay } from '#domain/shared/dates';
import { HabitNoteListSchema } from '#domain/habits/notes';
import { tableRows } from '#server/test-support/table-dump';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';

describe('notes on habit days', () => {
  let t: TestApp;
  let ann: TestUser;
  let ben: TestUser;
  let daily: string;
  let weekly: string;
  const today = localDay(new Date(), 'UTC');
  const start = addDays(today, -10);

  beforeAll(async () => {
    t = await createTestApp();
    ann = await t.createUser({ timeZone: 'UTC' });
    ben = await t.createUser({ timeZone: 'UTC' });
    const create = async (payload: object) => {
      const response = await t.as(ann, { method: 'POST', url: '/api/wealth-habits', payload });
      expect(response.statusCode).toBe(201);
      return String(response.json().id);
    };
    daily = await create({ title: 'Track spending', date: start });
    weekly = await create({ title: 'Review budget', frequency: 'weekly', date: start });
  });
  afterAll(() => t.close());

  const put = (user: TestUser, habitId: string, day: string, payload: object) =>
    t.as(user, { method: 'PUT', url: `/api/wealth-habits/${habitId}/notes/${day}`, payload });
  const remove = (user: TestUser, habitId: string, day: string) =>
    t.as(user, { method: 'DELETE', url: `/api/wealth-habits/${habitId}/notes/${day}` });
  const notes = async (user: TestUser, from = start, to = today) => {
    const response = await t.as(user, {
      method: 'GET',
      url: `/api/wealth-habits/notes?from=${from}&to=${to}`,
    });
    expect(response.statusCode).toBe(200);
    return HabitNoteListSchema.parse(response.json());
  };

  it('writes a trimmed note on any day from the start to today, done or not, and replaces it', async () => {
    const first = await put(ann, daily, start, { text: '  Spent less than planned.  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ habitId: daily, date: start, text: 'Spent less than planned.' });
    expect((await put(ann, daily, today, { text: 'A quiet day.' })).statusCode).toBe(200);
    expect((await put(ann, daily, start, { text: 'Rewritten.' })).json().text).toBe('Rewritten.');
    expect((await put(ann, weekly, addDays(today, -3), { text: 'Weekly thought' })).statusCode).toBe(200);
    expect(await notes(ann)).toEqual([
      { habitId: daily, date: start, text: 'Rewritten.' },
      { habitId: weekly, date: addDays(today, -3), text: 'Weekly thought' },
      { habitId: daily, date: today, text: 'A quiet day.' },
    ]);
  });

  it.each([
    [{ text: '' }, 'text'],
    [{ text: '   ' }, 'text'],
    [{ text: 'x'.repeat(501) }, 'text'],
    [{}, 'text'],
    [{ text: 'ok', extra: 1 }, 'body'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await put(ann, daily, today, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message.startsWith(field), response.json().message).toBe(true);
  });

  it('refuses a day before the habit began or after today, naming the date', async () => {
    for (const day of [addDays(start, -1), addDays(today, 1)]) {
      const response = await put(ann, daily, day, { text: 'Out of range' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^date: /);
    }
    expect((await put(ann, daily, '2026-02-30', { text: 'x' })).json().message).toMatch(/date/);
  });

  it('keeps an archived habit’s notes readable and editable', async () => {
    const archived = await t.as(ann, {
      method: 'PATCH',
      url: `/api/wealth-habits/${weekly}`,
      payload: { isArchived: true },
    });
    expect(archived.statusCode).toBe(200);
    expect((await put(ann, weekly, addDays(today, -3), { text: 'Still mine' })).statusCode).toBe(200);
    expect((await notes(ann)).find((note) => note.habitId === weekly)?.text).toBe('Still mine');
  });

  it('answers 404 for another member’s habit, and shows them none of its notes', async () => {
    expect((await put(ben, daily, today, { text: 'Not yours' })).statusCode).toBe(404);
    expect((await remove(ben, daily, today)).statusCode).toBe(404);
    expect(await notes(ben)).toEqual([]);
  });

  it('deletes with 204, then 404 for a day without a note', async () => {
    expect((await remove(ann, daily, today)).statusCode).toBe(204);
    expect((await remove(ann, daily, today)).statusCode).toBe(404);
    expect((await notes(ann)).some((note) => note.date === today && note.habitId === daily)).toBe(false);
  });

  it('refuses a list span over 400 days or backwards, naming to', async () => {
    for (const query of [
      `from=${today}&to=${addDays(today, 400)}`,
      `from=${today}&to=${addDays(today, -1)}`,
    ]) {
      const response = await t.as(ann, { method: 'GET', url: `/api/wealth-habits/notes?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^querystring to/);
    }
  });

  it('stores notes sealed: the table holds no plaintext', async () => {
    await put(ann, daily, addDays(today, -1), { text: 'Quetzalcoatl-ledger-5521' });
    const dump = JSON.stringify(await tableRows(t.database.db, 'habit_day_notes'));
    expect(dump).toContain(daily);
    for (const words of ['Quetzalcoatl', 'Rewritten', 'Still mine']) expect(dump, words).not.toContain(words);
  });
});
