import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '#domain/shared/dates';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { countRowsOfUser } from './repository';

describe('the journal in the export and in account deletion', () => {
  let t: TestApp;
  let maya: TestUser;
  let habitId: string;
  const today = localDay(new Date(), 'UTC');

  beforeAll(async () => {
    t = await createTestApp();
    maya = await t.createUser({ timeZone: 'UTC' });
    const entry = await t.as(maya, {
      method: 'POST',
      url: '/api/journal',
      payload: {
        text: 'A slow Sunday.',
        mood: 4,
        emotions: ['calm', 'grateful'],
        gratitude: ['Rain', 'Soup'],
      },
    });
    expect(entry.statusCode).toBe(201);
    const habit = await t.as(maya, {
      method: 'POST',
      url: '/api/wealth-habits',
      payload: { title: 'Save £5' },
    });
    habitId = String(habit.json().id);
    const note = await t.as(maya, {
      method: 'PUT',
      url: `/api/wealth-habits/${habitId}/notes/${today}`,
      payload: { text: 'Put it in the jar.' },
    });
    expect(note.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('exports entries and notes readable by the member: words opened, lists as lists', async () => {
    const response = await t.as(maya, { method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.journal_entries).toHaveLength(1);
    expect(data.journal_entries[0]).toMatchObject({
      text: 'A slow Sunday.',
      mood: 4,
      emotions: ['calm', 'grateful'],
      gratitude: ['Rain', 'Soup'],
      day: today,
    });
    expect(data.journal_entries[0]).not.toHaveProperty('textSealed');
    expect(data.habit_day_notes).toEqual([
      expect.objectContaining({ habitId, day: today, text: 'Put it in the jar.' }),
    ]);
    expect(response.body).not.toContain('j1.');
  });

  it('deletes entries and notes with the account', async () => {
    const response = await t.as(maya, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    const remaining = await countRowsOfUser(t.database.db, maya.id);
    expect(remaining.journal_entries).toBe(0);
    expect(remaining.habit_day_notes).toBe(0);
  });
});
