import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES, type Story } from '#domain/community/community';
import { initialFormValues, validateStoryForm, type StoryFormValues } from './story-form-values';

const filled: StoryFormValues = {
  ...initialFormValues(),
  title: 'Landed my dream role',
  content: 'After ninety days of scripting every morning the offer finally arrived.',
};

describe('validateStoryForm', () => {
  it.each([
    [{ title: 'Hi' }, { title: STORY_MESSAGES.titleShort }],
    [{ title: 'x'.repeat(101) }, { title: STORY_MESSAGES.titleLong }],
    [{ content: 'Too short' }, { content: STORY_MESSAGES.contentShort }],
    [{ content: 'x'.repeat(2001) }, { content: STORY_MESSAGES.contentLong }],
    [{ amount: '-5' }, { amountAchieved: STORY_MESSAGES.amount }],
    [{ amount: '$1,50' }, { amountAchieved: STORY_MESSAGES.amount }],
    [{ amount: 'lots' }, { amountAchieved: STORY_MESSAGES.amount }],
    [{ timeframe: 'x'.repeat(101) }, { timeframe: STORY_MESSAGES.timeframeLong }],
    [
      { title: '', content: '' },
      { title: STORY_MESSAGES.titleShort, content: STORY_MESSAGES.contentShort },
    ],
  ])('%o -> %o', (change, errors) => {
    expect(validateStoryForm({ ...filled, ...change })).toEqual({ ok: false, errors });
  });

  it('parses the amount as an integer, empty as none, and keeps the rest', () => {
    expect(validateStoryForm({ ...filled, amount: ' 25000 ', techniques: ['Scripting'] })).toEqual({
      ok: true,
      submission: {
        title: filled.title,
        content: filled.content,
        manifestationType: 'wealth',
        amountAchieved: 25000,
        timeframe: null,
        techniques: ['Scripting'],
        isPublic: true,
      },
    });
    for (const [typed, amount] of [
      ['1,500', 1500],
      ['$500', 500],
      ['$1,500.50', 1500],
    ] as const) {
      const result = validateStoryForm({ ...filled, amount: typed });
      expect(result.ok && result.submission.amountAchieved).toBe(amount);
    }
    const empty = validateStoryForm({ ...filled, amount: '' });
    expect(empty.ok && empty.submission.amountAchieved).toBeNull();
  });
});

describe('initialFormValues', () => {
  it('starts empty, public, as a wealth story', () => {
    expect(initialFormValues()).toEqual({
      title: '',
      content: '',
      manifestationType: 'wealth',
      amount: '',
      timeframe: '',
      techniques: [],
      isPublic: true,
    });
  });

  it('fills the form from a story being edited', () => {
    const story: Story = {
      id: 'id',
      title: 'Healed',
      content: 'c'.repeat(60),
      manifestationType: 'health',
      createdAt: '2026-01-01T00:00:00.000Z',
      likes: 3,
      isVerified: false,
      amountAchieved: 0,
      timeframe: '3 weeks',
      techniques: ['Meditation'],
      isPublic: false,
      isHidden: false,
      likedByMe: false,
      isMine: true,
      authorName: 'Ann L.',
      authorBadge: null,
    };
    expect(initialFormValues(story)).toMatchObject({ amount: '0', timeframe: '3 weeks', isPublic: false });
  });
});
