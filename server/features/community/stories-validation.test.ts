import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORY_MESSAGES } from '#domain/community/community';
import { createTestApp, type TestApp, type TestUser } from '#server/test-support/test-app';
import { list, storyInput, text } from './stories.test-kit';

describe('POST /api/success-stories validation', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser();
  });
  afterAll(() => t.close());

  const post = (payload: Record<string, unknown>) =>
    t.as(user, { method: 'POST', url: '/api/success-stories', payload });

  it.each([
    ['title', 4, `title: ${STORY_MESSAGES.titleShort}`],
    ['title', 5, null],
    ['title', 100, null],
    ['title', 101, `title: ${STORY_MESSAGES.titleLong}`],
    ['content', 49, `content: ${STORY_MESSAGES.contentShort}`],
    ['content', 50, null],
    ['content', 2000, null],
    ['content', 2001, `content: ${STORY_MESSAGES.contentLong}`],
  ])('%s of %i characters -> %s', async (field, length, message) => {
    const response = await post(storyInput({ [field]: text(length) }));
    if (message === null) {
      expect(response.statusCode).toBe(201);
      expect(response.json()[field]).toHaveLength(length);
    } else {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it.each([
    ['a title of spaces', { title: '   ab    ' }, `title: ${STORY_MESSAGES.titleShort}`],
    ['a missing title', { title: undefined }, `title: ${STORY_MESSAGES.titleShort}`],
    ['an unknown type', { manifestationType: 'fame' }, 'manifestationType: Choose a manifestation type'],
    ['a negative amount', { amountAchieved: -1 }, `amountAchieved: ${STORY_MESSAGES.amount}`],
    ['a fractional amount', { amountAchieved: 10.5 }, `amountAchieved: ${STORY_MESSAGES.amount}`],
    ['an amount that is not money', { amountAchieved: 'lots' }, `amountAchieved: ${STORY_MESSAGES.amount}`],
    ['a huge amount', { amountAchieved: 1e13 }, `amountAchieved: ${STORY_MESSAGES.amountLarge}`],
    ['a long timeframe', { timeframe: text(101) }, `timeframe: ${STORY_MESSAGES.timeframeLong}`],
    [
      'a blank technique',
      { techniques: ['Meditation', '  '] },
      `techniques[1]: ${STORY_MESSAGES.techniqueEmpty}`,
    ],
    ['a long technique', { techniques: [text(41)] }, `techniques[0]: ${STORY_MESSAGES.techniqueLong}`],
    [
      '21 techniques',
      { techniques: Array.from({ length: 21 }, (_, i) => `Technique ${i}`) },
      `techniques: ${STORY_MESSAGES.techniquesMany}`,
    ],
    ['an unknown field', { likes: 500 }, 'body: Unrecognized key: "likes"'],
    ['isPublic as text', { isPublic: 'yes' }, 'isPublic: Invalid input: expected boolean, received string'],
  ])('refuses %s with a 400 naming the field', async (_, overrides, message) => {
    const response = await post({ ...storyInput(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('stores the optional fields, trims and de-duplicates techniques, and defaults to public', async () => {
    const response = await post(
      storyInput({
        amountAchieved: 25000,
        timeframe: ' 6 months ',
        techniques: [' Visualization', 'visualization', 'Moon Rituals', 'Morning pages', text(40, 'x')],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      amountAchieved: 25000,
      timeframe: '6 months',
      techniques: ['Visualization', 'Moon Rituals', 'Morning pages', text(40, 'x')],
      isPublic: true,
      isVerified: false,
      isHidden: false,
      likes: 0,
      likedByMe: false,
      isMine: true,
    });
  });

  it('accepts 20 techniques, counting after duplicates are dropped', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => `Technique ${i}`);
    const response = await post(storyInput({ techniques: [...twenty, 'technique 0'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json().techniques).toEqual(twenty);
  });

  it('treats an empty timeframe and a null amount as none', async () => {
    const response = await post(storyInput({ timeframe: '  ', amountAchieved: null }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ timeframe: null, amountAchieved: null, techniques: [] });
  });

  it('keeps HTML as plain text, exactly as typed', async () => {
    const content = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" stay text, as typed.';
    const created = await post(storyInput({ title: '<b>Bold</b> claim', content }));
    expect(created.statusCode).toBe(201);
    const { stories } = await list(t, user);
    const stored = stories.find((story) => story.id === created.json().id);
    expect(stored).toMatchObject({ title: '<b>Bold</b> claim', content });
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await t.as(null, { method: 'POST', url: '/api/success-stories', payload: storyInput() });
    expect(response.statusCode).toBe(401);
  });
});
