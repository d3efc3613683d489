import { createCipheriv } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableRows } from '#server/test-support/table-dump';
import { createTestApp, TEST_JOURNAL_KEY, type TestApp, type TestUser } from '#server/test-support/test-app';
import { journalKeyring } from './journal-keyring';
import { reencryptJournal } from './journal-reencrypt';

const keys = journalKeyring(TEST_JOURNAL_KEY);

/** A value as the first format sealed it (`j1.`, no cell bound), as databases from before hold. */
function sealUnbound(plaintext: string): string {
  const nonce = Buffer.alloc(12, 5);
  const cipher = createCipheriv('aes-256-gcm', keys.current.bytes, nonce);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `j1.${keys.current.id}.${nonce.toString('base64url')}.${body.toString('base64url')}`;
}

describe('sealed values bound to their cell', () => {
  const lines: string[] = [];
  let t: TestApp;
  let ada: TestUser;
  let bo: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'error', COACH_DAILY_MESSAGES: '10' }, undefined, {
      logStream: { write: (line: string) => void lines.push(line) },
    });
    ada = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    bo = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
  });
  afterAll(() => t.close());

  const entryOf = async (user: TestUser, text: string) => {
    const response = await t.as(user, {
      method: 'POST',
      url: '/api/journal',
      payload: { text, gratitude: [text] },
    });
    expect(response.statusCode).toBe(201);
    return String(response.json().id);
  };
  /** The entry as its member reads it in the journal list. */
  const entryAsRead = async (user: TestUser, id: string) => {
    const response = await t.as(user, { method: 'GET', url: '/api/journal' });
    expect(response.statusCode).toBe(200);
    return response.json().entries.find((entry: { id: string }) => entry.id === id);
  };
  const sealedRow = async (id: string) =>
    (await tableRows(t.database.db, 'journal_entries')).find((row) => row.id === id);

  it("refuses one member's sealed words moved into another member's row, or into another row of theirs", async () => {
    const adaEntry = await entryOf(ada, 'Ada owes 4,000 on the card');
    const boEntry = await entryOf(bo, 'Bo is saving for a flat');
    const adaSecondEntry = await entryOf(ada, 'A second page');
    await t.database.db.execute(sql`update journal_entries set
        text_sealed = (select text_sealed from journal_entries where id = ${adaEntry}),
        gratitude_sealed = (select gratitude_sealed from journal_entries where id = ${adaEntry})
      where id in (${boEntry}, ${adaSecondEntry})`);
    expect((await sealedRow(boEntry))?.text_sealed).toBe((await sealedRow(adaEntry))?.text_sealed);

    const before = lines.length;
    const read = await t.as(bo, { method: 'GET', url: '/api/journal' });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('4,000');
    expect(read.json().entries).toEqual([
      expect.objectContaining({ id: boEntry, text: null, gratitude: [] }),
    ]);
    expect(await entryAsRead(ada, adaSecondEntry)).toMatchObject({ text: null, gratitude: [] });
    expect(await entryAsRead(ada, adaEntry)).toMatchObject({ text: 'Ada owes 4,000 on the card' });
    // The operator hears of it, with where it was found and never the words.
    const logged = lines.slice(before).join('\n');
    expect(logged).toContain('does not belong to the row');
    expect(logged).toContain(boEntry);
    expect(logged).not.toContain('4,000');
  });

  it("refuses a coach message and a webhook secret moved into another member's row", async () => {
    const said = await t.as(ada, {
      method: 'POST',
      url: '/api/coach/messages',
      payload: { message: 'I owe 9,999 to my bank' },
    });
    expect(said.statusCode, said.body).toBe(201);
    await t.as(bo, { method: 'POST', url: '/api/coach/messages', payload: { message: 'Hello coach' } });
    const stored = await tableRows(t.database.db, 'coach_messages');
    expect(JSON.stringify(stored)).not.toContain('9,999');
    await t.database.db.execute(sql`update coach_messages set content = (
        select content from coach_messages where user_id = ${ada.id} and role = 'member' limit 1)
      where user_id = ${bo.id} and role = 'member'`);
    const history = await t.as(bo, { method: 'GET', url: '/api/coach/messages' });
    expect(history.statusCode).toBe(200);
    expect(history.body).not.toContain('9,999');

    const hook = await t.as(ada, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://example.com/hook', events: ['journal.created'] },
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const secret = String(hook.json().secret);
    expect(JSON.stringify(await tableRows(t.database.db, 'webhooks'))).not.toContain(secret);

    // Ada's sealed secret moved into Bo's webhook signs nothing: the delivery is abandoned unsent.
    const bosHook = await t.as(bo, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: 'https://example.com/bo', events: ['journal.created'] },
    });
    const bosHookId = String(bosHook.json().id);
    await t.database.db.execute(sql`update webhooks set secret = (
        select secret from webhooks where id = ${String(hook.json().id)}) where id = ${bosHookId}`);
    await entryOf(bo, 'An entry that fires the webhook');
    await t.app.jobs.runDue();
    const deliveries = await t.as(bo, { method: 'GET', url: `/api/webhooks/${bosHookId}/deliveries` });
    expect(deliveries.json().deliveries).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 0,
        error: expect.stringContaining('signing secret does not open'),
      }),
    ]);
  });

  it('journal:reencrypt seals old-format and plain values bound to their rows, and leaves moved ones', async () => {
    const cleo = await t.createUser({ plan: 'premium', timeZone: 'UTC' });
    const entry = await entryOf(cleo, 'placeholder');
    await t.database.db.execute(
      sql`update journal_entries set text_sealed = ${sealUnbound('Written before cells were bound')} where id = ${entry}`,
    );
    await t.database.db.execute(sql`insert into coach_messages (user_id, role, content, day)
      values (${cleo.id}, 'member', 'A plain message from before', '2026-01-05')`);
    // The old format still opens before the command runs.
    expect(await entryAsRead(cleo, entry)).toMatchObject({ text: 'Written before cells were bound' });

    const counts = await reencryptJournal(t.database.db, keys);
    expect(counts.rows.journal_entries).toBeGreaterThanOrEqual(1);
    expect(counts.rows.coach_messages).toBeGreaterThanOrEqual(1);
    // Bo's and Ada's second entry still hold Ada's moved words (text and gratitude each); Bo's coach
    // message and webhook secret were moved too.
    expect(counts.unreadable).toBe(6);
    const row = await sealedRow(entry);
    expect(String(row?.text_sealed).startsWith('j2.')).toBe(true);
    const coach = (await tableRows(t.database.db, 'coach_messages')).filter(
      (message) => message.user_id === cleo.id,
    );
    expect(coach.map((message) => String(message.content).slice(0, 3))).toEqual(['j2.']);
    expect(await entryAsRead(cleo, entry)).toMatchObject({ text: 'Written before cells were bound' });
    const history = await t.as(cleo, { method: 'GET', url: '/api/coach/messages' });
    expect(history.json().messages.map((message: { content: string }) => message.content)).toEqual([
      'A plain message from before',
    ]);

    // Once the command has run, an instance started afterwards reads no old-format or plain value:
    // one planted from an old copy is unreadable.
    await t.database.db.execute(
      sql`update journal_entries set text_sealed = ${sealUnbound('Planted from an old backup')} where id = ${entry}`,
    );
    await t.database.db.execute(sql`insert into coach_messages (user_id, role, content, day)
      values (${cleo.id}, 'member', 'Planted plain text', '2026-01-06')`);
    const restarted = await createTestApp({}, undefined, { database: t.database });
    const planted = await restarted.as(cleo, { method: 'GET', url: '/api/journal' });
    expect(planted.body).not.toContain('Planted');
    const plantedCoach = await restarted.as(cleo, { method: 'GET', url: '/api/coach/messages' });
    expect(plantedCoach.body).not.toContain('Planted');
    await restarted.close();
    await t.database.db.execute(
      sql`delete from coach_messages where user_id = ${cleo.id} and content = 'Planted plain text'`,
    );
    await t.database.db.execute(
      sql`update journal_entries set text_sealed = ${String(row?.text_sealed)} where id = ${entry}`,
    );

    expect((await reencryptJournal(t.database.db, keys)).rows).toEqual({
      journal_entries: 0,
      habit_day_notes: 0,
      coach_messages: 0,
      webhooks: 0,
      calendar_feeds: 0,
    });
  });
});
