import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '#domain/community/community';
import { StoryListQuerySchema, compareStories, storyMatches } from '#domain/community/list';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { like, list, patch, share } from './stories.test-kit';

describe('GET /api/success-stories', () => {
  let t: TestApp;
  let author: TestUser;
  let admin: TestUser;
  let fans: TestUser[];
  const shared: Record<string, Story> = {};

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'mod@example.com' });
    author = await t.createUser();
    admin = await t.createUser({ email: 'mod@example.com' });
    fans = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
    const seeds = [
      ['promotion', 'Promotion after visualizing', 'career', 2],
      ['verifiedQuiet', 'Healed through meditation', 'health', 0],
      ['partner', 'Met my partner at last', 'relationship', 0],
      ['mostLiked', 'Six figure business', 'wealth', 3],
      ['verifiedLiked', 'Debt free in a year', 'wealth', 1],
      ['calm', 'A 100% calm mind_set', 'spiritual', 0],
    ] as const;
    for (const [key, title, manifestationType] of seeds) {
      shared[key] = await share(t, author, {
        title,
        manifestationType,
        content: `${title}. This story is long enough to pass the fifty character minimum.`,
      });
    }
    for (const [key, , , likes] of seeds) {
      for (const fan of fans.slice(0, likes)) await like(t, fan, shared[key]!.id);
    }
    await patch(t, admin, shared.verifiedQuiet!.id, { isVerified: true });
    await patch(t, admin, shared.verifiedLiked!.id, { isVerified: true });
  });
  afterAll(() => t.close());

  const titles = (stories: Story[]) => stories.map((story) => story.title);

  it('sorts verified first, then by likes, then newest first, with stats over every story', async () => {
    const result = await list(t, fans[0]!);
    expect(titles(result.stories)).toEqual([
      'Debt free in a year',
      'Healed through meditation',
      'Six figure business',
      'Promotion after visualizing',
      'A 100% calm mind_set',
      'Met my partner at last',
    ]);
    expect([...result.stories].sort(compareStories)).toEqual(result.stories);
    expect(result.stats).toEqual({ totalStories: 6, totalLikes: 6, verifiedCount: 2, wealthCount: 2 });
    expect(result.matching).toBe(6);
    expect(result.nextCursor).toBeNull();
    expect(result.stories[0]).toMatchObject({ likedByMe: true, isMine: false, likes: 1 });
  });

  it.each([
    ['?search=HEALED', ['Healed through meditation']],
    ['?search=partner', ['Met my partner at last']],
    ['?search=fifty%20CHARACTER', null],
    ['?search=100%25', ['A 100% calm mind_set']],
    ['?search=d_s', ['A 100% calm mind_set']],
    ['?search=1_0', []],
    ['?search=%25', ['A 100% calm mind_set']],
    ['?type=wealth', ['Debt free in a year', 'Six figure business']],
    ['?type=wealth&search=six', ['Six figure business']],
    ['?type=career&search=partner', []],
  ])('filters %s case-insensitively over title and content', async (query, expected) => {
    const filters = StoryListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const all = (await list(t, author)).stories;
    const result = await list(t, author, query);
    const oracle = titles(all.filter((story) => storyMatches(story, filters)));
    expect(titles(result.stories)).toEqual(expected ?? oracle);
    expect(titles(result.stories)).toEqual(oracle);
    expect(result.matching).toBe(result.stories.length);
    expect(result.stats.totalStories).toBe(6);
  });

  it('pages with a cursor without overlap or gaps', async () => {
    const all = (await list(t, author)).stories;
    const seen: Story[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(t, author, `?limit=4${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.stories.length).toBeLessThanOrEqual(4);
      seen.push(...page.stories);
      cursor = page.nextCursor;
    }
    expect(seen.map((story) => story.id)).toEqual(all.map((story) => story.id));
  });

  it.each([
    ['?cursor=not-a-cursor', 'querystring cursor: invalid page cursor'],
    [`?cursor=${Buffer.from('{"v":true}').toString('base64url')}`, 'querystring cursor: invalid page cursor'],
    ['?limit=0', /^querystring limit:/],
    ['?limit=51', /^querystring limit:/],
    ['?type=fame', /^querystring type:/],
    [`?search=${'x'.repeat(101)}`, 'querystring search: Search must be less than 100 characters'],
  ])('refuses %s with a 400', async (query, message) => {
    const response = await t.as(author, { method: 'GET', url: `/api/success-stories${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await t.as(null, { method: 'GET', url: '/api/success-stories' })).statusCode).toBe(401);
  });
});
