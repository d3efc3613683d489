import { describe, expect, it } from 'vitest';
import { formatInstant } from './format';

const hourMinute: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

describe('formatInstant', () => {
  it.each([
    ['2025-03-14T06:54:34.802Z', 'UTC', '06:55'],
    ['2025-03-14T06:54:29.999Z', 'UTC', '06:54'],
    ['2025-03-14T06:55:00.000Z', 'UTC', '06:55'],
    ['2025-03-14T06:54:34.802Z', 'America/Los_Angeles', '23:55'],
  ])('shows %s in %s to the nearest minute as %s, as almanacs print it', (at, timeZone, shown) => {
    expect(formatInstant(new Date(at), timeZone, hourMinute)).toBe(shown);
  });

  it('keeps the seconds when they are asked for', () => {
    const options = { ...hourMinute, second: '2-digit' } as const;
    expect(formatInstant(new Date('2025-03-14T06:54:34.802Z'), 'UTC', options)).toBe('06:54:34');
  });
});
