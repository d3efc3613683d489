import { describe, expect, it } from 'vitest';
import { AFFIRMATION_MAX_LENGTH, affirmationKey, type AffirmationContext } from './affirmations';
import { writeAffirmations } from './affirmations-generator';
import { OPENERS } from './affirmations-phrases';
import { addDays } from './dates';

const TODAY = '2026-03-10';

const base: AffirmationContext = {
  today: TODAY,
  firstName: null,
  goals: [],
  habits: [],
  moonPhase: null,
  practice: { streak: 0, minutesLast7Days: 0 },
  recent: [],
};

const write = (overrides: Partial<AffirmationContext>, seed = 'seed') =>
  writeAffirmations({ ...base, ...overrides }, 3, seed);

describe('writeAffirmations personalises from the user’s own data', () => {
  it.each<[string, Partial<AffirmationContext>, string]>([
    [
      'goal title and amount',
      { goals: [{ title: 'Dream Home', targetAmount: 250000, manifestationDate: addDays(TODAY, 100) }] },
      '“Dream Home”',
    ],
    [
      'goal due tomorrow',
      { goals: [{ title: 'Launch', targetAmount: null, manifestationDate: addDays(TODAY, 1) }] },
      'Launch',
    ],
    ['a streak of 5 days', { practice: { streak: 5, minutesLast7Days: 0 } }, '5'],
    ['minutes practised this week', { practice: { streak: 0, minutesLast7Days: 45 } }, 'The 45 minutes'],
    ['a habit', { habits: [{ title: 'Read 10 pages', category: 'learning' }] }, '“Read 10 pages”'],
    ['a waxing moon', { moonPhase: 'Waxing Crescent' }, 'Waxing Crescent moon'],
    ['a full moon', { moonPhase: 'Full Moon' }, 'Full Moon'],
    ['the first name', { firstName: 'Ann' }, 'Ann'],
  ])('%s', (_name, overrides, expected) => {
    const set = write(overrides);
    expect(set).toHaveLength(3);
    expect(set.some((affirmation) => affirmation.content.includes(expected))).toBe(true);
  });

  it('opens with a goal line (high coherence, 528 Hz) when the user has goals', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const [first] = write(
        {
          firstName: 'Ann',
          moonPhase: 'New Moon',
          habits: [{ title: 'Budget review', category: 'financial' }],
          goals: [{ title: 'Debt free', targetAmount: 12000, manifestationDate: '2026-12-31' }],
        },
        seed,
      );
      expect(first?.content).toContain('Debt free');
      expect(first).toMatchObject({ coherenceLevel: 'high', frequency: 528 });
    }
  });

  it('formats amounts in USD without decimals and dates in words', () => {
    const lines = Array.from({ length: 12 }, (_, i) =>
      write({ goals: [{ title: 'Car', targetAmount: 40000, manifestationDate: '2026-06-01' }] }, String(i)),
    ).flatMap((set) => set.map((affirmation) => affirmation.content));
    expect(lines.join('\n')).toMatch(/\$40,000/);
    expect(lines.join('\n')).toMatch(/June 1, 2026/);
  });

  it('celebrates instead of counting down when the goal date has passed', () => {
    const [first] = write({
      goals: [{ title: 'First client', targetAmount: null, manifestationDate: addDays(TODAY, -3) }],
    });
    expect(first?.content).toMatch(/celebrate|part of my story/);
    expect(first?.content).not.toMatch(/days from now/);
  });

  it('mixes themes: one line per personal theme before repeating one', () => {
    const set = write({
      firstName: 'Ann',
      moonPhase: 'Waning Gibbous',
      practice: { streak: 3, minutesLast7Days: 60 },
    });
    const themes = set.map((a) =>
      a.content.includes('Ann') ? 'name' : a.content.includes('moon') ? 'moon' : 'practice',
    );
    expect(new Set(themes).size).toBe(3);
  });

  it('fills with universal lines (low coherence) when there is little personal data', () => {
    const set = write({});
    expect(set.filter((a) => a.coherenceLevel === 'low')).toHaveLength(2);
    expect(set.every((a) => a.frequency >= 396 && a.frequency <= 963)).toBe(true);
  });

  it('never writes a line longer than the limit, even for a very long goal title', () => {
    const set = write({
      goals: [{ title: 'x'.repeat(180), targetAmount: 1, manifestationDate: '2027-01-01' }],
    });
    expect(set).toHaveLength(3);
    expect(set.every((a) => a.content.length <= AFFIRMATION_MAX_LENGTH)).toBe(true);
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(write({ firstName: 'Ann' }, 'x')).toEqual(write({ firstName: 'Ann' }, 'x'));
    const sets = new Set(['1', '2', '3', '4'].map((seed) => JSON.stringify(write({}, seed))));
    expect(sets.size).toBeGreaterThan(1);
  });
});

/** The universal statement behind a line, whatever opener it was given. */
const statementOf = (content: string) => {
  const opener = OPENERS.find((prefix) => prefix && content.startsWith(prefix)) ?? '';
  return affirmationKey(content.slice(opener.length));
};

describe('writeAffirmations never repeats within the window', () => {
  it('uses every universal statement once before giving one a second opener, and never twice in a set', () => {
    const recent: string[] = [];
    const statements: string[] = [];
    for (let set = 0; set < 23; set += 1) {
      const written = write({ recent }, String(set)).filter((a) => a.coherenceLevel === 'low');
      expect(new Set(written.map((a) => statementOf(a.content))).size).toBe(written.length);
      statements.push(...written.map((a) => statementOf(a.content)));
      recent.push(...written.map((a) => a.content));
    }
    // 23 sets x 2 universal lines = 46 lines = every statement exactly once.
    expect(new Set(statements).size).toBe(46);
  });

  it('writes 30 days of four sets a day without a single repeat', () => {
    const recent: string[] = [];
    for (let day = 0; day < 30; day += 1)
      for (let set = 1; set <= 4; set += 1) {
        const written = write({ today: addDays(TODAY, day), recent }, `${day}:${set}`);
        expect(written).toHaveLength(3);
        recent.push(...written.map((a) => a.content));
      }
    expect(new Set(recent.map(affirmationKey)).size).toBe(recent.length);
  });

  it('ignores case, spacing and punctuation when comparing with recent lines', () => {
    const first = write({ firstName: 'Ann' }, 's');
    const recent = first.map((a) => `  ${a.content.toUpperCase().replace(/[.,]/g, '')} `);
    const second = write({ firstName: 'Ann', recent }, 's');
    const firstKeys = new Set(first.map((a) => affirmationKey(a.content)));
    expect(second.some((a) => firstKeys.has(affirmationKey(a.content)))).toBe(false);
  });

  it('returns fewer lines, never a repeat, once every line has been used', () => {
    const recent: string[] = [];
    let set = write({ recent }, '0');
    while (set.length > 0) {
      recent.push(...set.map((a) => a.content));
      set = write({ recent }, String(recent.length));
    }
    // 368 universal lines plus the one "begin my practice" line for a user with no data yet.
    expect(recent).toHaveLength(369);
    expect(new Set(recent.map(affirmationKey)).size).toBe(369);
  });
});
