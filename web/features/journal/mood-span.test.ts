import { describe, expect, it } from 'vitest';
import { moodSpan, periodLabels } from './mood-span';

describe('mood chart spans', () => {
  it.each([
    ['12w', '2026-11-26', { by: 'week', from: '2026-09-07', to: '2026-11-26' }],
    ['12m', '2026-11-26', { by: 'month', from: '2025-12-01', to: '2026-11-26' }],
    ['12m', '2026-01-15', { by: 'month', from: '2025-02-01', to: '2026-01-15' }],
    ['12m', '2026-12-31', { by: 'month', from: '2026-01-01', to: '2026-12-31' }],
  ] as const)('%s ending %s', (range, today, span) => {
    expect(moodSpan(range, today)).toEqual(span);
  });

  it('labels weeks by their Monday and months by name', () => {
    const weeks = periodLabels('week', '2026-09-07', '2026-11-26');
    expect(weeks.size).toBe(12);
    expect(weeks.get('2026-W37')).toBe('7 Sep');
    expect(periodLabels('month', '2025-12-01', '2026-11-26').get('2025-12')).toBe('Dec 2025');
  });
});
