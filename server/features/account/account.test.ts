import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPractice } from '#server/practice/practice-log';
import { createSession } from '#server/sessions/session-repository';
import { createTestApp, type TestApp } from '#server/test-support/test-app';
import { countRowsOfUser, ownedTables } from './repository';

describe('account data ownership', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exports all of the user’s data with a schema version and nothing of anyone else', async () => {
    const user = await t.createUser({ firstName: 'Exporter' });
    const other = await t.createUser({ firstName: 'Stranger' });
    await recordPractice(t.database.db, {
      userId: user.id,
      day: '2026-11-20',
      kind: 'ritual',
      sourceId: 'mine-1',
    });
    await recordPractice(t.database.db, {
      userId: other.id,
      day: '2026-11-20',
      kind: 'ritual',
      sourceId: 'theirs-1',
    });

    const response = await t.as(user, { method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="abundance-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = response.json();
    expect(body.schemaVersion).toBe(1);
    expect(body.profile).toMatchObject({ id: user.id, firstName: 'Exporter' });
    expect(body.profile).not.toHaveProperty('passwordHash');
    expect(body.data.practice_log).toHaveLength(1);
    expect(body.data.practice_log[0]).toMatchObject({ sourceId: 'mine-1' });
    expect(body.data).not.toHaveProperty('sessions');
    expect(JSON.stringify(body)).not.toContain(other.id);
    expect(JSON.stringify(body)).not.toContain('Stranger');
  });

  it('refuses deletion without the typed confirmation', async () => {
    const user = await t.createUser();
    for (const payload of [{}, { confirm: 'delete' }, { confirm: 'DELETE', extra: true }]) {
      const response = await t.as(user, { method: 'DELETE', url: '/api/account', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/confirm|extra|Unrecognized/i);
    }
    expect((await t.as(user, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('deletes the user and every row that references them, signs them out, and leaves others alone', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    await recordPractice(t.database.db, {
      userId: user.id,
      day: '2026-11-21',
      kind: 'habit',
      sourceId: 'gone-1',
    });
    await recordPractice(t.database.db, {
      userId: other.id,
      day: '2026-11-21',
      kind: 'habit',
      sourceId: 'kept-1',
    });

    const response = await t.as(user, {
      method: 'DELETE',
      url: '/api/account',
      payload: { confirm: 'DELETE' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/abundance_session=;/);
    expect((await t.as(user, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);

    const remaining = await countRowsOfUser(t.database.db, user.id);
    expect(Object.values(remaining).every((count) => count === 0)).toBe(true);
    expect(Object.keys(remaining)).toEqual(expect.arrayContaining(['users', 'sessions', 'practice_log']));
    expect((await countRowsOfUser(t.database.db, other.id)).practice_log).toBe(1);
    expect((await t.as(other, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('signs out every device of the user only', async () => {
    const user = await t.createUser();
    const extra = await createSession(t.database.db, user.id);
    const secondDevice = { ...user, cookie: `${t.app.sessions.cookieName}=${extra.token}` };
    const bystander = await t.createUser();

    const response = await t.as(user, {
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect((await t.as(user, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await t.as(secondDevice, { method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    expect((await t.as(bystander, { method: 'GET', url: '/api/user' })).statusCode).toBe(200);
  });

  it('knows every table that holds user rows', () => {
    expect(ownedTables().map((owned) => owned.name)).toEqual(
      expect.arrayContaining(['sessions', 'auth_identities', 'practice_log']),
    );
  });
});

describe('deleting an account that liked other people’s stories', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('removes the likes and lowers the stories’ like counts', async () => {
    const author = await t.createUser();
    const fan = await t.createUser();
    const created = await t.as(author, {
      method: 'POST',
      url: '/api/success-stories',
      payload: {
        title: 'The raise I asked for',
        content: 'I practised the words every morning for a month, then I asked, and the answer was yes.',
        manifestationType: 'career',
        techniques: ['Affirmations'],
      },
    });
    expect(created.statusCode).toBeLessThan(300);
    const storyId: string = created.json().id;
    expect((await t.as(fan, { method: 'POST', url: `/api/success-stories/${storyId}/like` })).json()).toEqual(
      { likes: 1 },
    );
    // The author's community page is remembered with the like in it; the deletion must end that.
    const before = (await t.as(author, { method: 'GET', url: '/api/success-stories' })).json();
    expect(before.stories.find((entry: { id: string }) => entry.id === storyId).likes).toBe(1);

    expect(
      (await t.as(fan, { method: 'DELETE', url: '/api/account', payload: { confirm: 'DELETE' } })).statusCode,
    ).toBe(200);

    const list = (await t.as(author, { method: 'GET', url: '/api/success-stories' })).json();
    const story = list.stories.find((entry: { id: string }) => entry.id === storyId);
    expect(story.likes).toBe(0);
    expect(Object.values(await countRowsOfUser(t.database.db, fan.id)).every((count) => count === 0)).toBe(
      true,
    );
  });
});
