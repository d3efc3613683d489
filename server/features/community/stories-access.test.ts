import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '#domain/community/community';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { list, patch, share, text } from './stories.test-kit';

describe('success story visibility, editing and moderation', () => {
  let t: TestApp;
  let author: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'mod@example.com' });
    author = await t.createUser({ firstName: 'Maya', lastName: 'gold' });
    reader = await t.createUser();
    admin = await t.createUser({ email: 'mod@example.com' });
  });
  afterAll(() => t.close());

  const ids = async (user: TestUser) => (await list(t, user)).stories.map((story) => story.id);
  const remove = (user: TestUser, id: string) =>
    t.as(user, { method: 'DELETE', url: `/api/success-stories/${id}` });

  it('shows a private story only to its author, marked as theirs', async () => {
    const story = await share(t, author, { isPublic: false });
    expect(story).toMatchObject({ isPublic: false, isMine: true, authorName: 'Maya G.' });
    expect(await ids(author)).toContain(story.id);
    expect(await ids(reader)).not.toContain(story.id);
    expect(await ids(admin)).not.toContain(story.id);
    const own = (await list(t, author)).stories.find((s) => s.id === story.id);
    expect(own).toMatchObject({ isMine: true });
    expect((await patch(t, reader, story.id, { title: 'Taken over' })).statusCode).toBe(404);
    expect((await patch(t, admin, story.id, { isVerified: true })).statusCode).toBe(404);
    expect((await remove(reader, story.id)).statusCode).toBe(404);
    expect((await remove(admin, story.id)).statusCode).toBe(404);
  });

  it('counts the statistics over the stories the user may see', async () => {
    const before = { author: (await list(t, author)).stats, reader: (await list(t, reader)).stats };
    await share(t, author, { manifestationType: 'wealth' });
    await share(t, author, { manifestationType: 'health', isPublic: false });
    await share(t, reader, { manifestationType: 'career' });
    const after = { author: (await list(t, author)).stats, reader: (await list(t, reader)).stats };
    expect(after.author.totalStories - before.author.totalStories).toBe(3);
    expect(after.author.wealthCount - before.author.wealthCount).toBe(1);
    expect(after.reader.totalStories - before.reader.totalStories).toBe(2);
    expect(after.reader.wealthCount - before.reader.wealthCount).toBe(1);
  });

  it('lets the author edit their story and nobody else', async () => {
    const story = await share(t, author);
    const edited = await patch(t, author, story.id, {
      title: 'A new title',
      techniques: ['Scripting'],
      isPublic: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'A new title', techniques: ['Scripting'], isPublic: false });
    const cleared = await patch(t, author, story.id, {
      timeframe: null,
      amountAchieved: null,
      isPublic: true,
    });
    expect(cleared.json()).toMatchObject({ timeframe: null, amountAchieved: null });
    expect((await patch(t, reader, story.id, { title: 'Not my story' })).statusCode).toBe(404);
    const byAdmin = await patch(t, admin, story.id, { content: text(60) });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ message: 'Only the author can edit this story.' });
  });

  it('validates edits with the same messages', async () => {
    const story = await share(t, author);
    const short = await patch(t, author, story.id, { title: 'abcd' });
    expect(short.json()).toEqual({ message: `title: ${STORY_MESSAGES.titleShort}` });
    const empty = await patch(t, author, story.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: `body: ${STORY_MESSAGES.nothingToUpdate}` });
  });

  it('lets only an admin verify or hide a story', async () => {
    const story = await share(t, author);
    for (const user of [author, reader]) {
      for (const change of [{ isVerified: true }, { isHidden: true }]) {
        const response = await patch(t, user, story.id, change);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: 'Only admins can verify or hide stories.' });
      }
    }
    const verified = await patch(t, admin, story.id, { isVerified: true });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ isVerified: true, isMine: false });
    expect((await list(t, reader)).stories.find((s) => s.id === story.id)).toMatchObject({
      isVerified: true,
    });
    // The admin's verify is in the audit log, with both e-mail addresses.
    const audit = await t.as(admin, { method: 'GET', url: '/api/admin/audit' });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'story.verify',
      subjectId: story.id,
      adminEmail: admin.email,
      memberEmail: author.email,
      before: { isVerified: false },
      after: { isVerified: true },
    });
  });

  it('withdraws verification when the author rewrites the story, not when they change visibility', async () => {
    const story = await share(t, author);
    await patch(t, admin, story.id, { isVerified: true });
    expect((await patch(t, author, story.id, { isPublic: true })).json()).toMatchObject({ isVerified: true });
    const unchanged = { title: story.title, content: story.content, techniques: story.techniques };
    expect((await patch(t, author, story.id, unchanged)).json()).toMatchObject({ isVerified: true });
    expect((await patch(t, author, story.id, { content: text(60, 'b') })).json()).toMatchObject({
      isVerified: false,
    });
  });

  it('hides a story from members but not from its author or admins, until unhidden', async () => {
    const story = await share(t, author);
    expect((await patch(t, admin, story.id, { isHidden: true })).json()).toMatchObject({
      isHidden: true,
    });
    expect(await ids(reader)).not.toContain(story.id);
    expect(await ids(author)).toContain(story.id);
    expect(await ids(admin)).toContain(story.id);
    expect((await patch(t, reader, story.id, { title: 'Sneaky edit' })).statusCode).toBe(404);
    await patch(t, admin, story.id, { isHidden: false });
    expect(await ids(reader)).toContain(story.id);
  });

  it('lets the author and admins delete, and nobody else', async () => {
    const first = await share(t, author);
    const second = await share(t, author);
    expect((await remove(reader, first.id)).statusCode).toBe(404);
    expect((await remove(author, first.id)).statusCode).toBe(204);
    expect((await remove(admin, second.id)).statusCode).toBe(204);
    expect(await ids(author)).not.toContain(first.id);
    expect(await ids(author)).not.toContain(second.id);
    expect((await remove(author, first.id)).statusCode).toBe(404);
  });
});
