import { describe, expect, it } from 'vitest';
import { affirmationKey } from './affirmations';
import {
  CATEGORY_FILES,
  DENY_LIST_FILE,
  PRACTICE_LINES_FILE,
  affirmationLibrary,
  parseLibrary,
} from './library';
import { AFFIRMATION_MAX_WORDS, checkAffirmationStyle, wordCount } from './style';

const library = affirmationLibrary();
const everyLine = [...library.categories.flatMap((category) => category.lines), ...library.practice];

describe('the affirmation library (content/affirmations)', () => {
  it('holds at least 600 lines in at least 12 categories', () => {
    expect(library.categories.length).toBeGreaterThanOrEqual(12);
    expect(
      library.categories.reduce((sum, category) => sum + category.lines.length, 0),
    ).toBeGreaterThanOrEqual(600);
  });

  it('gives every category enough lines for a month of sets without repeats', () => {
    for (const category of library.categories)
      expect(category.lines.length, category.id).toBeGreaterThanOrEqual(40);
  });

  it('uses every coherence level in every category', () => {
    for (const category of library.categories)
      expect(new Set(category.lines.map((line) => line.coherenceLevel)), category.id).toEqual(
        new Set(['high', 'medium', 'low']),
      );
  });

  it.each(everyLine.map((line) => [line.text]))('passes the style rules: %s', (text) => {
    expect(checkAffirmationStyle(text, library.denyList).problems).toEqual([]);
    expect(wordCount(text)).toBeLessThanOrEqual(AFFIRMATION_MAX_WORDS);
  });

  it('holds no line twice, ignoring case and punctuation', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const line of everyLine) {
      const key = affirmationKey(line.text);
      if (seen.has(key)) duplicates.push(line.text);
      seen.set(key, line.text);
    }
    expect(duplicates).toEqual([]);
  });
});

describe('the style rules', () => {
  it.each([
    ['I keep my receipts in one place.', []],
    ["I'm steady, and my plan is mine.", []],
    ['You deserve wealth.', ['not in the first person', 'speaks to "you"']],
    ['I trust your plan for me.', ['speaks to "you"']],
    ['Maya, she knows her worth and I agree.', ['uses he, she, his or her']],
    ['I will be rich by spring.', ['not in the present tense']],
    ["I'll save more.", ['not in the present tense']],
    ['I say “yes” to money.', ['has quotation marks']],
    ["I say 'yes' to money.", ['has quotation marks']],
    ['I am calm', ['does not end with a full stop']],
    ['I am calm. I am clear.', ['more than one sentence']],
    ['I earn $90 an hour.', ['denied: an amount or number', 'denied: a currency sign']],
    ['I earn ninety dollars an hour.', ['denied: a currency']],
    ['My plan is guaranteed to work.', ['denied: "guaranteed"']],
    ['My practice will make me wealthy.', ['not in the present tense', 'denied: "will make"']],
    ['My breath can cure my insomnia.', ['denied: "cure"', 'denied: "insomnia"']],
    ['I heal my relationship with money.', ['denied: "heal"']],
    [
      'I am calm and clear and kind and steady and warm and open and glad and ready and free and whole this fine day.',
      ['more than 20 words'],
    ],
  ])('%s', (text, problems) => {
    expect(checkAffirmationStyle(text, library.denyList).problems).toEqual(problems);
  });

  it('refuses a title the member typed, whatever its case', () => {
    expect(
      checkAffirmationStyle('I am building my Dream Home fund.', library.denyList, ['dream home']).problems,
    ).toEqual(['repeats a title or name the member typed']);
  });
});

describe('the content schemas', () => {
  const valid = CATEGORY_FILES[0] as Record<string, unknown>;
  it.each<[string, Record<string, unknown>, RegExp]>([
    ['a wrong version', { ...valid, version: 2 }, /version/],
    ['an id with spaces', { ...valid, id: 'money calm' }, /id/],
    ['no lines', { ...valid, lines: [] }, /lines/],
    [
      'a line without a level',
      { ...valid, lines: [{ text: 'I keep my receipts in one place.' }] },
      /coherenceLevel/,
    ],
    [
      'an unknown level',
      { ...valid, lines: [{ text: 'I keep my receipts.', coherenceLevel: 'max' }] },
      /coherenceLevel/,
    ],
    ['an unknown field', { ...valid, author: 'someone' }, /author/],
  ])('refuses a category file with %s', (_name, file, message) => {
    expect(() => parseLibrary([file], PRACTICE_LINES_FILE, DENY_LIST_FILE)).toThrow(message);
  });

  it('refuses two categories with one id', () => {
    expect(() => parseLibrary([valid, valid], PRACTICE_LINES_FILE, DENY_LIST_FILE)).toThrow(/appears twice/);
  });

  it('refuses a practice line with an unknown condition', () => {
    const practice = {
      version: 1,
      lines: [{ text: 'I keep going.', coherenceLevel: 'low', when: 'always' }],
    };
    expect(() => parseLibrary([valid], practice, DENY_LIST_FILE)).toThrow();
  });
});
