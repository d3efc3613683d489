import { describe, expect, it } from 'vitest';
import { dayMood, FEELING_MOOD, moodByPeriod, periodKeyOf, type DaySources } from './mood';

describe('a day’s mood', () => {
  it.each<[string, DaySources, number | null]>([
    [
      'journal moods win',
      { journal: { sum: 7, count: 2 }, sessions: { sum: 5, count: 1 }, energy: { sum: 1, count: 1 } },
      3.5,
    ],
    [
      'sessions without a journal mood',
      { sessions: { sum: 9, count: 2 }, energy: { sum: 1, count: 1 } },
      4.5,
    ],
    ['energy check-ins last', { energy: { sum: 6, count: 2 } }, 3],
    ['an empty source is skipped', { journal: { sum: 0, count: 0 }, energy: { sum: 2, count: 1 } }, 2],
    ['nothing', {}, null],
  ])('%s', (_name, sources, expected) => {
    expect(dayMood(sources)).toBe(expected);
  });

  it('maps every feeling onto 1 to 5, stressed lowest', () => {
    expect(FEELING_MOOD).toEqual({ stressed: 1, tired: 2, neutral: 3, calm: 4, joyful: 5, inspired: 5 });
  });
});

describe('mood by period', () => {
  const days = new Map([
    ['2026-11-02', 4],
    ['2026-11-03', 2],
    ['2026-11-10', 5],
    ['2026-12-01', 3],
  ]);

  it.each([
    ['2026-11-02', 'day', '2026-11-02'],
    ['2026-11-02', 'week', '2026-W45'],
    ['2027-01-01', 'week', '2026-W53'],
    ['2026-11-02', 'month', '2026-11'],
  ] as const)('%s by %s is %s', (day, by, key) => {
    expect(periodKeyOf(day, by)).toBe(key);
  });

  it('gives every week of the span, each day counting once, gaps as null', () => {
    expect(moodByPeriod(days, '2026-11-02', '2026-11-22', 'week')).toEqual([
      { period: '2026-W45', meanMood: 3, count: 2 },
      { period: '2026-W46', meanMood: 5, count: 1 },
      { period: '2026-W47', meanMood: null, count: 0 },
    ]);
  });

  it('groups by month and by day', () => {
    expect(moodByPeriod(days, '2026-11-01', '2026-12-31', 'month')).toEqual([
      { period: '2026-11', meanMood: 3.67, count: 3 },
      { period: '2026-12', meanMood: 3, count: 1 },
    ]);
    expect(moodByPeriod(days, '2026-11-02', '2026-11-04', 'day')).toEqual([
      { period: '2026-11-02', meanMood: 4, count: 1 },
      { period: '2026-11-03', meanMood: 2, count: 1 },
      { period: '2026-11-04', meanMood: null, count: 0 },
    ]);
  });
});
