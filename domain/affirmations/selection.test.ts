import { describe, expect, it } from 'vitest';
import { affirmationKey, type AffirmationContext } from './affirmations';
import { affirmationLibrary } from './library';
import { categoryOrder, practiceLineKind, selectAffirmations } from './selection';
import { seededRandom } from '#domain/shared/random';

const library = affirmationLibrary();
const categoryOf = new Map(
  [...library.categories.flatMap((category) => category.lines), ...library.practice].map((line) => [
    line.text,
    line.category,
  ]),
);

const base: AffirmationContext = {
  today: '2026-03-10',
  intention: null,
  goals: [],
  habits: [],
  moonPhase: 'Waxing Gibbous',
  practice: { streak: 0, returnedToday: false, minutesLast7Days: 0 },
  recent: [],
};

const select = (overrides: Partial<AffirmationContext>, seed = 'seed') =>
  selectAffirmations({ ...base, ...overrides }, 3, seed);
const categoriesOf = (overrides: Partial<AffirmationContext>, seed = 'seed') =>
  select(overrides, seed).map((line) => categoryOf.get(line.content));

const goal = (title: string) => ({ title, targetAmount: null, manifestationDate: '2026-12-31' });

describe('selectAffirmations chooses categories by topic from the member’s own words', () => {
  it.each<[string, Partial<AffirmationContext>, string]>([
    ['a goal about an emergency fund brings saving', { goals: [goal('Emergency fund of 10k')] }, 'saving'],
    [
      'a goal to pay off a credit card brings debt freedom',
      { goals: [goal('Pay off the credit card')] },
      'debt-freedom',
    ],
    ['a goal about a promotion brings career', { goals: [goal('Get the promotion')] }, 'career'],
    [
      'an intention about launching a shop brings business',
      { intention: 'Launch my online shop' },
      'business',
    ],
    [
      'a habit of reading brings focus',
      { habits: [{ title: 'Read ten pages', category: 'learning' }] },
      'focus',
    ],
    [
      'a bedtime habit brings sleep',
      { habits: [{ title: 'Screens off before bed', category: 'mindset' }] },
      'sleep',
    ],
    ['a giving goal brings generosity', { goals: [goal('Donate to the food bank')] }, 'generosity'],
    [
      'a gratitude journal brings gratitude',
      { habits: [{ title: 'Gratitude journal', category: 'mindset' }] },
      'gratitude',
    ],
  ])('%s', (_name, overrides, category) => {
    for (const seed of ['a', 'b', 'c', 'd']) expect(categoriesOf(overrides, seed)[0]).toBe(category);
  });

  it('never pastes the member’s titles or intention into a line', () => {
    const titles = ['Emergency fund of 10k', 'Pay off the credit card', 'Launch my online shop'];
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const lines = select({ goals: titles.slice(0, 2).map(goal), intention: titles[2] ?? null }, seed);
      for (const line of lines)
        for (const title of titles) expect(line.content.toLowerCase()).not.toContain(title.toLowerCase());
    }
  });

  it('mixes categories within a set before repeating one', () => {
    for (const seed of ['a', 'b', 'c', 'd'])
      expect(new Set(categoriesOf({ goals: [goal('Emergency fund')] }, seed)).size).toBe(3);
  });

  it.each([
    ['New Moon', 'new-moon'],
    ['Full Moon', 'full-moon'],
  ])('offers the %s category on its phase', (moonPhase, category) => {
    expect(categoriesOf({ moonPhase })).toContain(category);
  });

  it('offers no moon lines on other phases, even when an intention mentions a beginning', () => {
    for (const moonPhase of ['Waxing Crescent', 'First Quarter', 'Waning Gibbous', 'Last Quarter', null])
      for (const seed of ['a', 'b', 'c', 'd', 'e'])
        for (const category of categoriesOf(
          { moonPhase, intention: 'A fresh start and a new beginning' },
          seed,
        ))
          expect(['new-moon', 'full-moon']).not.toContain(category);
  });

  it('carries each line’s own coherence level and its category’s frequency', () => {
    for (const line of select({ goals: [goal('Emergency fund')] })) {
      const category = library.categories.find((entry) => entry.id === categoryOf.get(line.content));
      const source = category?.lines.find((entry) => entry.text === line.content);
      expect(line).toEqual({
        content: line.content,
        coherenceLevel: source?.coherenceLevel,
        frequency: category?.frequency,
      });
    }
  });

  it('chooses the same set for the same seed and a different one for another', () => {
    expect(select({}, 'member:2026-03-10:1')).toEqual(select({}, 'member:2026-03-10:1'));
    expect(select({}, 'member:2026-03-10:1')).not.toEqual(select({}, 'member:2026-03-10:2'));
  });
});

describe('a line about the member’s own practice appears only when it is true', () => {
  it.each<[string, AffirmationContext['practice'], 'streak' | 'return' | null]>([
    ['a first day with nothing done', { streak: 0, returnedToday: false, minutesLast7Days: 0 }, null],
    ['one day done', { streak: 1, returnedToday: false, minutesLast7Days: 10 }, null],
    ['two days in a row', { streak: 2, returnedToday: false, minutesLast7Days: 20 }, null],
    ['three days in a row', { streak: 3, returnedToday: false, minutesLast7Days: 30 }, 'streak'],
    ['back today after a break', { streak: 1, returnedToday: true, minutesLast7Days: 10 }, 'return'],
  ])('%s', (_name, practice, kind) => {
    expect(practiceLineKind(practice)).toBe(kind);
    for (const seed of ['a', 'b', 'c']) {
      const categories = categoriesOf({ practice }, seed);
      const practiceLines = select({ practice }, seed).filter(
        (line) => categoryOf.get(line.content) === 'practice',
      );
      if (kind === null) expect(categories).not.toContain('practice');
      else {
        expect(categories[0]).toBe('practice');
        const when = library.practice.find((line) => line.text === practiceLines[0]?.content)?.when;
        expect(when).toBe(kind);
      }
    }
  });
});

describe('no repeats within the window', () => {
  it('never chooses a line received in the last 30 days', () => {
    const recent: string[] = [];
    const everyText = new Set(
      library.categories.flatMap((category) => category.lines.map((line) => line.text)),
    );
    // A month of five sets a day: 450 lines, all different.
    for (let set = 0; set < 150; set += 1) {
      const lines = selectAffirmations({ ...base, recent }, 3, `s${set}`);
      expect(lines).toHaveLength(3);
      for (const line of lines) {
        expect(recent.map(affirmationKey)).not.toContain(affirmationKey(line.content));
        expect(everyText.has(line.content)).toBe(true);
      }
      recent.push(...lines.map((line) => line.content));
    }
  });

  it('answers fewer lines only when the library is used up', () => {
    const everyText = library.categories.flatMap((category) => category.lines.map((line) => line.text));
    expect(selectAffirmations({ ...base, recent: everyText.slice(1) }, 3, 'x')).toHaveLength(1);
    expect(selectAffirmations({ ...base, recent: everyText }, 3, 'x')).toEqual([]);
  });
});

describe('categoryOrder', () => {
  it('puts matched categories first, the day’s moon next, and never an off-phase moon category', () => {
    const order = categoryOrder(
      library,
      { ...base, moonPhase: 'Full Moon', goals: [goal('Emergency fund')] },
      seededRandom('x'),
    );
    expect(order.slice(0, 2)).toEqual(['saving', 'full-moon']);
    expect(order).not.toContain('new-moon');
    expect(new Set(order).size).toBe(order.length);
  });
});
