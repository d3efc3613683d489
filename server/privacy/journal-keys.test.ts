import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRows } from '#server/test-support/table-dump';
import { createTestApp, TEST_JOURNAL_KEY, type TestApp } from '#server/test-support/test-app';
import { journalKeyring, open, sealedKeyId } from './journal-keyring';
import { reencryptJournal } from './journal-reencrypt';

const NEW_KEY = Buffer.alloc(32, 9).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 11).toString('base64');

describe('journal key on a shared database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to start an instance holding a different key, with one line saying so', async () => {
    const attempt = createTestApp({ JOURNAL_KEY: OTHER_KEY }, undefined, { database: t.database });
    await expect(attempt).rejects.toThrow(/^JOURNAL_KEY does not match this database: [^\n]+$/);
  });

  it('rotates: the new key with the old as previous starts, re-encrypts, and then stands alone', async () => {
    const user = await t.createUser({ timeZone: 'UTC' });
    const written = await t.as(user, {
      method: 'POST',
      url: '/api/journal',
      payload: { text: 'Old key words', gratitude: ['Tea'] },
    });
    expect(written.statusCode).toBe(201);
    const habit = await t.as(user, { method: 'POST', url: '/api/wealth-habits', payload: { title: 'Walk' } });
    const noted = await t.as(user, {
      method: 'PUT',
      url: `/api/wealth-habits/${habit.json().id}/notes/${habit.json().date}`,
      payload: { text: 'Old key note' },
    });
    expect(noted.statusCode, noted.body).toBe(200);

    const rotating = await createTestApp(
      { JOURNAL_KEY: NEW_KEY, JOURNAL_KEY_PREVIOUS: TEST_JOURNAL_KEY },
      undefined,
      {
        database: t.database,
      },
    );
    const read = await rotating.as(user, { method: 'GET', url: '/api/journal' });
    expect(read.json().entries[0].text).toBe('Old key words');
    await rotating.close();

    const keys = journalKeyring(NEW_KEY, TEST_JOURNAL_KEY);
    const counts = await reencryptJournal(t.database.db, keys);
    expect(counts.rows.journal_entries).toBeGreaterThanOrEqual(1);
    expect(counts.rows.habit_day_notes).toBeGreaterThanOrEqual(1);
    const rows = await tableRows(t.database.db, 'journal_entries');
    const row = rows.find((candidate) => candidate.user_id === user.id);
    const sealed = String(row?.text_sealed);
    expect(sealedKeyId(sealed)).toBe(keys.current.id);
    const cell = {
      table: 'journal_entries',
      column: 'text_sealed',
      memberId: user.id,
      rowId: String(row?.id),
    };
    expect(open(journalKeyring(NEW_KEY), sealed, cell)).toBe('Old key words');
    // Running it again finds nothing left to do.
    expect(await reencryptJournal(t.database.db, keys)).toEqual({
      rows: { journal_entries: 0, habit_day_notes: 0, coach_messages: 0, webhooks: 0, calendar_feeds: 0 },
      unreadable: 0,
    });

    // The new key alone now starts; the old one alone is refused.
    const after = await createTestApp({ JOURNAL_KEY: NEW_KEY }, undefined, { database: t.database });
    const note = await after.as(user, {
      method: 'GET',
      url: `/api/wealth-habits/notes?from=${habit.json().date}&to=${habit.json().date}`,
    });
    expect(note.json()).toEqual([
      { habitId: habit.json().id, date: habit.json().date, text: 'Old key note' },
    ]);
    await after.close();
    await expect(
      createTestApp({ JOURNAL_KEY: TEST_JOURNAL_KEY }, undefined, { database: t.database }),
    ).rejects.toThrow(/does not match/);
  });
});
