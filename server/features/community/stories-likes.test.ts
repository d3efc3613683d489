import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { removeLikesOf } from './likes-repository';
import { like, list, patch, share } from './stories.test-kit';

describe('POST /api/success-stories/:id/like', () => {
  let t: TestApp;
  let author: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'mod@example.com' });
    author = await t.createUser();
    reader = await t.createUser();
    admin = await t.createUser({ email: 'mod@example.com' });
  });
  afterAll(() => t.close());

  const likesInList = async (user: TestUser, id: string) =>
    (await list(t, user)).stories.find((story) => story.id === id);

  it('counts one like per user, answers { likes }, and a second like changes nothing', async () => {
    const story = await share(t, author);
    const first = await like(t, reader, story.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ likes: 1 });
    const again = await like(t, reader, story.id);
    expect(again.json()).toEqual({ likes: 1 });
    const byAuthor = await like(t, author, story.id);
    expect(byAuthor.json()).toEqual({ likes: 2 });
    expect(await likesInList(reader, story.id)).toMatchObject({ likes: 2, likedByMe: true });
    const third = await t.createUser();
    expect(await likesInList(third, story.id)).toMatchObject({ likes: 2, likedByMe: false });
  });

  it('counts two concurrent likes by the same user once', async () => {
    const story = await share(t, author);
    const responses = await Promise.all([like(t, reader, story.id), like(t, reader, story.id)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json().likes)).toEqual([1, 1]);
    expect(await likesInList(reader, story.id)).toMatchObject({ likes: 1 });
  });

  it('counts concurrent likes by different users exactly', async () => {
    const story = await share(t, author);
    const likers = await Promise.all(Array.from({ length: 6 }, () => t.createUser()));
    const responses = await Promise.all(
      likers.flatMap((user) => [like(t, user, story.id), like(t, user, story.id)]),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(Math.max(...responses.map((response) => response.json().likes))).toBe(6);
    expect(await likesInList(author, story.id)).toMatchObject({ likes: 6 });
  });

  it('is 404 for another user’s private story, and works for the author’s own', async () => {
    const story = await share(t, author, { isPublic: false });
    expect((await like(t, reader, story.id)).statusCode).toBe(404);
    expect((await like(t, admin, story.id)).statusCode).toBe(404);
    expect((await like(t, author, story.id)).json()).toEqual({ likes: 1 });
  });

  it('is 404 for a hidden story, except for admins', async () => {
    const story = await share(t, author);
    expect((await patch(t, admin, story.id, { isHidden: true })).statusCode).toBe(200);
    expect((await like(t, reader, story.id)).statusCode).toBe(404);
    expect((await like(t, admin, story.id)).json()).toEqual({ likes: 1 });
  });

  it('is 404 for an unknown story, 400 for a malformed id or a body with fields', async () => {
    expect((await like(t, reader, crypto.randomUUID())).statusCode).toBe(404);
    const malformed = await like(t, reader, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^params id:/);
    const story = await share(t, author);
    const withBody = await t.as(reader, {
      method: 'POST',
      url: `/api/success-stories/${story.id}/like`,
      payload: { likes: 100 },
    });
    expect(withBody.statusCode).toBe(400);
    expect((await likesInList(reader, story.id))?.likes).toBe(0);
  });

  it('keeps counts exact when a liker’s likes are removed with their account', async () => {
    const story = await share(t, author);
    const leaving = await t.createUser();
    await like(t, reader, story.id);
    await like(t, leaving, story.id);
    await t.database.db.transaction((tx) => removeLikesOf(tx, leaving.id));
    expect(await likesInList(reader, story.id)).toMatchObject({ likes: 1 });
    const later = await t.createUser();
    expect((await like(t, later, story.id)).json()).toEqual({ likes: 2 });
  });

  it('sends concurrent likes as shared statements, each story counting every like exactly', async () => {
    const shared = await Promise.all([share(t, author), share(t, author), share(t, author)]);
    const likers = await Promise.all(Array.from({ length: 12 }, () => t.createUser()));
    let likeStatements = 0;
    t.database.watchQueries((query) => {
      if (query.includes('insert into story_likes')) likeStatements += 1;
    });
    const responses = await Promise.all(
      likers.flatMap((user) => shared.map((story) => like(t, user, story.id))),
    );
    t.database.watchQueries();
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(likeStatements).toBeGreaterThan(0);
    expect(likeStatements).toBeLessThan(responses.length / 2);
    for (const story of shared) expect(await likesInList(author, story.id)).toMatchObject({ likes: 12 });
  });

  it('drops the likes with the story when it is deleted', async () => {
    const story = await share(t, author);
    await like(t, reader, story.id);
    const removed = await t.as(author, { method: 'DELETE', url: `/api/success-stories/${story.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await like(t, reader, story.id)).statusCode).toBe(404);
  });
});
